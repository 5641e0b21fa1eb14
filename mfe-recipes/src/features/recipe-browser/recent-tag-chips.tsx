import { cn } from '@app/ui';
import { Link } from 'react-router-dom';
import type { BrowseChange } from './browse-params.ts';
import { useRecentTags } from './recent-tags.ts';

/** Spec §2: up to 4 recently chosen tags, newest first, one tap from their recipes. */
export function RecentTagChips({ hrefFor }: { hrefFor: (change: BrowseChange) => string }) {
  const tags = useRecentTags();
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Recent tags" className="flex min-w-0 items-start gap-2">
      <span
        aria-hidden="true"
        className="shrink-0 py-1 font-medium text-muted text-xs uppercase leading-9 tracking-wide"
      >
        Recent
      </span>
      <ul className="flex min-w-0 flex-wrap gap-2 py-1">
        {tags.map((tag) => (
          <li key={tag.toLowerCase()} className="shrink-0">
            <Link
              to={hrefFor({ tag, view: 'tags', category: null })}
              replace
              className={cn(
                'relative inline-flex h-9 items-center rounded-full border border-line bg-raised px-3 font-medium text-ink text-sm shadow-xs transition-colors hover:border-brand-300 hover:bg-primary-soft',
                // A 44 px tall touch target around the 36 px pill.
                'before:-inset-y-1 before:absolute before:inset-x-0 before:content-[""]',
                'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid',
              )}
            >
              <span className="text-primary" aria-hidden="true">
                #
              </span>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

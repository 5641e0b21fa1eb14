import { Button, Tooltip } from '@app/ui';
import { ArrowLeft, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { courseNames } from '../../components/course-names.ts';
import type { BrowseChange, BrowseParams } from './browse-params.ts';

interface SelectionHeaderProps {
  params: BrowseParams;
  hrefFor: (change: BrowseChange) => string;
  onRemoveTag: () => void;
}

/**
 * Above a tag's or a category's recipes: Back to the grid it was chosen from (spec §4: from a
 * tag to the tag grid, from a category to the category grid) and what is chosen; a tag is a
 * chip with a remove control.
 */
export function SelectionHeader({ params, hrefFor, onRemoveTag }: SelectionHeaderProps) {
  const { tag, category } = params;
  if (!tag && !category) return null;
  const back = tag
    ? { text: 'Tags', to: hrefFor({ filter: 'tags', tag: null, view: 'tags' }) }
    : { text: 'Courses', to: hrefFor({ filter: 'courses', category: null }) };
  return (
    <div className="mb-3 flex min-h-11 flex-wrap items-center gap-x-2 gap-y-2">
      <Button asChild variant="ghost" size="md" className="-ml-3 px-3 text-primary">
        <Link to={back.to} replace aria-label={`Back to ${back.text}`}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {back.text}
        </Link>
      </Button>
      {tag && (
        <div className="inline-flex h-9 min-w-0 items-center gap-1 rounded-full bg-primary-soft pr-0.5 pl-3 text-brand-800 dark:text-brand-200">
          <h2 className="truncate font-medium text-base">
            <span className="sr-only">Tag </span>#{tag}
          </h2>
          <Tooltip content="Remove tag filter">
            <button
              type="button"
              onClick={onRemoveTag}
              aria-label={`Remove tag filter ${tag}`}
              className="before:-inset-1.5 relative inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full before:absolute before:content-[''] hover:bg-ink/10 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-solid"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        </div>
      )}
      {category && (
        <h2 className="font-display font-semibold text-2xl text-ink leading-tight">
          {tag && <span className="sr-only">in </span>}
          {courseNames[category]}
        </h2>
      )}
    </div>
  );
}

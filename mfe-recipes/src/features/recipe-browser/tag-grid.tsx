import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { noTilesMessage } from './browse-messages.ts';
import { useBrowseHref } from './browse-params.ts';
import { LoadError } from './load-error.tsx';
import { GridSkeleton, tagGridClass } from './tile-skeletons.tsx';

export const TagGridQuery = graphql(`
  query TagGridQuery {
    recipeTags {
      tag
      count
    }
  }
`);

/** Every tag in use (lowercase, trimmed, alphabetical: the server's order) with its count. */
export function TagGrid() {
  const { data, error, refetch } = useQuery(TagGridQuery);
  const hrefFor = useBrowseHref();
  if (!data) {
    if (error) return <LoadError what="Tags" onRetry={() => void refetch()} />;
    return <GridSkeleton shape="tag" />;
  }
  if (data.recipeTags.length === 0) {
    return <BrowseEmpty message={noTilesMessage('tags')} kind="add" />;
  }
  return (
    <ul aria-label="Tags" className={tagGridClass}>
      {data.recipeTags.map(({ tag, count }) => (
        <li key={tag}>
          <Link
            to={hrefFor({ filter: 'tags', tag, view: 'tags', category: null })}
            replace
            className="group flex min-h-14 items-center gap-2 rounded-card border border-line bg-raised px-4 py-3 shadow-card transition-shadow hover:shadow-pop focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid"
          >
            <span className="line-clamp-2 min-w-0 flex-1 break-words font-medium text-ink leading-snug group-hover:text-primary">
              <span className="text-primary" aria-hidden="true">
                #
              </span>
              {tag}
            </span>
            <span className="shrink-0 rounded-full bg-sunken px-2 py-0.5 text-muted text-xs tabular-nums">
              {count}
              <span className="sr-only"> {count === 1 ? 'recipe' : 'recipes'}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

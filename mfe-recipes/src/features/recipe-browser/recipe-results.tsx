import { useCallback } from 'react';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { noFavoritesMessage } from './browse-messages.ts';
import type { BrowseParams } from './browse-params.ts';
import { CountLine } from './count-line.tsx';
import { FavoriteGroupResults } from './favorite-group-results.tsx';
import { LoadError } from './load-error.tsx';
import { RecipeCollection } from './recipe-collection.tsx';
import { recipeHref } from './recipe-link.ts';
import { resultsSummary, resultsVariables } from './results-query.ts';
import { GridSkeleton, ListSkeleton } from './tile-skeletons.tsx';
import { useRecipePages } from './use-recipe-pages.ts';

/** The recipes of the current search, tag, category or favorites, as cards or rows. */
export function RecipeResults({ params }: { params: BrowseParams }) {
  const hrefOf = useCallback(
    (recipe: RecipeCard_RecipeFragment) => recipeHref(recipe.id, params),
    [params],
  );
  // Favorites as cards are grouped by difficulty (spec §9), which needs all of them at once.
  if (params.filter === 'favorites' && params.view !== 'list') {
    return <FavoriteGroupResults params={params} hrefOf={hrefOf} />;
  }
  return <PagedResults params={params} hrefOf={hrefOf} />;
}

interface ResultsProps {
  params: BrowseParams;
  hrefOf: (recipe: RecipeCard_RecipeFragment) => string;
}

/** Any other list, read a page at a time as it scrolls into view. */
function PagedResults({ params, hrefOf }: ResultsProps) {
  const { shown, isUpdating, error, retry, request } = useRecipePages(resultsVariables(params));
  const isList = params.view === 'list';
  if (error) return <LoadError what="Recipes" onRetry={retry} />;
  if (!shown || shown.total === undefined) {
    return isList ? <ListSkeleton /> : <GridSkeleton shape="recipe" />;
  }
  const total = shown.total;
  const { isEmpty, message, text } = resultsSummary(params, total, isUpdating);
  return (
    <div aria-busy={isUpdating}>
      <CountLine text={text} isUpdating={isUpdating} isHidden={isEmpty} />
      {isEmpty ? (
        <BrowseEmpty
          message={message}
          kind={params.q.trim() ? 'search' : message === noFavoritesMessage ? 'favorites' : 'add'}
        />
      ) : (
        <>
          {shown.hasFailedPage && (
            <div className="mb-3">
              <LoadError what="Some recipes" onRetry={retry} />
            </div>
          )}
          <RecipeCollection
            count={total}
            recipeAt={(index) => shown.recipeAt(index)}
            onRangeChange={request}
            variant={isList ? 'row' : 'grid'}
            hrefOf={hrefOf}
            label="Recipes"
          />
        </>
      )}
    </div>
  );
}

import { useCallback } from 'react';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { courseNames } from '../../components/course-names.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { countLine, emptyMessage, noFavoritesMessage } from './browse-messages.ts';
import { type BrowseParams, courseEnumOf } from './browse-params.ts';
import { CountLine } from './count-line.tsx';
import { FavoriteGroupResults } from './favorite-group-results.tsx';
import { LoadError } from './load-error.tsx';
import { RecipeCollection } from './recipe-collection.tsx';
import { recipeHref } from './recipe-link.ts';
import { GridSkeleton, ListSkeleton } from './tile-skeletons.tsx';
import { useRecipePages } from './use-recipe-pages.ts';

/** The server filters (search covers name, description, tags and ingredients) and sorts by name. */
export function resultsVariables(params: BrowseParams) {
  const search = params.q.trim();
  return {
    ...(search ? { search } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.category ? { course: courseEnumOf(params.category) } : {}),
    ...(params.filter === 'favorites' ? { favoritesOnly: true } : {}),
  };
}

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
  const categoryName = params.category ? courseNames[params.category] : null;
  const isEmpty = total === 0 && !isUpdating;
  const message = emptyMessage({
    q: params.q,
    filter: params.filter,
    categoryName,
    hasSelection: Boolean(params.tag || params.category),
    isTileGrid: false,
  });
  return (
    <div aria-busy={isUpdating}>
      <CountLine
        text={isEmpty ? message : countLine(total, categoryName)}
        isUpdating={isUpdating}
        isHidden={isEmpty}
      />
      {isEmpty ? (
        <BrowseEmpty
          message={message}
          kind={params.q.trim() ? 'search' : message === noFavoritesMessage ? 'favorites' : 'add'}
        />
      ) : (
        <RecipeCollection
          count={total}
          recipeAt={(index) => shown.recipeAt(index)}
          onRangeChange={request}
          variant={isList ? 'row' : 'grid'}
          hrefOf={hrefOf}
          label="Recipes"
        />
      )}
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { courseNames } from '../../components/course-names.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { countLine, emptyMessage, noFavoritesMessage } from './browse-messages.ts';
import { type BrowseParams, courseEnumOf } from './browse-params.ts';
import { CountLine } from './count-line.tsx';
import { groupFavorites } from './favorite-groups.ts';
import { LoadError } from './load-error.tsx';
import { RecipeCollection } from './recipe-collection.tsx';
import { recipeHref } from './recipe-link.ts';
import { GridSkeleton, ListSkeleton } from './tile-skeletons.tsx';

// The server filters (search covers name, description, tags and ingredients) and sorts by
// name; each filter's answer stays cached, so going back to one is instant.
export const RecipeResultsQuery = graphql(`
  query RecipeResultsQuery(
    $search: String
    $tag: String
    $course: Course
    $favoritesOnly: Boolean
  ) {
    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly) {
      ...RecipeCard_recipe
    }
  }
`);

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
  const { data, previousData, error, refetch } = useQuery(RecipeResultsQuery, {
    variables: resultsVariables(params),
  });
  const hrefOf = useCallback(
    (recipe: RecipeCard_RecipeFragment) => recipeHref(recipe.id, params),
    [params],
  );
  // While a new filter loads, the previous results stay on screen (no flash of skeletons).
  const recipes = data?.recipes ?? (error ? undefined : previousData?.recipes);
  const isList = params.view === 'list';
  if (!recipes) {
    if (error) return <LoadError what="Recipes" onRetry={() => void refetch()} />;
    return isList ? <ListSkeleton /> : <GridSkeleton shape="recipe" />;
  }

  const isUpdating = !data;
  const categoryName = params.category ? courseNames[params.category] : null;
  const isGroupedFavorites = params.filter === 'favorites' && !isList;
  const isEmpty = recipes.length === 0 && !isUpdating;
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
        text={isEmpty ? message : countLine(recipes.length, categoryName)}
        isUpdating={isUpdating}
        isHidden={isEmpty}
      />
      {isEmpty ? (
        isGroupedFavorites && !params.q.trim() ? (
          <BrowseEmpty title="No Favorites Yet" message={message} kind="favorites" />
        ) : (
          <BrowseEmpty
            message={message}
            kind={params.q.trim() ? 'search' : message === noFavoritesMessage ? 'favorites' : 'add'}
          />
        )
      ) : isGroupedFavorites ? (
        <div className="flex flex-col gap-8">
          {groupFavorites(recipes).map((group) => (
            <section key={group.id} aria-labelledby={`favorites-${group.id}`}>
              <h2
                id={`favorites-${group.id}`}
                className="mb-3 flex items-baseline gap-2 font-display font-semibold text-ink text-xl"
              >
                {group.name}
                <span className="font-sans font-normal text-muted text-sm">
                  {group.recipes.length}
                </span>
              </h2>
              <RecipeCollection
                recipes={group.recipes}
                variant="grid"
                hrefOf={hrefOf}
                label={`${group.name} favorites`}
              />
            </section>
          ))}
        </div>
      ) : (
        <RecipeCollection
          recipes={recipes}
          variant={isList ? 'row' : 'grid'}
          hrefOf={hrefOf}
          label="Recipes"
        />
      )}
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { noFavoritesMessage } from './browse-messages.ts';
import type { BrowseParams } from './browse-params.ts';
import { CountLine } from './count-line.tsx';
import { groupFavorites } from './favorite-groups.ts';
import { LoadError } from './load-error.tsx';
import { arrayProps, RecipeCollection } from './recipe-collection.tsx';
import { resultsSummary, resultsVariables } from './results-query.ts';
import { GridSkeleton } from './tile-skeletons.tsx';

// Every favorite at once: the groups and their sizes depend on all of them. A cook's
// favorites are a short list; the whole collection is read a page at a time instead.
export const FavoriteRecipesQuery = graphql(`
  query FavoriteRecipesQuery($search: String, $tag: String, $course: Course) {
    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: true) {
      ...RecipeCard_recipe
    }
  }
`);

interface FavoriteGroupResultsProps {
  params: BrowseParams;
  hrefOf: (recipe: RecipeCard_RecipeFragment) => string;
}

/** Spec §9: favorites as cards, grouped by difficulty, the biggest group first. */
export function FavoriteGroupResults({ params, hrefOf }: FavoriteGroupResultsProps) {
  const { favoritesOnly: _all, ...variables } = resultsVariables(params);
  const { data, previousData, error, refetch } = useQuery(FavoriteRecipesQuery, { variables });
  // While a new search loads, the previous results stay on screen (no flash of skeletons).
  const recipes = data?.recipes ?? (error ? undefined : previousData?.recipes);
  if (!recipes) {
    if (error) return <LoadError what="Recipes" onRetry={() => void refetch()} />;
    return <GridSkeleton shape="recipe" />;
  }
  const isUpdating = !data;
  const { isEmpty, message, text } = resultsSummary(params, recipes.length, isUpdating);
  const q = params.q.trim();
  return (
    <div aria-busy={isUpdating}>
      <CountLine text={text} isUpdating={isUpdating} isHidden={isEmpty} />
      {isEmpty ? (
        q ? (
          <BrowseEmpty message={message} kind="search" />
        ) : (
          <BrowseEmpty
            title="No Favorites Yet"
            message={message}
            kind={message === noFavoritesMessage ? 'favorites' : 'add'}
          />
        )
      ) : (
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
                {...arrayProps(group.recipes)}
                variant="grid"
                hrefOf={hrefOf}
                label={`${group.name} favorites`}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

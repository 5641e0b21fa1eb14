import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecipeCard_RecipeFragment } from '../../__generated__/graphql.ts';
import { BrowseEmpty } from './browse-empty.tsx';
import { countLine, noRecipesMessage, noTilesMessage } from './browse-messages.ts';
import type { BrowseParams } from './browse-params.ts';
import { CountLine } from './count-line.tsx';
import { LoadError } from './load-error.tsx';
import { arrayProps, RecipeCollection } from './recipe-collection.tsx';
import { recipeHref } from './recipe-link.ts';
import { GridSkeleton, ListSkeleton } from './tile-skeletons.tsx';

/** Spec §9: the Recent tab shows the 6 newest recipes. */
export const recentTileCount = 6;

export const RecentRecipesQuery = graphql(`
  query RecentRecipesQuery($limit: Int!) {
    recentRecipes(limit: $limit) {
      ...RecipeCard_recipe
    }
  }
`);

/** The Recent tab: the newest recipes first, as tiles or rows. */
export function RecentRecipes({ params }: { params: BrowseParams }) {
  const { data, error, refetch } = useQuery(RecentRecipesQuery, {
    variables: { limit: recentTileCount },
  });
  const hrefOf = useCallback(
    (recipe: RecipeCard_RecipeFragment) => recipeHref(recipe.id, params),
    [params],
  );
  const isList = params.view === 'list';
  if (!data) {
    if (error) return <LoadError what="Recent recipes" onRetry={() => void refetch()} />;
    return isList ? <ListSkeleton /> : <GridSkeleton shape="recipe" />;
  }
  const recipes = data.recentRecipes;
  if (recipes.length === 0) {
    const message = isList ? noRecipesMessage : noTilesMessage('recent');
    return (
      <>
        <CountLine text={message} isUpdating={false} isHidden />
        <BrowseEmpty message={message} kind="add" />
      </>
    );
  }
  return (
    <>
      <CountLine text={countLine(recipes.length, null)} isUpdating={false} />
      <RecipeCollection
        {...arrayProps(recipes)}
        variant={isList ? 'row' : 'grid'}
        hrefOf={hrefOf}
        label="Recent recipes"
      />
    </>
  );
}

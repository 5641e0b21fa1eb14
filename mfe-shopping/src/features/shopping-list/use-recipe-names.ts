import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { graphql } from '../../__generated__/gql.ts';

export const RecipeNamesQuery = graphql(`
  query RecipeNamesQuery {
    recipes {
      id
      name
    }
  }
`);

/**
 * Names for the recipes the items came from, in one request for the whole list: the schema
 * offers no recipes-by-ids field, and one `recipe(id)` per item would be a request per line.
 * Only id and name travel, and nothing at all while no item came from a recipe.
 */
export function useRecipeNames(recipeIds: readonly number[]): ReadonlyMap<number, string> {
  const hasRecipes = recipeIds.length > 0;
  const { data, refetch } = useQuery(RecipeNamesQuery, { skip: !hasRecipes });
  const names = useMemo(
    () => new Map((data?.recipes ?? []).map((recipe) => [recipe.id, recipe.name])),
    [data],
  );

  // Items generated from a recipe added since the names were fetched (on another device, say)
  // need one more fetch. A recipe deleted since has no name to find: each id is asked for once.
  const askedFor = useRef(new Set<number>());
  const idsKey = recipeIds.join(',');
  useEffect(() => {
    if (!data) return;
    const ids = idsKey ? idsKey.split(',').map(Number) : [];
    // The first answer was asked for every id shown then.
    const isFirstAnswer = askedFor.current.size === 0;
    const missing = ids.filter((id) => !names.has(id) && !askedFor.current.has(id));
    for (const id of ids) askedFor.current.add(id);
    if (!isFirstAnswer && missing.length > 0) void refetch().catch(() => {});
  }, [data, names, idsKey, refetch]);

  return names;
}

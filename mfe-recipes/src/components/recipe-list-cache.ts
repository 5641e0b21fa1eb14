import type { ApolloCache } from '@apollo/client';
import type { Modifier } from '@apollo/client/cache';

/** Root fields whose answers depend on the whole collection (order, filters, counts, covers). */
const collectionFields = [
  'recipes',
  'recipeCount',
  'recentRecipes',
  'recipeTags',
  'recipeCategories',
];

/**
 * Marks every list of recipes stale after a change the lists cannot merge by id alone (a new
 * name changes the order, a new tag the counts, a deleted recipe the list): spec §7 invalidates
 * the list after changes. The cache never goes stale otherwise, so each list is fetched again
 * the next time it is shown, and at once if it is on screen. `fields` narrows it.
 */
export function invalidateRecipeLists(
  cache: ApolloCache,
  fields: readonly string[] = collectionFields,
): void {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * After a favorite toggle: only the favorites-only lists change membership (every other list
 * shows the new heart through the recipe's cache entry), so only they are fetched again.
 */
export function invalidateFavoriteLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      recipes: dropFavoritesOnly,
      recipeCount: dropFavoritesOnly,
    },
  });
}

/** Drops the favorites-only answers of a list field, keeping the others. */
const dropFavoritesOnly: Modifier<unknown> = (existing, { storeFieldName, DELETE }) =>
  storeFieldName.includes('"favoritesOnly":true') ? DELETE : existing;

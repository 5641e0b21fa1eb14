import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { LiveRecipe_RecipeFragment, RecipeChangeKind } from '../../__generated__/graphql.ts';
import { invalidateRecipeLists } from '../../components/recipe-list-cache.ts';

const LiveRecipeFragment = graphql(`
  fragment LiveRecipe_recipe on Recipe {
    id
    ...RecipeView_recipe
    ...RecipeEditor_recipe
  }
`);

export const RecipeChangedSubscription = graphql(`
  subscription RecipeChangedSubscription {
    recipeChanged {
      kind
      recipeId
      recipe {
        ...LiveRecipe_recipe
      }
    }
  }
`);

export interface RecipeChange {
  kind: RecipeChangeKind;
  recipeId: number;
  recipe: LiveRecipe_RecipeFragment | null;
}

/** The clients whose caches are being kept in step, each followed once. */
const followed = new WeakSet<ApolloClient>();

/**
 * Keeps this remote's cache in step with changes made elsewhere: another device, or the
 * assistant, which lives in another remote and leaves this remote's cache alone.
 *
 * Following starts the first time a screen of this remote is shown and goes on after it is
 * left, for as long as the client lives: a recipe the assistant makes while the cook is on the
 * shopping list must be in the recipe list they open next. Before the first screen no list of
 * this remote is cached, so nothing can be stale. At sign-out the shell closes the socket and
 * the subscription carries on over the next one, for whoever signs in (the server scopes every
 * event to the socket's user). Should the socket give up for good, the next time this remote is
 * mounted follows again.
 */
export function followRecipeChanges(client: ApolloClient): void {
  if (followed.has(client)) return;
  followed.add(client);
  const stop = () => followed.delete(client);
  // Not written to the cache on arrival: `applyRecipeChange` first compares it with what the
  // cache holds.
  client.subscribe({ query: RecipeChangedSubscription, fetchPolicy: 'no-cache' }).subscribe({
    next: ({ data }) => {
      if (data) applyRecipeChange(client.cache, data.recipeChanged);
    },
    error: stop,
    complete: stop,
  });
}

/**
 * One event into the cache. A changed recipe arrives whole and is written by id, so an open
 * recipe page shows it at once; lists may change order, counts or members, so they are marked
 * stale and fetched again when shown. This device's own changes come back too: when the cache
 * already holds exactly that recipe, it has done what the change needs (a favorite tap refetches
 * only the favorites lists), and nothing more happens.
 */
export function applyRecipeChange(cache: ApolloCache, event: RecipeChange): void {
  const id = cache.identify({ __typename: 'Recipe', id: event.recipeId });
  if (event.kind === 'DELETED' || !event.recipe) {
    if (id) cache.evict({ id });
    invalidateRecipeLists(cache);
    return;
  }
  const cached = id
    ? cache.readFragment({
        id,
        fragment: LiveRecipeFragment,
        fragmentName: 'LiveRecipe_recipe',
      })
    : null;
  if (cached && isSameData(cached, event.recipe)) return;
  cache.writeFragment({
    id,
    fragment: LiveRecipeFragment,
    fragmentName: 'LiveRecipe_recipe',
    data: event.recipe,
  });
  invalidateRecipeLists(cache);
}

/** Deep equality of two GraphQL answers (plain data), whatever the order of their fields. */
function isSameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) => Object.keys(value).filter((key) => key !== '__typename');
  const [keysA, keysB] = [keysOf(a), keysOf(b)];
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** Mounted at the remote's root for a signed-in cook. */
export function LiveRecipes(): null {
  const client = useApolloClient();
  useEffect(() => followRecipeChanges(client), [client]);
  return null;
}

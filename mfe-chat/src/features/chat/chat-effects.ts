import type { ApolloCache } from '@apollo/client';
import { toast } from '@app/ui';
import type { ChatResponse_ResponseFragment } from '../../__generated__/graphql.ts';
import type { ChatCard } from './chat-history.ts';

/** Root fields whose answers depend on the whole collection (order, filters, counts). */
const recipeListFields = [
  'recipes',
  'recipeCount',
  'recentRecipes',
  'recipeTags',
  'recipeCategories',
];

/**
 * After the assistant changed or made a recipe: the recipe itself is already in the shared
 * cache (the turn's answer carries every field the screens show, and Apollo writes it by id), so
 * an open recipe screen shows the change at once. Lists may change order, counts or members,
 * so they are marked stale and fetched again when shown. The shopping list needs nothing: its
 * screen follows the list's own events.
 */
export function refreshAfterRecipeChange(cache: ApolloCache): void {
  for (const fieldName of recipeListFields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Spec §8's chat-driven toasts; one at a time, so a turn that did two things says both. */
export function announceChatEffects(response: ChatResponse_ResponseFragment): void {
  const said: string[] = [];
  if (response.recipeUpdated) said.push('Recipe Updated!');
  if (response.recipeCreated) said.push('Recipe Added!');
  if (response.shoppingItemsAdded > 0) {
    said.push(`${response.shoppingItemsAdded} item(s) added to your shopping list.`);
  }
  const [title, ...rest] = said;
  if (title) toast({ title, description: rest.length > 0 ? rest.join(' ') : undefined });
}

/** The cards under an answer: what the turn changed, made or added. */
export function cardsOf(response: ChatResponse_ResponseFragment): ChatCard[] {
  const cards: ChatCard[] = [];
  if (response.recipeUpdated && response.updatedRecipe && response.recipeChanges.length > 0) {
    cards.push({
      kind: 'recipe-changed',
      recipeId: response.updatedRecipe.id,
      recipeName: response.updatedRecipe.name,
      changes: response.recipeChanges.map(({ field, before, after }) => ({ field, before, after })),
    });
  }
  if (response.recipeCreated && response.createdRecipe) {
    cards.push({
      kind: 'recipe-created',
      recipeId: response.createdRecipe.id,
      recipeName: response.createdRecipe.name,
    });
  }
  if (response.shoppingItemsAdded > 0) {
    cards.push({
      kind: 'items-added',
      count: response.shoppingItemsAdded,
      items: response.addedShoppingItems.map(({ name, quantity, category }) => ({
        name,
        quantity,
        category,
      })),
    });
  }
  return cards;
}

import type { Recipe as RecipeView } from '@app/schema';
import { type EventBus, topics } from '../shared/event-bus.ts';
import type { Recipe } from './recipe.entity.ts';
import { toRecipeView } from './recipe-fields.ts';

/** Tells the owner's subscriptions that a recipe was created or changed; answers its view. */
export async function announceRecipe(
  events: EventBus,
  ownerId: string,
  kind: 'CREATED' | 'UPDATED',
  recipe: Recipe,
): Promise<RecipeView> {
  const view = toRecipeView(recipe);
  await events.publish(topics.recipeChanged(ownerId), { kind, recipeId: view.id, recipe: view });
  return view;
}

import type { RecipeChangedEvent } from '../recipes/recipes.port.ts';
import type { ShoppingListChangedEvent } from '../shopping/shopping.port.ts';

/** Events a signed-in user can subscribe to; each stream carries only that user's changes. */
export interface EventsPort {
  recipeChanged(): AsyncIterable<RecipeChangedEvent>;
  shoppingListChanged(): AsyncIterable<ShoppingListChangedEvent>;
}

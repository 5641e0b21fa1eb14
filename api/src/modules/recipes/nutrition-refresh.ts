import type { Nutrition, RecipeUpdate, Recipe as RecipeView } from '@app/schema';

/** Per-serving nutrition from ingredient lines (the ai folder's USDA calculator, wired in main). */
export type NutritionCalculator = (ingredients: string[], servings: number) => Nutrition | null;

/** Whether two sets of figures are the same (both none, or equal in every number). */
export const isSameNutrition = (a: Nutrition | null | undefined, b: Nutrition | null | undefined) =>
  (a ?? null) === (b ?? null) ||
  (a != null &&
    b != null &&
    a.calories === b.calories &&
    a.protein === b.protein &&
    a.fat === b.fat &&
    a.carbs === b.carbs);

/**
 * Whether an edit makes the stored figures stale: the ingredients or servings changed, and the
 * client did not set figures of its own (the edit form sends the old ones back unchanged).
 */
export function isNutritionStale(current: RecipeView, changes: RecipeUpdate): boolean {
  const ingredientsChanged =
    changes.ingredients != null &&
    (changes.ingredients.length !== current.ingredients.length ||
      changes.ingredients.some((line, index) => line !== current.ingredients[index]));
  const servingsChanged = changes.servings != null && changes.servings !== current.servings;
  if (!ingredientsChanged && !servingsChanged) return false;
  return changes.nutrition === undefined || isSameNutrition(changes.nutrition, current.nutrition);
}

/** Whether an edit sets figures of its own (other than the ones stored): the cook's, kept as sent. */
export function isNutritionSet(current: RecipeView, changes: RecipeUpdate): boolean {
  return changes.nutrition !== undefined && !isSameNutrition(changes.nutrition, current.nutrition);
}

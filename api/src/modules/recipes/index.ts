/** Recipes: the collection, its search, tags and course tiles, and sharing. */

/** Recomputes, in the background, figures saved by an older version of the calculator. */
export {
  type NutritionRecompute,
  type NutritionRecomputeOptions,
  startNutritionRecompute,
} from './nutrition-recompute.ts';
/**
 * The viewer's recipes; other modules call its intent methods (`assertOwned`, `ingredientsOf`,
 * `namesOf`, `findBySourceUrl`) rather than reading the recipes table.
 */
export { RecipeService } from './recipe.service.ts';
/** Names shopping items' recipes, one `namesOf` per batch of items (one per list response). */
export { createRecipeNamesLoader } from './recipe-names-loader.ts';
/** Figures across all owners for the admin dashboard. */
export {
  countRecipesByOwner,
  type RecipeStats,
  recipeActivity,
  recipeStats,
} from './recipe-stats.ts';
/** The public read of shared recipes and saving a copy of one. */
export { SharedRecipeService } from './shared-recipe.service.ts';

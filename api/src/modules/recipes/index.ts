/** Recipes: the collection, its search, tags and course tiles, and sharing. */
export { Recipe } from './recipe.entity.ts';
export { RecipeService } from './recipe.service.ts';
/** The public read of shared recipes and saving a copy of one. */
export { SharedRecipeService } from './shared-recipe.service.ts';

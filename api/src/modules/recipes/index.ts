/** Recipes: the collection, its search, tags and course tiles. */
export { Recipe } from './recipe.entity.ts';
export { RecipeService } from './recipe.service.ts';

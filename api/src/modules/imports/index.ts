/** Imports: recipes from pasted text, web pages and photos, with nutrition and a picture. */
export { estimateDifficulty } from './difficulty.ts';
export { ImportService } from './import.service.ts';
export type { DraftRecipe, RecipeIntelligence } from './recipe-intelligence.ts';

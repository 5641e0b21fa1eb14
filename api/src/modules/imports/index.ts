/** Imports: recipes from pasted text, web pages and photos, with nutrition and a picture. */
export { estimateDifficulty } from './difficulty.ts';
export { ImportService } from './import.service.ts';
export { type ImportMethod, importMethods } from './import-attempt.entity.ts';
/** The import attempt log, read across all users by the admin reports. */
export {
  type ImportAttemptStats,
  importActivity,
  importAttemptStats,
  siteOf,
} from './import-attempts.ts';
export { type ImportJobData, importQueue } from './import-job.ts';
export { ImportRunner } from './import-runner.ts';
export type { DraftRecipe, RecipeIntelligence } from './recipe-intelligence.ts';
/** What counts as a recipe worth saving, and which parts a saved one lacks. */
export { isRecipeLike, missingPartsOf } from './recipe-parts.ts';

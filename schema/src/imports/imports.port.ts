import type { Recipe } from '../recipes/recipes.port.ts';

export const importSteps = [
  // Sent first to each subscriber, once it is listening: start the import now, nothing is missed.
  'READY',
  'FETCHING',
  'READING',
  'NUTRITION',
  'IMAGE',
  'SAVED',
  'FAILED',
] as const;
export type ImportStep = (typeof importSteps)[number];

/** One step of an import, published while it runs so the add screen can show real progress. */
export interface ImportProgress {
  importId: string;
  step: ImportStep;
  /** 0 to 1. */
  progress: number;
  message: string;
}

export interface ImportResult {
  recipe: Recipe;
  /** True when this URL was imported before: the existing recipe is offered, not a copy. */
  isExisting: boolean;
}

/**
 * Turning pasted text, a web page or a photo into a saved recipe, with nutrition and an image.
 * `importId` (chosen by the client) names the progress stream to follow.
 */
export interface ImportsPort {
  fromText(text: string, importId?: string | null): Promise<ImportResult>;
  fromUrl(url: string, importId?: string | null): Promise<ImportResult>;
  fromImage(dataUrl: string, importId?: string | null): Promise<ImportResult>;
  generateImage(recipeId: number): Promise<Recipe>;
  progress(importId: string): AsyncIterable<ImportProgress>;
}

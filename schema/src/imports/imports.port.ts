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
  /** The saved recipe (a new one, or the one imported before), on SAVED. */
  recipeId?: number | null;
}

/** The parts of a recipe an import may fail to find while still finding the rest. */
export const recipeParts = ['INGREDIENTS', 'INSTRUCTIONS'] as const;
export type RecipePart = (typeof recipeParts)[number];

export interface ImportResult {
  recipe: Recipe;
  /** True when this URL was imported before: the existing recipe is offered, not a copy. */
  isExisting: boolean;
  /**
   * What the import could not find and the cook should add by hand (a page with ingredients but
   * no steps is still saved). Empty when the recipe is complete.
   */
  missingParts: RecipePart[];
}

/** What the cook's device tells about reading their photos. */
export interface PhotoHints {
  /** The cook's languages, most preferred first (BCP 47 tags, as `navigator.languages`). */
  languages?: readonly string[];
}

/** What a started import reads: pasted text, a web page, or 1–4 photos of one recipe. */
export type ImportSource =
  | { kind: 'TEXT'; text: string }
  | { kind: 'URL'; url: string }
  | { kind: 'IMAGE'; images: string[]; languages: string[] };

/**
 * Turning pasted text, a web page or a photo into a saved recipe, with nutrition and an image.
 * `importId` (chosen by the client) names the progress stream to follow.
 */
export interface ImportsPort {
  fromText(text: string, importId?: string | null): Promise<ImportResult>;
  fromUrl(url: string, importId?: string | null): Promise<ImportResult>;
  /** One recipe from 1–4 photos, read in order (page 1, page 2…). */
  fromImage(
    dataUrls: readonly string[],
    importId?: string | null,
    hints?: PhotoHints,
  ): Promise<ImportResult>;
  generateImage(recipeId: number): Promise<Recipe>;
  /** Queues the import and answers its id at once; `progress` and `outcome` follow it. */
  start(source: ImportSource, importId?: string | null): Promise<string>;
  /** The finished import's recipe, null while it runs; a failed one throws its error. */
  outcome(importId: string): Promise<ImportResult | null>;
  progress(importId: string): AsyncIterable<ImportProgress>;
}

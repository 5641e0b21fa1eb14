import type { DraftRecipe } from '../modules/imports/index.ts';

/**
 * A recipe as an importer read it, before it is saved: what URL, text and photo import and the
 * AI providers produce. The imports module declares the shape it consumes; field names follow
 * the import corpus's expected.json, so a draft can be scored as it is. Unknown values are null.
 */
export type RecipeDraft = DraftRecipe;

export const emptyDraft = (): RecipeDraft => ({
  name: '',
  description: null,
  ingredients: [],
  instructions: [],
  servings: null,
  prepTimeMinutes: null,
  cookTimeMinutes: null,
  totalTimeMinutes: null,
  imageUrl: null,
  sourceUrl: null,
  tags: [],
});

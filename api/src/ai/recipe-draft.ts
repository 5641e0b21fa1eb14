/**
 * A recipe as an importer read it, before it is saved: what URL, text and photo import and the
 * AI providers produce. Field names follow the import corpus's expected.json, so a draft can be
 * scored as it is. Unknown values are null (never 0 or "").
 */
export interface RecipeDraft {
  name: string;
  description: string | null;
  /** One line per ingredient, quantity first as written ("2 cups flour"). */
  ingredients: string[];
  /** One step per entry, in order; section headings are not steps. */
  instructions: string[];
  servings: number | null;
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  totalTimeMinutes: number | null;
  imageUrl: string | null;
  sourceUrl: string | null;
  /** Course, main ingredient, diet ("dinner", "chicken", "vegetarian"). */
  tags: string[];
}

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

import type { Nutrition, PhotoHints } from '@app/schema';

/** A recipe as read from an input, before it is saved (the ai folder's RecipeDraft). */
export interface DraftRecipe {
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

/**
 * What imports need from the ai folder; main.ts wires the implementation. Failures a user can
 * act on are thrown as ImportFailedError.
 */
export interface RecipeIntelligence {
  readText(text: string): Promise<DraftRecipe>;
  /** Fetches the page (public addresses only) and reads the recipe on it. */
  readPage(url: string, onFetched: () => Promise<void>): Promise<DraftRecipe>;
  /** The photos of one recipe (1–4, in order) as base64 data URLs. */
  readImage(dataUrls: readonly string[], hints?: PhotoHints): Promise<DraftRecipe>;
  /** Per serving; null when too few ingredient lines could be matched. */
  nutrition(ingredients: string[], servings: number | null): Nutrition | null;
  /** The version of the figures `nutrition` answers; raised whenever they may change. */
  readonly nutritionVersion: number;
  illustrate(recipe: {
    name: string;
    description: string | null;
    ingredients: string[];
    tags: string[];
  }): Promise<{ bytes: Buffer; contentType: string }>;
}

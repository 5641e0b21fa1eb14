import type { Recipe } from './recipes.port.ts';

/**
 * A recipe its owner has shared, as its public page shows it. It carries nothing about the owner
 * (no user id, no e-mail) and nothing private to them (favorite, source, edit dates).
 */
export type SharedRecipe = Pick<
  Recipe,
  | 'id'
  | 'name'
  | 'description'
  | 'imageUrl'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'servings'
  | 'difficulty'
  | 'ingredients'
  | 'instructions'
  | 'tags'
  | 'nutrition'
  | 'createdAt'
> & {
  /**
   * For a signed-in viewer: their own copy when they saved it before, or the recipe itself when
   * they own it. Null for guests and when not saved.
   */
  savedRecipeId: number | null;
};

export interface SavedSharedRecipe {
  recipe: Recipe;
  /** True when the viewer had saved it before (or owns it): no new copy was made. */
  isExisting: boolean;
}

/** Shared recipes: the public read (guests too) and saving a copy into one's own collection. */
export interface SharedRecipesPort {
  /** Null when there is no recipe with this id or its owner has not shared it. */
  find(id: number): Promise<SharedRecipe | null>;
  /** Copies a shared recipe into the viewer's collection, once; saving it again answers that copy. */
  save(recipeId: number): Promise<SavedSharedRecipe>;
}

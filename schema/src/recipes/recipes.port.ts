export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export interface Nutrition {
  protein: number;
  fat: number;
  carbs: number;
  calories: number;
}

export interface Recipe {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  prepTime: number;
  cookTime: number | null;
  totalTime: number | null;
  servings: number;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  nutrition: Nutrition | null;
  isFavorite: boolean;
  /** Public on its shared page; recipe ids are sequential, so nothing is public until shared. */
  isShared: boolean;
  sourceUrl: string | null;
  sourceImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Every editable field of a recipe; what the edit screen and `PUT /api/recipes/{id}` send. */
export interface RecipeInput {
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  prepTime?: number | null;
  cookTime?: number | null;
  totalTime?: number | null;
  servings?: number | null;
  difficulty?: Difficulty | null;
  ingredients?: string[] | null;
  instructions?: string[] | null;
  tags?: string[] | null;
  nutrition?: Nutrition | null;
  sourceUrl?: string | null;
  sourceImageUrl?: string | null;
}

/**
 * Changes to a recipe: a field left out keeps its value. Null empties a field a recipe may be
 * without (description, picture, cook and total time, nutrition, links) and keeps the others.
 */
export type RecipeUpdate = { [Field in keyof RecipeInput]?: RecipeInput[Field] | null };

export const courseIds = [
  'breakfast',
  'lunch',
  'dinner',
  'snacks',
  'desserts',
  'beverages',
] as const;
export type CourseId = (typeof courseIds)[number];

export interface RecipeFilter {
  /** Case-insensitive substring over name, description, tags and ingredients. */
  search?: string | null;
  /** Exact tag, compared lowercase and trimmed. */
  tag?: string | null;
  course?: CourseId | null;
  favoritesOnly?: boolean | null;
}

/** A window of a sorted list: `limit` rows from `offset`; no limit means to the end. */
export interface ListWindow {
  offset?: number | null;
  limit?: number | null;
}

export interface TagCount {
  tag: string;
  count: number;
}

/** A course tile: the recipes whose tags contain one of the course's keywords. */
export interface CourseCategory {
  id: CourseId;
  name: string;
  description: string;
  thumbnail: string | null;
  count: number;
}

export type RecipeChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface RecipeChangedEvent {
  kind: RecipeChangeKind;
  recipeId: number;
  /** The recipe after the change; null when it was deleted. */
  recipe: Recipe | null;
}

/** Recipes of the signed-in viewer. Another user's recipe does not exist here. */
export interface RecipesPort {
  list(filter: RecipeFilter, window?: ListWindow): Promise<Recipe[]>;
  count(filter: RecipeFilter): Promise<number>;
  get(id: number): Promise<Recipe | null>;
  recent(limit: number): Promise<Recipe[]>;
  tagCounts(): Promise<TagCount[]>;
  courseCategories(): Promise<CourseCategory[]>;
  /** With `clientId`, creating again answers the recipe created the first time. */
  create(input: RecipeInput, options?: { clientId?: string | null }): Promise<Recipe>;
  update(id: number, changes: RecipeUpdate): Promise<Recipe>;
  setFavorite(id: number, isFavorite: boolean): Promise<Recipe>;
  setShared(id: number, isShared: boolean): Promise<Recipe>;
  delete(id: number): Promise<void>;
}

import type { Difficulty } from '../../__generated__/graphql.ts';

/** One editable line of a list (ingredient, step); `key` keeps React rows stable. */
export interface ListEntry {
  key: string;
  text: string;
}

/** The edit form as typed: numbers stay text until saved (spec §5). */
export interface RecipeFormValues {
  name: string;
  description: string;
  prepTime: string;
  servings: string;
  difficulty: Difficulty;
  ingredients: ListEntry[];
  instructions: ListEntry[];
  tags: string[];
}

export type RecipeFormField = Exclude<keyof RecipeFormValues, never>;

export interface EditableRecipe {
  name: string;
  description?: string | null;
  prepTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: readonly string[];
  instructions: readonly string[];
  tags: readonly string[];
}

/** What `updateRecipe` receives from the form. */
export interface RecipeChanges {
  name: string;
  description: string | null;
  prepTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  tags: string[];
}

let entryCounter = 0;

export function newEntry(text = ''): ListEntry {
  entryCounter += 1;
  return { key: `entry-${entryCounter}`, text };
}

export function formValuesOf(recipe: EditableRecipe): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description ?? '',
    prepTime: String(recipe.prepTime),
    servings: String(recipe.servings),
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients.map((text) => newEntry(text)),
    instructions: recipe.instructions.map((text) => newEntry(text)),
    tags: [...recipe.tags],
  };
}

/** Spec §5: prep time and servings are parsed as integers, defaulting to 0. */
export function parseWholeNumber(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** A tag as a cook might type it ("#Vegan ") made into the tag itself ("Vegan"). */
export function normalizeTag(text: string): string {
  return text.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim();
}

/** Adds a tag unless it is blank or already there (tags compare case-insensitively). */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = normalizeTag(text);
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
    return [...tags];
  }
  return [...tags, tag];
}

const lines = (entries: readonly ListEntry[]) =>
  entries.map((entry) => entry.text.trim()).filter((text) => text.length > 0);

export function toRecipeChanges(values: RecipeFormValues): RecipeChanges {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    prepTime: parseWholeNumber(values.prepTime),
    servings: parseWholeNumber(values.servings),
    difficulty: values.difficulty,
    ingredients: lines(values.ingredients),
    instructions: lines(values.instructions),
    tags: values.tags.map(normalizeTag).filter((tag) => tag.length > 0),
  };
}

const formFields = new Set<string>([
  'name',
  'description',
  'prepTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
  'tags',
]);

/**
 * The server's validation issues placed next to the fields they are about (`["input", "name"]`
 * → name); anything else is shown for the whole form.
 */
export function issuesByField(
  issues: readonly { path: readonly string[]; message: string }[],
): Partial<Record<RecipeFormField | 'form', string>> {
  const placed: Partial<Record<RecipeFormField | 'form', string>> = {};
  for (const issue of issues) {
    const field = issue.path.find((part) => formFields.has(part)) as RecipeFormField | undefined;
    const key = field ?? 'form';
    placed[key] = placed[key] ? `${placed[key]} ${issue.message}` : issue.message;
  }
  return placed;
}

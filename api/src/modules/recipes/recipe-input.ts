import {
  type Nutrition,
  type RecipeInput,
  type RecipeUpdate,
  recipeInputRules,
  recipeUpdateRules,
} from '@app/schema';
import { z } from 'zod';
import { parseInput } from '../shared/parse-input.ts';

/**
 * Fields a recipe may be without: null in an update empties them. For the others (the name, the
 * prep time, servings, difficulty, the lists) null means "keep": a client that sends every field
 * of its form, unset ones as null, must not wipe the ingredients it did not touch.
 */
const clearableFields = [
  'description',
  'imageUrl',
  'nutrition',
  'cookTime',
  'totalTime',
  'sourceUrl',
  'sourceImageUrl',
] as const satisfies readonly (keyof RecipeUpdate)[];

type ClearableField = (typeof clearableFields)[number];

/** An update after the null rules: only what changes, null only where it empties a field. */
export type RecipeChanges = {
  [Field in keyof RecipeUpdate]?: Field extends ClearableField
    ? RecipeUpdate[Field]
    : NonNullable<RecipeUpdate[Field]>;
};

const isClearable = (field: string) => (clearableFields as readonly string[]).includes(field);

const recipeInput = z.object(recipeInputRules);

const recipeUpdate = z
  .object(recipeUpdateRules)
  .transform(
    (update) =>
      Object.fromEntries(
        Object.entries(update).filter(
          ([field, value]) => value !== undefined && (value !== null || isClearable(field)),
        ),
      ) as RecipeChanges,
  );

/**
 * A new recipe as any caller sent it (the editor, REST, an import, an assistant's tool), checked
 * against the recipe's rules: trimmed name, bounded texts, lists and links. Null or absent
 * optional fields get their defaults when saved. Throws InvalidInputError.
 */
export function parseRecipeInput(input: RecipeInput): RecipeInput {
  return parseInput(recipeInput, input);
}

/** Changes to a recipe, checked by the same rules, with the null rules applied. */
export function parseRecipeUpdate(changes: RecipeUpdate): RecipeChanges {
  return parseInput(recipeUpdate, changes);
}

/**
 * Figures worked out from the ingredients, if a client could send them back: an edit form returns
 * them unchanged, so figures beyond the rules (a misread "2000 kg") would make the recipe
 * impossible to save again. Such figures are no estimate anyway; the recipe goes without.
 */
export function storableComputedNutrition(nutrition: Nutrition | null): Nutrition | null {
  return recipeInputRules.nutrition.safeParse(nutrition).success ? nutrition : null;
}

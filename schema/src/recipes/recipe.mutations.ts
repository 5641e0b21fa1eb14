import { z } from 'zod';
import { builder, type SchemaTypes } from '../builder.ts';
import { limits, lines, minutes, optionalText, requiredText } from '../shared/limits.ts';
import { RecipeNotFoundError } from './recipe.errors.ts';
import { DifficultyEnum, RecipeRef } from './recipe.type.ts';
import { pictureLink, webLink } from './recipe-links.ts';

const NutritionInput = builder.inputType('NutritionInput', {
  description: 'Per serving; grams except calories (kcal).',
  fields: (t) => {
    const amount = () => t.float({ required: true, validate: z.number().min(0).max(100_000) });
    return { protein: amount(), fat: amount(), carbs: amount(), calories: amount() };
  },
});

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  'InputObject'
>;

const recipeName = requiredText(limits.name, 'Name');

/** Create and update take the same fields; only `name` differs (required on create). */
function recipeFields(t: InputFieldBuilder) {
  return {
    description: t.string({ validate: optionalText(limits.description, 'Description') }),
    imageUrl: t.string({
      description: 'An http(s) address, or the path of a picture the app stored (/api/images/…).',
      validate: pictureLink('Image URL'),
    }),
    prepTime: t.int({ description: 'Minutes.', validate: minutes('Prep time') }),
    cookTime: t.int({ description: 'Minutes.', validate: minutes('Cook time') }),
    totalTime: t.int({ description: 'Minutes.', validate: minutes('Total time') }),
    servings: t.int({ validate: z.number().int().min(0).max(limits.servings).nullish() }),
    difficulty: t.field({ type: DifficultyEnum }),
    ingredients: t.stringList({ validate: lines('ingredient') }),
    instructions: t.stringList({ validate: lines('instruction') }),
    tags: t.stringList({ validate: lines('tag', limits.tag, limits.tags) }),
    nutrition: t.field({ type: NutritionInput }),
    sourceUrl: t.string({ description: 'An http(s) address.', validate: webLink('Source URL') }),
    sourceImageUrl: t.string({
      description: 'An http(s) address.',
      validate: webLink('Source image URL'),
    }),
  };
}

const RecipeInput = builder.inputType('RecipeInput', {
  description: 'A new recipe.',
  fields: (t) => ({
    name: t.string({ required: true, validate: recipeName }),
    ...recipeFields(t),
  }),
});

const UpdateRecipeInput = builder.inputType('UpdateRecipeInput', {
  description: 'Fields to change; a field left out keeps its value.',
  fields: (t) => ({ name: t.string({ validate: recipeName.nullish() }), ...recipeFields(t) }),
});

const DeletedRecipe = builder.objectRef<{ id: number }>('DeletedRecipe').implement({
  fields: (t) => ({ id: t.exposeInt('id') }),
});

builder.mutationFields((t) => ({
  createRecipe: t.field({
    type: RecipeRef,
    description: "Adds a recipe to the signed-in user's collection.",
    authScopes: { signedIn: true },
    errors: { dataField: { name: 'recipe' } },
    args: { input: t.arg({ type: RecipeInput, required: true }) },
    resolve: (_root, { input }, { recipes }) => recipes.create(input),
  }),
  updateRecipe: t.field({
    type: RecipeRef,
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'recipe' } },
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: UpdateRecipeInput, required: true }),
    },
    resolve: (_root, { id, input }, { recipes }) => recipes.update(id, stripNulls(input)),
  }),
  setRecipeFavorite: t.field({
    type: RecipeRef,
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'recipe' } },
    args: {
      id: t.arg.int({ required: true }),
      isFavorite: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, isFavorite }, { recipes }) => recipes.setFavorite(id, isFavorite),
  }),
  setRecipeShared: t.field({
    type: RecipeRef,
    description: 'Shares the recipe on its public page, or stops sharing it.',
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'recipe' } },
    args: {
      id: t.arg.int({ required: true }),
      isShared: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, isShared }, { recipes }) => recipes.setShared(id, isShared),
  }),
  deleteRecipe: t.field({
    type: DeletedRecipe,
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'deleted' } },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, { recipes }) => {
      await recipes.delete(id);
      return { id };
    },
  }),
}));

/**
 * An update sends only what changed. A null for a field that cannot be empty (name, prep time,
 * lists) means "leave as is"; for an optional one (description, image, nutrition) it clears it.
 */
function stripNulls<T extends Record<string, unknown>>(input: T) {
  const clearable = new Set([
    'description',
    'imageUrl',
    'nutrition',
    'cookTime',
    'totalTime',
    'sourceUrl',
    'sourceImageUrl',
  ]);
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || clearable.has(key)),
    ),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

import { z } from 'zod';
import { builder, type SchemaTypes } from '../builder.ts';
import { RecipeNotFoundError } from './recipe.errors.ts';
import { DifficultyEnum, RecipeRef } from './recipe.type.ts';
import { nutritionAmount, recipeInputRules, recipeUpdateRules } from './recipe-input-rules.ts';

const NutritionInput = builder.inputType('NutritionInput', {
  description: 'Per serving; grams except calories (kcal).',
  fields: (t) => {
    const amount = () => t.float({ required: true, validate: nutritionAmount });
    return { protein: amount(), fat: amount(), carbs: amount(), calories: amount() };
  },
});

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  'InputObject'
>;

/**
 * Create and update take the same fields; only `name` differs (required on create). The rules
 * are the recipe service's own, checked here too so a GraphQL client's issues point into its
 * arguments (["input", "name"]).
 */
function recipeFields(t: InputFieldBuilder) {
  return {
    description: t.string({ validate: recipeInputRules.description }),
    imageUrl: t.string({
      description: 'An http(s) address, or the path of a picture the app stored (/api/images/…).',
      validate: recipeInputRules.imageUrl,
    }),
    prepTime: t.int({ description: 'Minutes.', validate: recipeInputRules.prepTime }),
    cookTime: t.int({ description: 'Minutes.', validate: recipeInputRules.cookTime }),
    totalTime: t.int({ description: 'Minutes.', validate: recipeInputRules.totalTime }),
    servings: t.int({ validate: recipeInputRules.servings }),
    difficulty: t.field({ type: DifficultyEnum, validate: recipeInputRules.difficulty }),
    ingredients: t.stringList({ validate: recipeInputRules.ingredients }),
    instructions: t.stringList({ validate: recipeInputRules.instructions }),
    tags: t.stringList({ validate: recipeInputRules.tags }),
    nutrition: t.field({ type: NutritionInput }),
    sourceUrl: t.string({
      description: 'An http(s) address.',
      validate: recipeInputRules.sourceUrl,
    }),
    sourceImageUrl: t.string({
      description: 'An http(s) address.',
      validate: recipeInputRules.sourceImageUrl,
    }),
  };
}

const RecipeInput = builder.inputType('RecipeInput', {
  description: 'A new recipe.',
  fields: (t) => ({
    name: t.string({ required: true, validate: recipeInputRules.name }),
    ...recipeFields(t),
  }),
});

const UpdateRecipeInput = builder.inputType('UpdateRecipeInput', {
  description: 'Fields to change; a field left out keeps its value.',
  fields: (t) => ({
    name: t.string({ validate: recipeUpdateRules.name }),
    ...recipeFields(t),
  }),
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
    args: {
      input: t.arg({ type: RecipeInput, required: true }),
      clientId: t.arg.string({
        description:
          'A UUID the client makes up for the new recipe. Creating again with the same clientId (a retry after a lost answer) answers the recipe created the first time instead of a second copy.',
        validate: z.uuid('clientId must be a UUID.').nullish(),
      }),
    },
    resolve: (_root, { input, clientId }, { recipes }) => recipes.create(input, { clientId }),
  }),
  updateRecipe: t.field({
    type: RecipeRef,
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'recipe' } },
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: UpdateRecipeInput, required: true }),
    },
    resolve: (_root, { id, input }, { recipes }) => recipes.update(id, input),
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

import { builder } from '../builder.ts';
import { DifficultyEnum, NutritionRef } from './recipe.type.ts';
import type { SharedRecipe } from './shared-recipes.port.ts';

export const SharedRecipeRef = builder.objectRef<SharedRecipe>('SharedRecipe').implement({
  description:
    'A recipe its owner has shared, as its public page shows it. Says nothing about the owner.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    prepTime: t.exposeInt('prepTime', { description: 'Minutes.' }),
    cookTime: t.exposeInt('cookTime', { nullable: true, description: 'Minutes.' }),
    totalTime: t.exposeInt('totalTime', { nullable: true, description: 'Minutes.' }),
    servings: t.exposeInt('servings'),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
    ingredients: t.exposeStringList('ingredients'),
    instructions: t.exposeStringList('instructions'),
    tags: t.exposeStringList('tags'),
    nutrition: t.expose('nutrition', { type: NutritionRef, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    savedRecipeId: t.exposeInt('savedRecipeId', {
      nullable: true,
      description:
        "The signed-in viewer's own copy (saved before), or this recipe's id when the viewer owns it. Null for guests and when not saved.",
    }),
  }),
});

builder.queryFields((t) => ({
  sharedRecipe: t.field({
    type: SharedRecipeRef,
    nullable: true,
    description:
      'A shared recipe, for its public page. Open to guests. Null when there is none with this id or its owner has not shared it.',
    // Deliberately no authScopes: the one field a guest may call.
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, { sharedRecipes }) => sharedRecipes.find(id),
  }),
}));

import { builder } from '../builder.ts';
import { positiveId } from '../shared/limits.ts';
import { RecipeNotFoundError } from './recipe.errors.ts';
import { RecipeRef } from './recipe.type.ts';
import type { SavedSharedRecipe } from './shared-recipes.port.ts';

const SavedSharedRecipeRef = builder.objectRef<SavedSharedRecipe>('SavedSharedRecipe').implement({
  description: "A shared recipe's copy in the signed-in user's collection.",
  fields: (t) => ({
    recipe: t.expose('recipe', { type: RecipeRef }),
    isExisting: t.exposeBoolean('isExisting', {
      description:
        'Saved before (or the viewer owns it): this is the recipe from then, not a new copy.',
    }),
  }),
});

builder.mutationFields((t) => ({
  saveSharedRecipe: t.field({
    type: SavedSharedRecipeRef,
    description:
      "Copies a shared recipe (content, nutrition, tags, image) into the signed-in user's collection, once.",
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'saved' } },
    args: { recipeId: t.arg.int({ required: true, validate: positiveId }) },
    resolve: (_root, { recipeId }, { sharedRecipes }) => sharedRecipes.save(recipeId),
  }),
}));

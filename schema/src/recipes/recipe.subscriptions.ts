import { builder } from '../builder.ts';
import { RecipeRef } from './recipe.type.ts';
import type { RecipeChangedEvent } from './recipes.port.ts';

const RecipeChangeKindEnum = builder.enumType('RecipeChangeKind', {
  values: ['CREATED', 'UPDATED', 'DELETED'] as const,
});

const RecipeChangedEventRef = builder
  .objectRef<RecipeChangedEvent>('RecipeChangedEvent')
  .implement({
    description: "A change to one of the signed-in user's recipes, from any device.",
    fields: (t) => ({
      kind: t.expose('kind', { type: RecipeChangeKindEnum }),
      recipeId: t.exposeInt('recipeId'),
      recipe: t.expose('recipe', {
        type: RecipeRef,
        nullable: true,
        description: 'Null once deleted.',
      }),
    }),
  });

builder.subscriptionFields((t) => ({
  recipeChanged: t.field({
    type: RecipeChangedEventRef,
    authScopes: { signedIn: true },
    subscribe: (_root, _args, { events }) => events.recipeChanged(),
    resolve: (event) => event,
  }),
}));

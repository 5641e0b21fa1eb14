import { execute, type GraphQLObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Context } from './context.ts';
import { schema } from './index.ts';
import type { SharedRecipe } from './recipes/shared-recipes.port.ts';

/** The only root fields a guest (no token) may call. */
const guestFields = ['Query.sharedRecipe'];

function rootFields() {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots
    .filter((root): root is GraphQLObjectType => root !== null && root !== undefined)
    .flatMap((root) =>
      Object.values(root.getFields()).map((field) => ({
        name: `${root.name}.${field.name}`,
        authScopes: (field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)
          ?.authScopes,
      })),
    );
}

/** A guest's context whose every port fails loudly if a resolver reaches it. */
function guestContext(sharedRecipe: SharedRecipe | null): Context {
  // `never` fits every port's type: one stand-in for all of them.
  const unreachable = new Proxy(
    {},
    {
      get: (_target, method) => () => {
        throw new Error(`a guest reached ${String(method)}`);
      },
    },
  ) as never;
  return {
    viewer: null,
    recipes: unreachable,
    sharedRecipes: {
      find: async () => sharedRecipe,
      save: async () => {
        throw new Error('a guest reached save');
      },
    },
    shopping: unreachable,
    shoppingListItemRecipes: unreachable,
    users: unreachable,
    admin: unreachable,
    adminReports: unreachable,
    imports: unreachable,
    nutrition: unreachable,
    chat: unreachable,
    voice: unreachable,
    events: unreachable,
  };
}

describe('guest access', () => {
  it('requires sign-in (or admin) on every root field but the shared recipe', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(20);
    const open = fields.filter((field) => field.authScopes === undefined).map((f) => f.name);
    expect(open).toEqual(guestFields);
  });

  it('lets a guest read a shared recipe, without the owner and with no saved copy', async () => {
    const recipe: SharedRecipe = {
      id: 7,
      name: 'Shakshuka',
      description: null,
      imageUrl: null,
      prepTime: 10,
      cookTime: null,
      totalTime: null,
      servings: 2,
      difficulty: 'Easy',
      ingredients: ['eggs'],
      instructions: ['Cook.'],
      tags: [],
      nutrition: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      savedRecipeId: null,
    };
    const result = await execute({
      schema,
      document: parse('{ sharedRecipe(id: 7) { id name difficulty savedRecipeId } }'),
      contextValue: guestContext(recipe),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      sharedRecipe: { id: 7, name: 'Shakshuka', difficulty: 'EASY', savedRecipeId: null },
    });
    const fields = Object.keys(
      (schema.getType('SharedRecipe') as GraphQLObjectType).getFields(),
    ).sort();
    expect(fields).not.toContain('user');
    expect(fields.filter((name) => /user|owner|email/i.test(name))).toEqual([]);
  });

  it.each([
    ['the recipe list', '{ recipes { id } }'],
    ['saving a shared recipe', 'mutation { saveSharedRecipe(recipeId: 7) { __typename } }'],
    ['sharing a recipe', 'mutation { setRecipeShared(id: 7, isShared: true) { __typename } }'],
  ])('refuses a guest %s with UNAUTHENTICATED before any service runs', async (_label, query) => {
    const result = await execute({
      schema,
      document: parse(query),
      contextValue: guestContext(null),
    });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

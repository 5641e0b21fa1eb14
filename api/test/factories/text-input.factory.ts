import { expect } from 'vitest';
import type { TestApp, TestUser } from '../create-test-app.ts';
import { rest } from '../http.ts';
import { createRecipe } from './recipe.factory.ts';

/** Text PostgreSQL cannot hold: NUL anywhere, or half of a surrogate pair. */
export const hostileTexts = [
  ['a NUL', 'Sal\u0000t'],
  ['a lone surrogate', 'Sal\ud800t'],
] as const;

/** What the database driver says about such text; none of it may reach a client. */
export const driverText =
  /invalid byte sequence|invalid input syntax|unsupported unicode|0x00|\\u0000/i;

/** A cook with something stored to protect: one recipe and one shopping list item. */
export async function createStockedCook(
  app: TestApp,
): Promise<{ cook: TestUser; recipeId: number }> {
  const cook = await app.user();
  const recipeId = await createRecipe(app, cook, {
    name: 'Soup',
    tags: ['winter'],
    ingredients: ['1 onion'],
  });
  const added = await rest(app, 'POST', '/api/shopping-list', {
    user: cook,
    body: { name: 'Milk' },
  });
  expect(added.status).toBe(201);
  return { cook, recipeId };
}

/** Everything the cook can see; a refused request must leave it exactly as it was. */
export async function visibleTo(app: TestApp, cook: TestUser) {
  const recipes = await rest(app, 'GET', '/api/recipes', { user: cook });
  const list = await rest(app, 'GET', '/api/shopping-list', { user: cook });
  expect([recipes.status, list.status]).toEqual([200, 200]);
  return { recipes: recipes.body, list: list.body };
}

import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecipeService } from '../src/modules/recipes/index.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql } from './http.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

interface LinkedItem {
  name: string;
  recipeIds: number[];
  recipes: { id: number; name: string }[];
}

async function addFrom(user: TestUser, name: string, recipeIds: number[]): Promise<number> {
  const result = await graphql<{ addShoppingListItem: { item?: { id: number } } }>(
    app,
    `mutation ($input: AddShoppingListItemInput!) {
      addShoppingListItem(input: $input) { ... on AddShoppingListItemSuccess { item { id } } }
    }`,
    { input: { name, recipeIds } },
    user,
  );
  const id = result.data?.addShoppingListItem.item?.id;
  if (id === undefined) throw new Error(`addShoppingListItem failed: ${JSON.stringify(result)}`);
  return id;
}

async function linkedList(user: TestUser): Promise<LinkedItem[]> {
  const result = await graphql<{ shoppingList: LinkedItem[] }>(
    app,
    '{ shoppingList { name recipeIds recipes { id name } } }',
    {},
    user,
  );
  if (!result.data) throw new Error(`shoppingList failed: ${JSON.stringify(result)}`);
  return result.data.shoppingList;
}

describe('ShoppingListItem.recipes', () => {
  it("names the viewer's recipes in recipeIds order, leaving out another user's and deleted ones", async () => {
    const cook = await app.user();
    const stranger = await app.user();
    const pancakes = await createRecipe(app, cook, { name: 'Pancakes' });
    const soup = await createRecipe(app, cook, { name: 'Tomato Soup' });
    const gone = await createRecipe(app, cook, { name: 'Gone Stew' });
    const foreign = await createRecipe(app, stranger, { name: "Stranger's Secret" });

    await addFrom(cook, 'Flour', [pancakes]);
    const eggs = await addFrom(cook, 'Eggs', [soup, pancakes]);
    await addFrom(cook, 'Salt', [gone]);
    await addFrom(cook, 'Pepper', []);
    const deleted = await graphql<{ deleteRecipe: { __typename: string } }>(
      app,
      'mutation ($id: Int!) { deleteRecipe(id: $id) { __typename } }',
      { id: gone },
      cook,
    );
    expect(deleted.errors).toBeUndefined();
    // The api refuses to link another user's recipe; an id can only get there behind its back.
    const em = app.database.orm.em.fork() as EntityManager;
    await em
      .getConnection()
      .execute('update shopping_items set recipe_ids = ? where id = ?', [
        JSON.stringify([soup, foreign, pancakes]),
        eggs,
      ]);

    const items = await linkedList(cook);
    expect(items.map(({ name, recipes }) => ({ name, recipes }))).toEqual([
      { name: 'Flour', recipes: [{ id: pancakes, name: 'Pancakes' }] },
      {
        name: 'Eggs',
        recipes: [
          { id: soup, name: 'Tomato Soup' },
          { id: pancakes, name: 'Pancakes' },
        ],
      },
      { name: 'Salt', recipes: [] },
      { name: 'Pepper', recipes: [] },
    ]);
    expect(JSON.stringify(items)).not.toContain('Secret');
  });

  it('reads the names of the whole list in one query', async () => {
    const cook = await app.user();
    const ids = await Promise.all(
      ['Curry', 'Dal', 'Naan'].map((name) => createRecipe(app, cook, { name })),
    );
    for (const [index, id] of ids.entries()) await addFrom(cook, `Item ${index}`, [id]);
    await addFrom(cook, 'Rice', [...ids].reverse());

    const namesOf = vi.spyOn(RecipeService.prototype, 'namesOf');
    try {
      const items = await linkedList(cook);
      expect(items.map((item) => item.recipes.map((recipe) => recipe.name))).toEqual([
        ['Curry'],
        ['Dal'],
        ['Naan'],
        ['Naan', 'Dal', 'Curry'],
      ]);
      expect(namesOf).toHaveBeenCalledTimes(1);
      expect([...(namesOf.mock.calls[0]?.[0] ?? [])].sort()).toEqual([...ids].sort());
    } finally {
      namesOf.mockRestore();
    }
  });

  it('asks nothing when no item came from a recipe', async () => {
    const cook = await app.user();
    await addFrom(cook, 'Water', []);
    const namesOf = vi.spyOn(RecipeService.prototype, 'namesOf');
    try {
      expect(await linkedList(cook)).toEqual([{ name: 'Water', recipeIds: [], recipes: [] }]);
      expect(namesOf).not.toHaveBeenCalled();
    } finally {
      namesOf.mockRestore();
    }
  });
});

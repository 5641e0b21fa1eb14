import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../src/modules/shared/event-bus.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import {
  addItem,
  type ItemRow,
  itemSelection,
  listItems,
  optimizeList,
  tickItem,
} from './factories/shopping.factory.ts';
import { catchUp } from './factories/shopping-changes.factory.ts';
import { graphql } from './http.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('Optimize', () => {
  it('merges duplicates into the first, keeping its id, and says so', async () => {
    const cook = await app.user();
    const cups = await addItem(app, cook, { name: 'Milk', quantity: '2 cups', category: 'Dairy' });
    const bread = await addItem(app, cook, { name: 'Bread', category: 'Bakery' });
    const ml = await addItem(app, cook, { name: 'milk', quantity: '250 ml', category: 'Dairy' });

    const { items, summary } = await optimizeList(app, cook);

    const milk = items.find((item) => item.id === cups.id);
    expect(milk).toMatchObject({ id: cups.id, position: cups.position, version: 2 });
    expect(items.map((item) => item.id)).toEqual([cups.id, bread.id]);
    expect(items.find((item) => item.id === bread.id)).toMatchObject({
      id: bread.id,
      position: bread.position,
      category: 'BAKERY',
    });
    expect(summary.merged).toEqual([
      {
        from: [
          { itemId: cups.id, name: 'Milk', quantity: '2 cups' },
          { itemId: ml.id, name: 'milk', quantity: '250 ml' },
        ],
        into: { itemId: cups.id, name: milk?.name, quantity: milk?.quantity },
      },
    ]);
    expect(summary.moved).toEqual([]);
  });

  it('reports items moved to another category and renamed, under their old ids', async () => {
    const cook = await app.user();
    const apples = await addItem(app, cook, { name: 'Apples', category: 'Other' });
    const salt = await addItem(app, cook, { name: 'salt', category: 'Pantry' });
    const oil = await addItem(app, cook, { name: 'Olive  oil', category: 'Pantry' });

    const { items, summary } = await optimizeList(app, cook);

    expect(items.map((item) => item.id)).toEqual([apples.id, salt.id, oil.id]);
    expect(items[1]).toEqual(salt);
    expect(summary.moved).toContainEqual({
      itemId: apples.id,
      name: 'Apples',
      from: 'OTHER',
      to: 'PRODUCE',
    });
    expect(summary.renamed).toEqual([{ itemId: oil.id, from: 'Olive  oil', to: 'Olive oil' }]);
  });

  it('keeps the letter case the cook wrote, the first spelling when merging', async () => {
    const cook = await app.user();
    const apples = await addItem(app, cook, { name: 'Apples', category: 'Produce' });
    const milk = await addItem(app, cook, { name: 'Milk', quantity: '200 ml', category: 'Dairy' });
    const more = await addItem(app, cook, { name: 'milk', quantity: '100 ml', category: 'Dairy' });

    const { items, summary } = await optimizeList(app, cook);

    expect(items.map(({ id, name, quantity }) => ({ id, name, quantity }))).toEqual([
      { id: apples.id, name: 'Apples', quantity: '1' },
      { id: milk.id, name: 'Milk', quantity: '300 ml' },
    ]);
    expect(summary.renamed).toEqual([]);
    expect(summary.merged).toEqual([
      {
        from: [
          { itemId: milk.id, name: 'Milk', quantity: '200 ml' },
          { itemId: more.id, name: 'milk', quantity: '100 ml' },
        ],
        into: { itemId: milk.id, name: 'Milk', quantity: '300 ml' },
      },
    ]);
  });

  it('leaves ticked items alone, and a tick queued before Optimize still lands after it', async () => {
    const cook = await app.user();
    const done = await addItem(app, cook, { name: 'Eggs' });
    await tickItem(app, cook, done.id, true);
    const first = await addItem(app, cook, { name: 'Butter' });
    await addItem(app, cook, { name: 'butter' });

    await optimizeList(app, cook);

    expect(await tickItem(app, cook, first.id, true)).toBe('SetShoppingListItemCompletedSuccess');
    const list = await listItems(app, cook);
    expect(list.find((item) => item.id === done.id)).toMatchObject({
      isCompleted: true,
      version: 2,
    });
    expect(list.find((item) => item.id === first.id)?.isCompleted).toBe(true);
  });

  it('announces one REPLACED event, and a catch-up answers the survivors and the merged ids', async () => {
    const cook = await app.user();
    const kept = await addItem(app, cook, { name: 'Rice', quantity: '1 kg', category: 'Pantry' });
    const merged = await addItem(app, cook, {
      name: 'rice',
      quantity: '500 g',
      category: 'Pantry',
    });
    const { cursor } = await catchUp(app, cook, null);
    const events = await app.events.listen<{ kind: string; cursor: string }>(
      topics.shoppingListChanged(cook.id),
    );

    await optimizeList(app, cook);

    const event = await events.next();
    await events.return?.();
    expect(event.value).toMatchObject({ kind: 'REPLACED', itemId: null, item: null });
    const changes = await catchUp(app, cook, cursor);
    expect({
      itemIds: changes.items.map((item) => item.id),
      deletedIds: changes.deletedIds,
    }).toEqual({
      itemIds: [kept.id],
      deletedIds: [merged.id],
    });
    expect(event.value?.cursor).toMatch(/^\d+$/);
  });
});

describe('Generate', () => {
  it("adds a recipe's ingredients into the unticked item already on the list, keeping its id", async () => {
    const cook = await app.user();
    const flour = await addItem(app, cook, {
      name: 'flour',
      quantity: '1 cup',
      category: 'Pantry',
    });
    const recipeId = await createRecipe(app, cook, {
      name: 'Pancakes',
      ingredients: ['2 cups flour', '2 eggs'],
    });
    const result = await graphql<{ generateShoppingList: { items?: ItemRow[] } }>(
      app,
      `mutation ($recipeIds: [Int!]!) {
        generateShoppingList(recipeIds: $recipeIds) {
          ... on GenerateShoppingListSuccess { items ${itemSelection} }
        }
      }`,
      { recipeIds: [recipeId] },
      cook,
    );
    const items = result.data?.generateShoppingList.items ?? [];
    expect(items[0]).toMatchObject({
      id: flour.id,
      quantity: expect.stringMatching(/^3 cups?$/),
      recipeIds: [recipeId],
      version: 2,
    });
    expect(items.map((item) => item.name)).toEqual(['flour', 'eggs']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { addItem, deleteItem, listItems, tickItem } from './factories/shopping.factory.ts';
import { ageDeletion, catchUp, changesSince } from './factories/shopping-changes.factory.ts';
import { graphql } from './http.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('catching up with shoppingListChanges', () => {
  it('answers the whole list and a cursor when there is no cursor yet', async () => {
    const cook = await app.user();
    const milk = await addItem(app, cook, { name: 'Milk' });
    const changes = await catchUp(app, cook, null);
    expect(changes).toMatchObject({ items: [milk], deletedIds: [], isFullList: true });
    expect(changes.cursor).toMatch(/^\d+$/);
  });

  it("answers another device's adds, ticks and deletes since the cursor, and nothing else", async () => {
    const cook = await app.user();
    const kept = await addItem(app, cook, { name: 'Flour' });
    const ticked = await addItem(app, cook, { name: 'Sugar' });
    const deleted = await addItem(app, cook, { name: 'Salt' });
    const { cursor } = await catchUp(app, cook, null);

    expect(await tickItem(app, cook, ticked.id, true)).toBe('SetShoppingListItemCompletedSuccess');
    expect(await deleteItem(app, cook, deleted.id)).toBe('DeleteShoppingListItemSuccess');
    const added = await addItem(app, cook, { name: 'Yeast' });

    const changes = await catchUp(app, cook, cursor);
    expect(changes.isFullList).toBe(false);
    expect(changes.items).toEqual([{ ...ticked, isCompleted: true, version: 2 }, added]);
    expect(changes.items.map((item) => item.id)).not.toContain(kept.id);
    expect(changes.deletedIds).toEqual([deleted.id]);
    expect(Number(changes.cursor)).toBeGreaterThan(Number(cursor));

    const again = await catchUp(app, cook, changes.cursor);
    expect(again).toEqual({ items: [], deletedIds: [], cursor: changes.cursor, isFullList: false });
  });

  it("never answers another user's changes", async () => {
    const cook = await app.user();
    const other = await app.user();
    const { cursor } = await catchUp(app, cook, null);
    const theirs = await addItem(app, other, { name: 'Tofu' });
    await deleteItem(app, other, theirs.id);
    const changes = await catchUp(app, cook, cursor);
    expect(changes.items).toEqual([]);
    expect(changes.deletedIds).toEqual([]);
  });

  it('reports a tick of an item deleted on another device as not found', async () => {
    const cook = await app.user();
    const item = await addItem(app, cook, { name: 'Lemons' });
    await deleteItem(app, cook, item.id);
    expect(await tickItem(app, cook, item.id, true)).toBe('ShoppingListItemNotFoundError');
    expect(await deleteItem(app, cook, item.id)).toBe('ShoppingListItemNotFoundError');
  });

  it('answers the whole list for a cursor it never gave', async () => {
    const cook = await app.user();
    const item = await addItem(app, cook, { name: 'Rice' });
    const changes = await catchUp(app, cook, '999999');
    expect(changes).toMatchObject({ items: [item], deletedIds: [], isFullList: true });
  });

  it('answers the whole list once deletions after the cursor are forgotten (30 days)', async () => {
    const cook = await app.user();
    const old = await addItem(app, cook, { name: 'Beans' });
    const { cursor } = await catchUp(app, cook, null);
    await deleteItem(app, cook, old.id);
    await ageDeletion(app, old.id, 31);
    // Forgetting happens on the next deletion.
    const other = await addItem(app, cook, { name: 'Lentils' });
    await deleteItem(app, cook, other.id);
    const kept = await addItem(app, cook, { name: 'Peas' });

    const changes = await catchUp(app, cook, cursor);
    expect(changes).toMatchObject({ items: [kept], deletedIds: [], isFullList: true });
    expect(await listItems(app, cook)).toEqual([kept]);
  });

  it('refuses a cursor it cannot have given', async () => {
    const cook = await app.user();
    const result = await changesSince(app, cook, 'yesterday');
    expect(result?.__typename).toBe('InputValidationError');
    expect(result?.issues?.[0]?.path).toEqual(['since']);
  });

  it('refuses a guest', async () => {
    const result = await graphql(app, '{ shoppingListChanges { __typename } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

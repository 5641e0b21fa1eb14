import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import {
  addItem,
  clearList,
  deleteItem,
  listItems,
  optimizeList,
  tryAddItem,
  undoChange,
} from './factories/shopping.factory.ts';
import { ageDeletion, catchUp } from './factories/shopping-changes.factory.ts';
import { rest } from './http.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

/** What a replayed add of a deleted item answers. */
function deletedError(itemId: number, clientId: string) {
  return {
    __typename: 'ShoppingListItemDeletedError',
    itemId,
    clientId,
    code: 'CONFLICT',
    message: 'This item was deleted on another device.',
  };
}

describe('a replayed add of an item deleted meanwhile', () => {
  it('answers ShoppingListItemDeletedError after a delete on another device, and adds nothing', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const milk = await addItem(app, cook, { clientId, name: 'Milk' });
    const { cursor } = await catchUp(app, cook, null);
    await deleteItem(app, cook, milk.id);

    expect(await tryAddItem(app, cook, { clientId, name: 'Milk' })).toEqual(
      deletedError(milk.id, clientId),
    );
    expect(
      await tryAddItem(app, cook, { clientId: clientId.toUpperCase(), name: 'Milk' }),
    ).toMatchObject({ __typename: 'ShoppingListItemDeletedError', itemId: milk.id });
    expect(await listItems(app, cook)).toEqual([]);
    // A refused replay is no write: nothing new to catch up on.
    expect(await catchUp(app, cook, cursor)).toMatchObject({ items: [], deletedIds: [milk.id] });
  });

  it('answers it after Clear All', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const eggs = await addItem(app, cook, { clientId, name: 'Eggs' });
    await addItem(app, cook, { name: 'Bread' });
    await clearList(app, cook);

    expect(await tryAddItem(app, cook, { clientId, name: 'Eggs' })).toEqual(
      deletedError(eggs.id, clientId),
    );
    expect(await listItems(app, cook)).toEqual([]);
  });

  it('answers the restored item after Clear All and its Undo', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const eggs = await addItem(app, cook, { clientId, name: 'Eggs' });
    const { undo } = await clearList(app, cook);
    expect((await undoChange(app, cook, undo.id))?.__typename).toBe(
      'UndoShoppingListChangeSuccess',
    );

    const replay = await tryAddItem(app, cook, { clientId, name: 'Eggs' });

    expect(replay.__typename).toBe('AddShoppingListItemSuccess');
    expect(replay.item).toMatchObject({ id: eggs.id, clientId, name: 'Eggs' });
    expect((await listItems(app, cook)).map((item) => item.id)).toEqual([eggs.id]);
  });

  it('answers the live item even where a deletion of its clientId is on record', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const live = await addItem(app, cook, { clientId, name: 'Oats' });
    const em = app.database.orm.em.fork() as EntityManager;
    await em.getConnection().execute(
      `insert into shopping_item_deletions (item_id, user_id, client_id, list_version, deleted_at)
         values (?, ?, ?, 0, now())`,
      [live.id + 1_000_000, cook.id, clientId],
    );

    expect(await tryAddItem(app, cook, { clientId, name: 'Oats' })).toMatchObject({
      __typename: 'AddShoppingListItemSuccess',
      item: live,
    });
  });

  it('answers it for an item Optimize merged into another', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const kept = await addItem(app, cook, { name: 'Rice', quantity: '1 kg', category: 'Pantry' });
    const merged = await addItem(app, cook, {
      clientId,
      name: 'rice',
      quantity: '500 g',
      category: 'Pantry',
    });
    await optimizeList(app, cook);

    expect(await tryAddItem(app, cook, { clientId, name: 'rice' })).toEqual(
      deletedError(merged.id, clientId),
    );
    expect((await listItems(app, cook)).map((item) => item.id)).toEqual([kept.id]);
  });

  it('answers it for an item an Undo took away (added after the change undone)', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    await addItem(app, cook, { name: 'Tea' });
    const { undo } = await clearList(app, cook);
    const coffee = await addItem(app, cook, { clientId, name: 'Coffee' });
    await undoChange(app, cook, undo.id);

    expect(await tryAddItem(app, cook, { clientId, name: 'Coffee' })).toEqual(
      deletedError(coffee.id, clientId),
    );
  });

  it('adds it again once the deletion is forgotten (30 days)', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const old = await addItem(app, cook, { clientId, name: 'Beans' });
    await deleteItem(app, cook, old.id);
    await ageDeletion(app, old.id, 31);

    const again = await tryAddItem(app, cook, { clientId, name: 'Beans' });

    expect(again.item).toMatchObject({ clientId, name: 'Beans' });
    expect(again.item?.id).not.toBe(old.id);
  });

  it('still answers the live item when nothing was deleted', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const first = await addItem(app, cook, { clientId, name: 'Butter' });
    const replay = await tryAddItem(app, cook, { clientId, name: 'Butter' });
    expect(replay).toMatchObject({ __typename: 'AddShoppingListItemSuccess', item: first });
    expect(await listItems(app, cook)).toEqual([first]);
  });

  it("ignores another user's deletion of the same clientId", async () => {
    const cook = await app.user();
    const other = await app.user();
    const clientId = randomUUID();
    const theirs = await addItem(app, other, { clientId, name: 'Tofu' });
    await deleteItem(app, other, theirs.id);

    const mine = await tryAddItem(app, cook, { clientId, name: 'Tofu' });

    expect(mine.__typename).toBe('AddShoppingListItemSuccess');
    expect(mine.item).toMatchObject({ clientId, name: 'Tofu' });
    expect(await listItems(app, cook)).toEqual([mine.item]);
  });

  it('answers 409 with the JSON error over REST', async () => {
    const cook = await app.user();
    const clientId = randomUUID();
    const added = await rest<{ id: number }>(app, 'POST', '/api/shopping-list', {
      user: cook,
      body: { clientId, name: 'Bread' },
    });
    expect(added.status).toBe(201);
    const deleted = await rest(app, 'DELETE', `/api/shopping-list/${added.body.id}`, {
      user: cook,
    });
    expect(deleted.status).toBe(204);

    const replay = await rest(app, 'POST', '/api/shopping-list', {
      user: cook,
      body: { clientId, name: 'Bread' },
    });

    expect(replay.status).toBe(409);
    expect(replay.headers.get('content-type')).toMatch(/^application\/json/);
    expect(replay.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This item was deleted on another device.',
        details: { itemId: added.body.id, clientId },
      },
    });
  });
});

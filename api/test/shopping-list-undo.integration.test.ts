import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../src/modules/shared/event-bus.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import {
  addItem,
  clearList,
  type ItemRow,
  listItems,
  optimizeList,
  tickItem,
  type UndoOffer,
  undoChange,
} from './factories/shopping.factory.ts';
import { catchUp } from './factories/shopping-changes.factory.ts';
import { rest } from './http.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

/** The list as Undo promises to restore it: everything but the version, which only grows. */
const withoutVersions = (items: ItemRow[]) => items.map(({ version: _version, ...item }) => item);

async function seedList(user: TestUser): Promise<ItemRow[]> {
  await addItem(app, user, { name: 'Milk', quantity: '2 cups', category: 'Dairy' });
  const bread = await addItem(app, user, { name: 'Bread', category: 'Other' });
  await addItem(app, user, { name: 'milk', quantity: '250 ml', category: 'Dairy' });
  await addItem(app, user, { name: 'Apples', category: 'Other' });
  await tickItem(app, user, bread.id, true);
  return listItems(app, user);
}

describe('undoing Optimize and Clear All', () => {
  it('puts the list back exactly as it was before Optimize: ids, quantities, categories, ticks, order', async () => {
    const cook = await app.user();
    const before = await seedList(cook);
    const { id, expiresAt } = (await optimizeList(app, cook)).undo;
    expect(withoutVersions(await listItems(app, cook))).not.toEqual(withoutVersions(before));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000);

    const result = await undoChange(app, cook, id);

    expect(result?.__typename).toBe('UndoShoppingListChangeSuccess');
    expect(withoutVersions(result?.items ?? [])).toEqual(withoutVersions(before));
    expect(withoutVersions(await listItems(app, cook))).toEqual(withoutVersions(before));
    for (const item of await listItems(app, cook)) {
      const old = before.find((candidate) => candidate.id === item.id);
      expect(item.version).toBeGreaterThan(old?.version ?? 0);
    }
  });

  it('puts back a cleared list, and removes what was added after it', async () => {
    const cook = await app.user();
    const before = await seedList(cook);
    const { id } = (await clearList(app, cook)).undo;
    await addItem(app, cook, { name: 'Coffee' });

    const result = await undoChange(app, cook, id);

    expect(withoutVersions(result?.items ?? [])).toEqual(withoutVersions(before));
  });

  it('undoes through REST too', async () => {
    const cook = await app.user();
    const before = await seedList(cook);
    const cleared = await rest<{ deletedCount: number; undo: UndoOffer }>(
      app,
      'DELETE',
      '/api/shopping-list',
      { user: cook },
    );
    expect(cleared.body.deletedCount).toBe(before.length);
    const undone = await rest<{ id: number; isCompleted: number }[]>(
      app,
      'POST',
      `/api/shopping-list/undo/${cleared.body.undo.id}`,
      { user: cook },
    );
    expect(undone.status).toBe(200);
    expect(undone.body.map((item) => [item.id, item.isCompleted])).toEqual(
      before.map((item) => [item.id, item.isCompleted ? 1 : 0]),
    );
    const again = await rest<{ error: { code: string } }>(
      app,
      'POST',
      `/api/shopping-list/undo/${cleared.body.undo.id}`,
      { user: cook },
    );
    expect(again.status).toBe(404);
    const malformed = await rest(app, 'POST', '/api/shopping-list/undo/not-a-uuid', {
      user: cook,
    });
    expect(malformed.status).toBe(400);
  });

  it('undoes once: a second Undo of the same change is not found', async () => {
    const cook = await app.user();
    await seedList(cook);
    const { id } = (await clearList(app, cook)).undo;
    expect((await undoChange(app, cook, id))?.__typename).toBe('UndoShoppingListChangeSuccess');
    expect(await undoChange(app, cook, id)).toMatchObject({
      __typename: 'ShoppingListUndoNotFoundError',
      undoId: id,
      code: 'NOT_FOUND',
    });
  });

  it("treats another user's undo id as not found and leaves both lists alone", async () => {
    const cook = await app.user();
    const other = await app.user();
    await seedList(cook);
    const { id } = (await clearList(app, cook)).undo;
    const theirs = await addItem(app, other, { name: 'Tea' });

    expect((await undoChange(app, other, id))?.__typename).toBe('ShoppingListUndoNotFoundError');
    expect(await listItems(app, cook)).toEqual([]);
    expect(await listItems(app, other)).toEqual([theirs]);
  });

  it('says it is too late after 60 seconds and leaves the list as it is', async () => {
    const cook = await app.user();
    await seedList(cook);
    const { id } = (await clearList(app, cook)).undo;
    const em = app.database.orm.em.fork() as EntityManager;
    await em
      .getConnection()
      .execute(
        `update shopping_list_snapshots set created_at = now() - interval '61 seconds' where id = ?`,
        [id],
      );

    expect(await undoChange(app, cook, id)).toMatchObject({
      __typename: 'ShoppingListUndoExpiredError',
      undoId: id,
      code: 'CONFLICT',
    });
    expect(await listItems(app, cook)).toEqual([]);
  });

  it('refuses an undo id that is not a UUID', async () => {
    const cook = await app.user();
    const result = await undoChange(app, cook, '42');
    expect(result?.__typename).toBe('InputValidationError');
    expect(result?.issues?.[0]?.path).toEqual(['id']);
  });

  it('announces REPLACED, and a catch-up answers the restored items and what Undo removed', async () => {
    const cook = await app.user();
    await seedList(cook);
    const { id } = (await optimizeList(app, cook)).undo;
    const coffee = await addItem(app, cook, { name: 'Coffee' });
    const { cursor } = await catchUp(app, cook, null);
    const events = await app.events.listen<{ kind: string }>(topics.shoppingListChanged(cook.id));

    await undoChange(app, cook, id);

    expect((await events.next()).value).toMatchObject({ kind: 'REPLACED' });
    await events.return?.();
    const changes = await catchUp(app, cook, cursor);
    expect(changes.items).toEqual(await listItems(app, cook));
    expect(changes.deletedIds).toEqual([coffee.id]);
  });
});

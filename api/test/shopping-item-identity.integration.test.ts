import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  other = await app.user();
});

afterAll(async () => {
  await app.close();
});

interface Item {
  id: number;
  clientId: string | null;
  name: string;
  isCompleted: boolean;
  position: number;
  version: number;
  updatedAt: string;
}

const itemFields = 'id clientId name isCompleted position version updatedAt';

async function add(user: TestUser, input: Record<string, unknown>) {
  const result = await graphql<{
    addShoppingListItem: { __typename: string; item?: Item; issues?: { path: string[] }[] };
  }>(
    app,
    `mutation ($input: AddShoppingListItemInput!) {
      addShoppingListItem(input: $input) {
        __typename
        ... on AddShoppingListItemSuccess { item { ${itemFields} } }
        ... on InputValidationError { issues { path } }
      }
    }`,
    { input },
    user,
  );
  return result.data?.addShoppingListItem;
}

async function list(user: TestUser): Promise<Item[]> {
  const { data } = await graphql<{ shoppingList: Item[] }>(
    app,
    `{ shoppingList { ${itemFields} } }`,
    {},
    user,
  );
  return data?.shoppingList ?? [];
}

async function tick(user: TestUser, id: number, isCompleted: boolean): Promise<Item | undefined> {
  const { data } = await graphql<{ setShoppingListItemCompleted: { item?: Item } }>(
    app,
    `mutation ($id: Int!, $isCompleted: Boolean!) {
      setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {
        ... on SetShoppingListItemCompletedSuccess { item { ${itemFields} } }
      }
    }`,
    { id, isCompleted },
    user,
  );
  return data?.setShoppingListItemCompleted.item;
}

describe('shopping item identity', () => {
  it('answers the item already added when an add is replayed with the same clientId', async () => {
    const clientId = randomUUID();
    const first = await add(cook, { clientId, name: 'Milk' });
    const replay = await add(cook, { clientId, name: 'Milk' });
    expect(first?.item).toMatchObject({ clientId, name: 'Milk', version: 1 });
    expect(replay?.item).toEqual(first?.item);
    expect((await list(cook)).filter((item) => item.clientId === clientId)).toHaveLength(1);
  });

  it('makes one item of two replays of the same add that arrive at the same moment', async () => {
    const user = await app.user();
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      add(user, { clientId, name: 'Cheese' }),
      add(user, { clientId, name: 'Cheese' }),
    ]);
    expect(first?.item?.id).toBe(second?.item?.id);
    expect(await list(user)).toHaveLength(1);
  });

  it('keeps a replay through REST idempotent too, and answers the new fields', async () => {
    const clientId = randomUUID();
    const first = await rest<Record<string, unknown>>(app, 'POST', '/api/shopping-list', {
      user: cook,
      body: { clientId, name: 'Bread', quantity: '1', category: 'Bakery', isCompleted: 0 },
    });
    const replay = await rest<Record<string, unknown>>(app, 'POST', '/api/shopping-list', {
      user: cook,
      body: { clientId, name: 'Bread' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ clientId, category: 'Bakery', isCompleted: 0, version: 1 });
    expect(typeof first.body.position).toBe('number');
    expect(typeof first.body.updatedAt).toBe('string');
    expect(replay.body).toEqual(first.body);
  });

  it('scopes a clientId to its user: the same one from someone else is their own item', async () => {
    const clientId = randomUUID();
    const mine = await add(cook, { clientId, name: 'Eggs' });
    const theirs = await add(other, { clientId, name: 'Eggs' });
    expect(theirs?.item?.id).not.toBe(mine?.item?.id);
    expect((await list(other)).map((item) => item.name)).toEqual(['Eggs']);
  });

  it('refuses a clientId that is not a UUID', async () => {
    const result = await add(cook, { clientId: 'not-a-uuid', name: 'Salt' });
    expect(result?.__typename).toBe('InputValidationError');
    expect(result?.issues?.[0]?.path).toEqual(['input', 'clientId']);
    const viaRest = await rest<{ error: { code: string } }>(app, 'POST', '/api/shopping-list', {
      user: cook,
      body: { clientId: 'x'.repeat(5000), name: 'Salt' },
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.error.code).toBe('VALIDATION');
  });

  it('puts new items last and keeps the list in position order', async () => {
    const user = await app.user();
    for (const name of ['Apples', 'Pears', 'Plums']) await add(user, { name });
    const items = await list(user);
    expect(items.map((item) => item.name)).toEqual(['Apples', 'Pears', 'Plums']);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('bumps the version and updatedAt on a change, and not on a replayed tick', async () => {
    const added = (await add(cook, { name: 'Butter' }))?.item as Item;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ticked = await tick(cook, added.id, true);
    const replayed = await tick(cook, added.id, true);
    expect(ticked).toMatchObject({ isCompleted: true, version: 2 });
    expect(Date.parse(ticked?.updatedAt ?? '')).toBeGreaterThan(Date.parse(added.updatedAt));
    expect(replayed).toEqual(ticked);
    expect(await tick(cook, added.id, false)).toMatchObject({ isCompleted: false, version: 3 });
  });
});

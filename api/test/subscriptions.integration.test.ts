import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { rest } from './http.ts';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp();
  alice = await app.user('alice@example.com');
  bob = await app.user('bob@example.com');
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.close();
});

function connect(connectionParams?: Record<string, unknown>) {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    // Refused connections are asserted through the 'closed' event instead of logged.
    onNonLazyError: () => {},
  });
  clients.push(client);
  return client;
}

/** Collects events of one subscription; `next()` waits for the following one. */
function subscribe<T>(client: Client, query: string) {
  const received: T[] = [];
  const waiters: ((value: T) => void)[] = [];
  let failure: unknown;
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (result) => {
        const data = result.data as T;
        const waiter = waiters.shift();
        if (waiter) waiter(data);
        else received.push(data);
      },
      error: (error) => {
        failure = error;
      },
      complete: () => {},
    },
  );
  return {
    dispose,
    get failure() {
      return failure;
    },
    next: () =>
      new Promise<T>((resolve, reject) => {
        const queued = received.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5_000);
        waiters.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      }),
    pending: () => received.length,
  };
}

/** Resolves once the server has acknowledged the connection (subscriptions are then live). */
function connected(client: Client) {
  return new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) =>
      reject(new Error(`closed ${(event as { code?: number }).code}`)),
    );
  });
}

type RecipeEvent = {
  recipeChanged: { kind: string; recipeId: number; recipe: { name: string } | null };
};
type ShoppingEvent = {
  shoppingListChanged: { kind: string; itemId: number | null; item: { name: string } | null };
};

const recipeSubscription = 'subscription { recipeChanged { kind recipeId recipe { name } } }';
const shoppingSubscription = 'subscription { shoppingListChanged { kind itemId item { name } } }';

describe('graphql-ws subscriptions', () => {
  it("streams the signed-in user's recipe changes, and nobody else's", async () => {
    const aliceClient = connect({ authorization: alice.authorization });
    const bobClient = connect({ authorization: bob.authorization });
    const aliceEvents = subscribe<RecipeEvent>(aliceClient, recipeSubscription);
    const bobEvents = subscribe<RecipeEvent>(bobClient, recipeSubscription);
    await Promise.all([connected(aliceClient), connected(bobClient)]);
    // Let the subscribe messages reach the server before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const id = await createRecipe(app, alice, { name: 'Ratatouille' });
    expect(await aliceEvents.next()).toEqual({
      recipeChanged: { kind: 'CREATED', recipeId: id, recipe: { name: 'Ratatouille' } },
    });

    await rest(app, 'PUT', `/api/recipes/${id}`, {
      user: alice,
      body: { name: 'Summer Ratatouille' },
    });
    expect((await aliceEvents.next()).recipeChanged).toMatchObject({
      kind: 'UPDATED',
      recipe: { name: 'Summer Ratatouille' },
    });

    await rest(app, 'DELETE', `/api/recipes/${id}`, { user: alice });
    expect((await aliceEvents.next()).recipeChanged).toEqual({
      kind: 'DELETED',
      recipeId: id,
      recipe: null,
    });

    expect(bobEvents.pending()).toBe(0);
    aliceEvents.dispose();
    bobEvents.dispose();
  });

  it('streams shopping list changes made through REST', async () => {
    const client = connect({ authorization: alice.authorization });
    const events = subscribe<ShoppingEvent>(client, shoppingSubscription);
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const added = await rest<{ id: number }>(app, 'POST', '/api/shopping-list', {
      user: alice,
      body: { name: 'Eggs' },
    });
    expect(await events.next()).toEqual({
      shoppingListChanged: { kind: 'ADDED', itemId: added.body.id, item: { name: 'Eggs' } },
    });
    await rest(app, 'DELETE', '/api/shopping-list', { user: alice });
    expect((await events.next()).shoppingListChanged).toEqual({
      kind: 'CLEARED',
      itemId: null,
      item: null,
    });
    events.dispose();
  });

  it('accepts the token as a bare token in connectionParams', async () => {
    const client = connect({ token: alice.token });
    await expect(connected(client)).resolves.toBeUndefined();
  });

  it('closes a socket without a token, or with a bad one, with 4403 Forbidden', async () => {
    for (const params of [undefined, { authorization: 'Bearer not-a-token' }]) {
      const client = connect(params);
      const closed = new Promise<number>((resolve) =>
        client.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      subscribe(client, recipeSubscription);
      expect(await closed).toBe(4403);
    }
  });
});

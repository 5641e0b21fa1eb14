import 'fake-indexeddb/auto';
import { ApolloClient, ServerError } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApolloCache } from '../../../apollo-cache.ts';
import {
  AddShoppingListItemMutation,
  DeleteShoppingListItemMutation,
  SetShoppingListItemCompletedMutation,
  ShoppingListScreenQuery,
} from '../item-operations.ts';
import { item as listItem } from '../shopping-list-test-kit.tsx';
import { OfflineStore } from './offline-store.ts';
import type { LocalItem } from './pending-change.ts';
import { ShoppingOutbox } from './shopping-outbox.ts';

/** An item as the list query answers it, typed as the cache keeps it. */
const item = (...args: Parameters<typeof listItem>) => listItem(...args) as LocalItem;

let isOnline = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });

let databaseCount = 0;
let store: OfflineStore;

beforeEach(() => {
  isOnline = false;
  store = new OfflineStore(`outbox-test-${++databaseCount}`);
});

afterEach(async () => {
  await store.close();
});

const milk = item(1, 'Milk', 'DAIRY');
const bread = item(2, 'Bread', 'BAKERY');

function clientWith(mocks: MockLink.MockedResponse[]): ApolloClient {
  const client = new ApolloClient({ cache: createApolloCache(), link: new MockLink(mocks) });
  client.writeQuery({ query: ShoppingListScreenQuery, data: { shoppingList: [milk, bread] } });
  return client;
}

function cachedList(client: ApolloClient) {
  return client.readQuery({ query: ShoppingListScreenQuery })?.shoppingList ?? [];
}

const tickMock = (id: number, isCompleted: boolean, result: object) => ({
  request: { query: SetShoppingListItemCompletedMutation, variables: { id, isCompleted } },
  result: { data: { setShoppingListItemCompleted: result } },
});

const ticked = (id: number) => ({
  __typename: 'SetShoppingListItemCompletedSuccess',
  item: { __typename: 'ShoppingListItem', id, isCompleted: true },
});

describe('ShoppingOutbox', () => {
  it('shows a change at once and keeps it on this device across a reload', async () => {
    const client = clientWith([]);
    const outbox = new ShoppingOutbox(client, 'cook', store);
    await outbox.queue({ kind: 'tick', itemId: 1, name: 'Milk', isCompleted: true });
    await outbox.queue({ kind: 'delete', itemId: 2, name: 'Bread' });

    expect(outbox.getState().pending).toBe(2);
    expect(cachedList(client).map((entry) => [entry.name, entry.isCompleted])).toEqual([
      ['Milk', true],
    ]);
    const reloaded = new ShoppingOutbox(clientWith([]), 'cook', store);
    await reloaded.load();
    expect(reloaded.getState().pending).toBe(2);
    // Another cook on the same browser has nothing waiting.
    const stranger = new ShoppingOutbox(clientWith([]), 'stranger', store);
    await stranger.load();
    expect(stranger.getState().pending).toBe(0);
  });

  it('sends in order, giving an item added offline its server id before its tick', async () => {
    const clientId = '0b6f2d4e-8a3c-4f7e-9d21-5c8b7a6e4f30';
    const eggs = item(9, 'Eggs', 'DAIRY');
    const client = clientWith([
      {
        request: {
          query: AddShoppingListItemMutation,
          variables: {
            input: {
              name: 'Eggs',
              quantity: '6',
              category: 'DAIRY',
              recipeIds: [],
              isCompleted: false,
              clientId,
            },
          },
        },
        result: {
          data: { addShoppingListItem: { __typename: 'AddShoppingListItemSuccess', item: eggs } },
        },
      },
      tickMock(9, true, ticked(9)),
      {
        request: { query: DeleteShoppingListItemMutation, variables: { id: 2 } },
        result: {
          data: {
            deleteShoppingListItem: {
              __typename: 'DeleteShoppingListItemSuccess',
              deleted: { __typename: 'DeletedShoppingListItem', id: 2 },
            },
          },
        },
      },
    ]);
    const outbox = new ShoppingOutbox(client, 'cook', store);
    await outbox.queue({
      kind: 'add',
      clientId,
      item: item(-5, 'Eggs', 'DAIRY', { quantity: '6' }),
    });
    await outbox.queue({ kind: 'tick', itemId: -5, name: 'Eggs', isCompleted: true });
    await outbox.queue({ kind: 'delete', itemId: 2, name: 'Bread' });
    expect(cachedList(client).map((entry) => entry.id)).toEqual([1, -5]);

    isOnline = true;
    await outbox.flush();

    expect(outbox.getState()).toMatchObject({ pending: 0, refused: [], isStalled: false });
    expect(cachedList(client).map((entry) => [entry.id, entry.isCompleted])).toEqual([
      [1, false],
      [9, true],
    ]);
    expect(await store.queued('cook')).toEqual([]);
  });

  it('reports a tick of an item deleted on another device, and sends the rest', async () => {
    const client = clientWith([
      tickMock(2, true, {
        __typename: 'ShoppingListItemNotFoundError',
        itemId: 2,
        message: 'Shopping list item not found',
      }),
      tickMock(1, true, ticked(1)),
    ]);
    const outbox = new ShoppingOutbox(client, 'cook', store);
    await outbox.queue({ kind: 'tick', itemId: 2, name: 'Bread', isCompleted: true });
    await outbox.queue({ kind: 'tick', itemId: 1, name: 'Milk', isCompleted: true });

    isOnline = true;
    await outbox.flush();

    const [refused] = outbox.getState().refused;
    expect(refused?.reason).toBe('Bread was deleted on another device.');
    expect(outbox.getState().pending).toBe(0);
    expect(cachedList(client).map((entry) => entry.name)).toEqual(['Milk']);
    // Kept until read, across reloads; dismissing forgets it.
    const reloaded = new ShoppingOutbox(clientWith([]), 'cook', store);
    await reloaded.load();
    expect(reloaded.getState().refused).toHaveLength(1);
    await reloaded.dismiss(refused?.seq ?? -1);
    await reloaded.load();
    expect(reloaded.getState().refused).toEqual([]);
  });

  it('keeps the queue where it is when the connection fails, and goes on when it is back', async () => {
    const client = clientWith([
      {
        request: {
          query: SetShoppingListItemCompletedMutation,
          variables: { id: 1, isCompleted: true },
        },
        error: new TypeError('Failed to fetch'),
      },
      tickMock(1, true, ticked(1)),
    ]);
    const outbox = new ShoppingOutbox(client, 'cook', store);
    await outbox.queue({ kind: 'tick', itemId: 1, name: 'Milk', isCompleted: true });

    isOnline = true;
    await outbox.flush();
    expect(outbox.getState()).toMatchObject({ pending: 1, isStalled: true, refused: [] });
    // Still shown as ticked: the change is not lost, only late.
    expect(cachedList(client)[0]?.isCompleted).toBe(true);

    await outbox.flush();
    expect(outbox.getState()).toMatchObject({ pending: 0, isStalled: false, refused: [] });
    outbox.stop();
  });

  it('gives a change up as refused after the server failed it five times', async () => {
    const failure = () => ({
      request: {
        query: SetShoppingListItemCompletedMutation,
        variables: { id: 1, isCompleted: true },
      },
      error: new ServerError('Internal Server Error', {
        response: new Response('{}', { status: 500 }),
        bodyText: '{}',
      }),
    });
    const client = clientWith([failure(), failure(), failure(), failure(), failure()]);
    const outbox = new ShoppingOutbox(client, 'cook', store);
    await outbox.queue({ kind: 'tick', itemId: 1, name: 'Milk', isCompleted: true });

    isOnline = true;
    for (let attempt = 1; attempt < 5; attempt++) {
      await outbox.flush();
      expect(outbox.getState()).toMatchObject({ pending: 1, isStalled: true });
    }
    await outbox.flush();
    expect(outbox.getState().pending).toBe(0);
    expect(outbox.getState().refused[0]?.reason).toBe('The server could not save it.');
    outbox.stop();
  });
});

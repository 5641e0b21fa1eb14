import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import { addItemToCache, removeItemFromCache } from './shopping-list-cache.ts';

export const ShoppingListChangedSubscription = graphql(`
  subscription ShoppingListChangedSubscription {
    shoppingListChanged {
      kind
      itemId
      item {
        id
        ...ShoppingItemRow_item
      }
    }
  }
`);

/**
 * Keeps the cached list in step with the viewer's other devices (and the chat assistant), so a
 * tick on one phone shows on the other without a reload. Every event is applied idempotently:
 * this device's own changes come back through the same channel.
 *
 * `onReplaced` runs on CLEARED (Clear All) and REPLACED (Optimize, Generate or Undo rewrote the
 * list). A rewrite may merge, rename, move, remove and restore items at once, and the event
 * carries none of them, so the caller fetches the list again instead of guessing.
 */
export function useLiveShoppingList({ onReplaced }: { onReplaced: () => void }): void {
  const client = useApolloClient();
  useSubscription(ShoppingListChangedSubscription, {
    // Events reach the screen through the cache; the hook's own state would render the whole
    // screen again on every event from every device.
    ignoreResults: true,
    onData({ data }) {
      const event = data.data?.shoppingListChanged;
      if (!event) return;
      const { cache } = client;
      switch (event.kind) {
        case 'ADDED':
          if (event.item) addItemToCache(cache, event.item);
          break;
        case 'UPDATED':
          // A normalized item: writing its new fields updates every list that shows it.
          if (event.item) addItemToCache(cache, event.item);
          break;
        case 'DELETED':
          if (event.itemId !== null && event.itemId !== undefined) {
            removeItemFromCache(cache, event.itemId);
          }
          break;
        case 'CLEARED':
        case 'REPLACED':
          onReplaced();
          break;
      }
    },
  });
}

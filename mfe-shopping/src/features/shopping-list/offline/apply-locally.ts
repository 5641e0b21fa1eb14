import type { ApolloCache } from '@apollo/client';
import type { ShoppingItemRow_ItemFragment } from '../../../__generated__/graphql.ts';
import { ShoppingItemRowFragment } from '../shopping-item-row.tsx';
import { addItemToCache, removeItemFromCache } from '../shopping-list-cache.ts';
import type { PendingChange } from './pending-change.ts';

/** Shows a change on the cached list before the server has it (idempotent: replays are fine). */
export function applyLocally(cache: ApolloCache, change: PendingChange): void {
  switch (change.kind) {
    case 'add':
      addItemToCache(cache, change.item);
      break;
    case 'tick':
      setCachedCompletion(cache, change.itemId, change.isCompleted);
      break;
    case 'delete':
      removeItemFromCache(cache, change.itemId);
      break;
  }
}

function setCachedCompletion(cache: ApolloCache, itemId: number, isCompleted: boolean): void {
  const id = cache.identify({ __typename: 'ShoppingListItem', id: itemId });
  if (id) cache.modify({ id, fields: { isCompleted: () => isCompleted } });
}

/**
 * The item added on this device is now the server's: the stand-in leaves the list and the
 * server's item takes its place, keeping a tick made meanwhile (its own change follows in the
 * queue; until then the box must not flicker back).
 */
export function replaceLocalItem(
  cache: ApolloCache,
  localId: number,
  added: ShoppingItemRow_ItemFragment,
): void {
  const local = cache.readFragment({
    fragment: ShoppingItemRowFragment,
    id: cache.identify({ __typename: 'ShoppingListItem', id: localId }),
  });
  removeItemFromCache(cache, localId);
  addItemToCache(cache, local ? { ...added, isCompleted: local.isCompleted } : added);
}

import type { ApolloCache, Reference } from '@apollo/client';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';
import { ShoppingItemRowFragment } from './shopping-item-row.tsx';

/**
 * Puts an item on the cached list unless it is there already: this device's own add comes back
 * once as the mutation's answer and once more as the change event, in either order.
 */
export function addItemToCache(cache: ApolloCache, item: ShoppingItemRow_ItemFragment): void {
  const ref = cache.writeFragment({ fragment: ShoppingItemRowFragment, data: item });
  if (!ref) return;
  cache.modify<{ shoppingList: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      shoppingList(existing, { readField }) {
        if (existing.some((entry) => readField('id', entry) === item.id)) return existing;
        return [...existing, ref];
      },
    },
  });
}

/** Takes an item off the cached list (a no-op when another device's delete arrives twice). */
export function removeItemFromCache(cache: ApolloCache, itemId: number): void {
  const id = cache.identify({ __typename: 'ShoppingListItem', id: itemId });
  cache.modify<{ shoppingList: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      shoppingList(existing, { readField }) {
        return existing.filter((entry) => readField('id', entry) !== itemId);
      },
    },
  });
  if (id) cache.evict({ id });
  cache.gc();
}

/** Puts a whole list (Optimize's or Undo's answer, items in list order) in place of the cached one. */
export function replaceCachedList(
  cache: ApolloCache,
  items: readonly ShoppingItemRow_ItemFragment[],
): void {
  const refs = items.flatMap((item) => {
    const ref = cache.writeFragment({ fragment: ShoppingItemRowFragment, data: item });
    return ref ? [ref] : [];
  });
  cache.modify({ id: 'ROOT_QUERY', fields: { shoppingList: () => refs } });
  cache.gc();
}

/** Empties the cached list after Clear All. */
export function clearCachedList(cache: ApolloCache): void {
  cache.modify({ id: 'ROOT_QUERY', fields: { shoppingList: () => [] } });
  cache.gc();
}

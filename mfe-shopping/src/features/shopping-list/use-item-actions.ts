import { useMutation } from '@apollo/client/react';
import { toast } from '@app/ui';
import { useState } from 'react';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';
import { failureMessage } from '../../components/failure-message.ts';
import { useStableCallback } from '../../components/use-stable-callback.ts';
import {
  DeleteShoppingListItemMutation,
  SetShoppingListItemCompletedMutation,
} from './item-operations.ts';
import { isConnectionFailure, mustQueue } from './offline/connection.ts';
import type { PendingChange } from './offline/pending-change.ts';
import { useShoppingOutbox } from './offline/shopping-sync.tsx';
import { removeItemFromCache } from './shopping-list-cache.ts';

interface ItemActions {
  toggle: (item: ShoppingItemRow_ItemFragment, isCompleted: boolean) => Promise<void>;
  remove: (item: ShoppingItemRow_ItemFragment) => Promise<boolean>;
  deletingId: number | null;
}

/** Ticking and deleting one item, with the toasts of spec §8. */
export function useItemActions(): ItemActions {
  const [setCompleted] = useMutation(SetShoppingListItemCompletedMutation);
  const [deleteItem] = useMutation(DeleteShoppingListItemMutation);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const outbox = useShoppingOutbox();
  /** Keeps the change for later (no signal): true once it is safely on this device. */
  const keepForLater = async (change: PendingChange): Promise<boolean> => {
    if (!outbox) return false;
    try {
      await outbox.queue(change);
      return true;
    } catch (error) {
      console.error('A change could not be kept on this device', error);
      return false;
    }
  };

  const toggle = async (item: ShoppingItemRow_ItemFragment, isCompleted: boolean) => {
    const updateFailed = (description: string) =>
      toast({ title: 'Update Failed', description, variant: 'destructive' });
    // Typed documents leave __typename out, but the cache needs it to find the item to change.
    const optimisticItem = { __typename: 'ShoppingListItem' as const, id: item.id, isCompleted };
    const tick = { kind: 'tick', itemId: item.id, name: item.name, isCompleted } as const;
    if (outbox && mustQueue(outbox, item.id)) {
      if (!(await keepForLater(tick))) updateFailed(`Could not update ${item.name}.`);
      return;
    }
    try {
      // Optimistic: in a shop the tick must land at once, signal or not. A refusal or a
      // failed request drops the optimistic layer, so the box reverts by itself.
      const { data } = await setCompleted({
        variables: { id: item.id, isCompleted },
        optimisticResponse: {
          setShoppingListItemCompleted: {
            __typename: 'SetShoppingListItemCompletedSuccess',
            item: optimisticItem,
          },
        },
        update(cache, { data: answer }) {
          // Deleted on another device meanwhile: it should not linger here either.
          if (answer?.setShoppingListItemCompleted.__typename === 'ShoppingListItemNotFoundError')
            removeItemFromCache(cache, item.id);
        },
      });
      const result = data?.setShoppingListItemCompleted;
      if (result?.__typename !== 'SetShoppingListItemCompletedSuccess') {
        updateFailed(failureMessage(result, `Could not update ${item.name}. Please try again.`));
      }
    } catch (error) {
      // No answer at all: in a shop that is the signal, not the cook. Keep the tick for later.
      if (isConnectionFailure(error) && (await keepForLater(tick))) return;
      updateFailed(`Could not update ${item.name}. Check your connection and try again.`);
    }
  };

  const remove = async (item: ShoppingItemRow_ItemFragment) => {
    setDeletingId(item.id);
    const deleteFailed = (description: string) =>
      toast({ title: 'Delete Failed', description, variant: 'destructive' });
    const removed = () => {
      toast({ title: 'Shopping List Updated', description: `${item.name} was removed.` });
      return true;
    };
    const deletion = { kind: 'delete', itemId: item.id, name: item.name } as const;
    if (outbox && mustQueue(outbox, item.id)) {
      const isKept = await keepForLater(deletion);
      setDeletingId(null);
      if (isKept) return removed();
      deleteFailed(`Could not delete ${item.name}.`);
      return false;
    }
    try {
      const { data } = await deleteItem({
        variables: { id: item.id },
        update(cache, { data: answer }) {
          const type = answer?.deleteShoppingListItem.__typename;
          // Already gone (another device deleted it first) is what the cook wanted anyway.
          if (
            type === 'DeleteShoppingListItemSuccess' ||
            type === 'ShoppingListItemNotFoundError'
          ) {
            removeItemFromCache(cache, item.id);
          }
        },
      });
      const result = data?.deleteShoppingListItem;
      if (
        result?.__typename !== 'DeleteShoppingListItemSuccess' &&
        result?.__typename !== 'ShoppingListItemNotFoundError'
      ) {
        deleteFailed(failureMessage(result, `Could not delete ${item.name}. Please try again.`));
        return false;
      }
      return removed();
    } catch (error) {
      if (isConnectionFailure(error) && (await keepForLater(deletion))) return removed();
      deleteFailed(`Could not delete ${item.name}. Check your connection and try again.`);
      return false;
    } finally {
      setDeletingId(null);
    }
  };

  // One identity for the screen's lifetime: every row is memoised and takes these as props.
  const stableToggle = useStableCallback(toggle);
  const stableRemove = useStableCallback(remove);
  return { toggle: stableToggle, remove: stableRemove, deletingId };
}

import type { ShoppingItemRow_ItemFragment } from '../../../__generated__/graphql.ts';

/**
 * A change the cook made that the server has not confirmed yet, in the words the list needs to
 * show it and the api needs to apply it. Items added on this device carry a negative id until
 * the server answers with theirs; later changes to such an item name that stand-in id.
 */
export type PendingChange =
  | { kind: 'add'; clientId: string; item: LocalItem }
  | { kind: 'tick'; itemId: number; name: string; isCompleted: boolean }
  | { kind: 'delete'; itemId: number; name: string };

/** An item as the list shows it, typed for the cache (which finds items by type and id). */
export type LocalItem = ShoppingItemRow_ItemFragment & { __typename: 'ShoppingListItem' };

/** A pending change as the outbox keeps it: in the order it was made. */
export interface QueuedChange {
  seq: number;
  userId: string;
  change: PendingChange;
  queuedAt: number;
}

/** A change the server would not take, kept on screen until the cook has read it. */
export interface RefusedChange {
  seq: number;
  userId: string;
  change: PendingChange;
  reason: string;
  refusedAt: number;
}

/** Items added on this device have negative ids until the server gives them one. */
export function isLocalItemId(id: number): boolean {
  return id < 0;
}

/** A stand-in id for an item added on this device: negative, so it never meets a server id. */
export function newLocalItemId(): number {
  return -Math.floor(1 + Math.random() * 2 ** 31);
}

/** "Tick Milk", "Add Eggs": how a refused change is named to the cook. */
export function describeChange(change: PendingChange): string {
  switch (change.kind) {
    case 'add':
      return `Add ${change.item.name}`;
    case 'tick':
      return `${change.isCompleted ? 'Tick' : 'Untick'} ${change.name}`;
    case 'delete':
      return `Delete ${change.name}`;
  }
}

import { z } from 'zod';
import { builder } from '../builder.ts';
import type { ShoppingListChanges } from './shopping.port.ts';
import { ShoppingListItemRef } from './shopping-list-item.type.ts';

const ShoppingListChangesRef = builder
  .objectRef<ShoppingListChanges>('ShoppingListChanges')
  .implement({
    description: 'What changed on the shopping list since a cursor, for a device catching up.',
    fields: (t) => ({
      items: t.field({
        type: [ShoppingListItemRef],
        description:
          'Items added or changed since the cursor, in list order; the whole list when isFullList.',
        resolve: (changes) => changes.items,
      }),
      deletedIds: t.exposeIntList('deletedIds', {
        description: 'Ids of items deleted since the cursor (empty when isFullList).',
      }),
      cursor: t.exposeString('cursor', {
        description: 'Opaque; pass it as `since` next time.',
      }),
      isFullList: t.exposeBoolean('isFullList', {
        description:
          'True when `since` was null, unknown, or older than the deletions the server remembers (30 days): `items` is then the whole list and replaces the local copy.',
      }),
    }),
  });

builder.queryFields((t) => ({
  shoppingListChanges: t.field({
    type: ShoppingListChangesRef,
    description: [
      'Catch-up for a device that was offline: the items changed and the ids deleted since `since`',
      '(a cursor from an earlier answer or from shoppingListChanged), and the new cursor. Changes',
      'may be answered again; applying one twice is harmless.',
      '',
      'Conflict rule: the server applies writes in the order it receives them, and the last write',
      "wins per field; an item's `version` grows with every change, so of two copies the higher is",
      'newer. Writes are made to be replayed from an offline queue: an add with a clientId answers',
      'the item already added, or ShoppingListItemDeletedError if it was deleted meanwhile (deletions',
      'are remembered 30 days); a tick sends the absolute isCompleted, so a replay changes nothing.',
      'A tick or delete of an item deleted meanwhile answers ShoppingListItemNotFoundError: for a',
      'tick, tell the user the item was deleted on another device; for a delete, it is already done.',
    ].join('\n'),
    authScopes: { signedIn: true },
    errors: { dataField: { name: 'changes' } },
    args: {
      since: t.arg.string({
        description: 'The cursor of the last catch-up; null for the whole list.',
        validate: z
          .string()
          .regex(/^\d{1,10}$/, 'since must be a cursor answered by the server.')
          .nullish(),
      }),
    },
    resolve: (_root, { since }, { shopping }) => shopping.changes(since ?? null),
  }),
}));

import { builder } from '../builder.ts';
import type { ShoppingListChangedEvent } from './shopping.port.ts';
import { ShoppingListItemRef } from './shopping-list-item.type.ts';

const ShoppingListChangeKindEnum = builder.enumType('ShoppingListChangeKind', {
  description:
    'What happened; `item` is set for ADDED and UPDATED, `itemId` for those and DELETED.',
  values: {
    ADDED: { description: 'An item was added.' },
    UPDATED: { description: 'An item changed (ticked, unticked).' },
    DELETED: { description: 'An item was deleted.' },
    CLEARED: { description: 'Every item was deleted (Clear All).' },
    REPLACED: {
      description:
        'The list was rewritten (Optimize, Generate, Undo): refetch it, or catch up with shoppingListChanges. Items that survived kept their ids.',
    },
  } as const,
});

const ShoppingListChangedEventRef = builder
  .objectRef<ShoppingListChangedEvent>('ShoppingListChangedEvent')
  .implement({
    description: "A change to the signed-in user's shopping list, from any device.",
    fields: (t) => ({
      kind: t.expose('kind', { type: ShoppingListChangeKindEnum }),
      itemId: t.exposeInt('itemId', { nullable: true }),
      item: t.expose('item', { type: ShoppingListItemRef, nullable: true }),
      cursor: t.exposeString('cursor', {
        description:
          'The list cursor once this change is in. A device that holds an older cursor than the one before this event missed something and should catch up with shoppingListChanges.',
      }),
    }),
  });

builder.subscriptionFields((t) => ({
  shoppingListChanged: t.field({
    type: ShoppingListChangedEventRef,
    authScopes: { signedIn: true },
    subscribe: (_root, _args, { events }) => events.shoppingListChanged(),
    resolve: (event) => event,
  }),
}));

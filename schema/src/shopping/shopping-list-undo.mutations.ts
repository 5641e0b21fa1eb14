import { z } from 'zod';
import { builder } from '../builder.ts';
import { ShoppingListUndoExpiredError, ShoppingListUndoNotFoundError } from './shopping.errors.ts';
import { ShoppingListItemRef } from './shopping-list-item.type.ts';

builder.mutationFields((t) => ({
  undoShoppingListChange: t.field({
    type: [ShoppingListItemRef],
    description:
      'Puts the list back exactly as it was before the Optimize or Clear All that answered this undo id: the same ids, quantities, categories, completion and order (items added since are removed). Within 60 seconds and once, in one transaction; announced as a REPLACED event. Answers the list.',
    authScopes: { signedIn: true },
    errors: {
      types: [ShoppingListUndoNotFoundError, ShoppingListUndoExpiredError],
      dataField: { name: 'items' },
    },
    args: {
      id: t.arg.id({
        required: true,
        description: 'ShoppingListUndo.id',
        validate: z.uuid('The undo id must be a UUID.'),
      }),
    },
    resolve: (_root, { id }, { shopping }) => shopping.undo(String(id).toLowerCase()),
  }),
}));

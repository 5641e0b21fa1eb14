import { builder } from '../builder.ts';
import type { ShoppingListUndo } from './shopping.port.ts';

export const ShoppingListUndoRef = builder
  .objectRef<ShoppingListUndo>('ShoppingListUndo')
  .implement({
    description:
      'How to undo an Optimize or Clear All: pass `id` to undoShoppingListChange before `expiresAt` (60 seconds). The list before it is kept in the database, so any device of the user (and any api replica) can undo it.',
    fields: (t) => ({
      id: t.exposeID('id'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

export class ShoppingListItemNotFoundError extends DomainError {
  constructor(readonly itemId: number) {
    super('NOT_FOUND', 'Shopping list item not found');
    this.name = 'ShoppingListItemNotFoundError';
  }
}

builder.objectType(ShoppingListItemNotFoundError, {
  name: 'ShoppingListItemNotFoundError',
  description: "No item with this id is on the signed-in user's list.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ itemId: t.exposeInt('itemId') }),
});

export class ShoppingListUndoNotFoundError extends DomainError {
  constructor(readonly undoId: string) {
    super('NOT_FOUND', 'There is nothing to undo.');
    this.name = 'ShoppingListUndoNotFoundError';
  }
}

builder.objectType(ShoppingListUndoNotFoundError, {
  name: 'ShoppingListUndoNotFoundError',
  description:
    "No undo with this id is on the signed-in user's list: it was never given to them, or was already used.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ undoId: t.exposeID('undoId') }),
});

export class ShoppingListUndoExpiredError extends DomainError {
  constructor(readonly undoId: string) {
    super('CONFLICT', 'It is too late to undo this: Undo is possible for one minute.');
    this.name = 'ShoppingListUndoExpiredError';
  }
}

builder.objectType(ShoppingListUndoExpiredError, {
  name: 'ShoppingListUndoExpiredError',
  description: 'The undo was offered more than 60 seconds ago; the list stays as it is.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ undoId: t.exposeID('undoId') }),
});

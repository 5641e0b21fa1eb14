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

export class ShoppingListItemDeletedError extends DomainError {
  constructor(
    readonly itemId: number,
    readonly clientId: string,
  ) {
    super('CONFLICT', 'This item was deleted on another device.');
    this.name = 'ShoppingListItemDeletedError';
  }
}

builder.objectType(ShoppingListItemDeletedError, {
  name: 'ShoppingListItemDeletedError',
  description: [
    'An add replayed with the clientId of an item deleted since: deleted on another device,',
    'cleared by Clear All, merged into another item by Optimize or Generate, or taken away by an',
    'Undo. The item is not added again. Drop the queued add (tell the user the item was deleted',
    'elsewhere); to have it on the list after all, add it with a new clientId. Deletions are',
    'remembered for 30 days: a replay after that adds the item again. An Undo that brings the',
    'item back makes a replay answer it again. Code CONFLICT; over REST, 409 with the itemId and',
    'clientId in `details`.',
  ].join('\n'),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    itemId: t.exposeInt('itemId', { description: 'The id the deleted item had.' }),
    clientId: t.exposeString('clientId', { description: 'The clientId of the replayed add.' }),
  }),
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

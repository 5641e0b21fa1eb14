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

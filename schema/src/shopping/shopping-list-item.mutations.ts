import { builder } from '../builder.ts';
import { RecipeNotFoundError } from '../recipes/recipe.errors.ts';
import { ShoppingListItemDeletedError, ShoppingListItemNotFoundError } from './shopping.errors.ts';
import type { ClearedShoppingList } from './shopping.port.ts';
import { shoppingItemInputRules, shoppingRecipeIdsRule } from './shopping-item-input-rules.ts';
import { ShoppingListItemRef } from './shopping-list-item.type.ts';
import { ShoppingListUndoRef } from './shopping-list-undo.type.ts';

const AddShoppingListItemInput = builder.inputType('AddShoppingListItemInput', {
  fields: (t) => ({
    clientId: t.string({
      description:
        'A UUID the client makes up for the item. Adding again with the same clientId (a queued add replayed after a lost answer) answers the item already added instead of a duplicate, or ShoppingListItemDeletedError if that item was deleted since (within 30 days).',
      validate: shoppingItemInputRules.clientId,
    }),
    name: t.string({ required: true, validate: shoppingItemInputRules.name }),
    quantity: t.string({
      description: 'Free text such as "2 cups"; defaults to "1".',
      validate: shoppingItemInputRules.quantity,
    }),
    category: t.string({
      description: 'One of the seven categories; anything else is stored as Other.',
      validate: shoppingItemInputRules.category,
    }),
    recipeIds: t.intList({ validate: shoppingItemInputRules.recipeIds }),
    isCompleted: t.boolean({ validate: shoppingItemInputRules.isCompleted }),
  }),
});

const DeletedShoppingListItem = builder
  .objectRef<{ id: number }>('DeletedShoppingListItem')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id') }),
  });

const ClearedShoppingListRef = builder
  .objectRef<ClearedShoppingList>('ClearedShoppingList')
  .implement({
    fields: (t) => ({
      deletedCount: t.exposeInt('deletedCount'),
      undo: t.field({
        type: ShoppingListUndoRef,
        description: 'Puts the cleared items back, within a minute.',
        resolve: (cleared) => cleared.undo,
      }),
    }),
  });

builder.mutationFields((t) => ({
  addShoppingListItem: t.field({
    type: ShoppingListItemRef,
    description:
      'Adds an item at the end of the list. Idempotent with a clientId: a replay answers the existing item and announces nothing; a replay of an item deleted since answers ShoppingListItemDeletedError and adds nothing.',
    authScopes: { signedIn: true },
    errors: {
      types: [RecipeNotFoundError, ShoppingListItemDeletedError],
      dataField: { name: 'item' },
    },
    args: { input: t.arg({ type: AddShoppingListItemInput, required: true }) },
    resolve: (_root, { input }, { shopping }) => shopping.add(input),
  }),
  setShoppingListItemCompleted: t.field({
    type: ShoppingListItemRef,
    authScopes: { signedIn: true },
    errors: { types: [ShoppingListItemNotFoundError], dataField: { name: 'item' } },
    args: {
      id: t.arg.int({ required: true }),
      isCompleted: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, isCompleted }, { shopping }) => shopping.setCompleted(id, isCompleted),
  }),
  deleteShoppingListItem: t.field({
    type: DeletedShoppingListItem,
    authScopes: { signedIn: true },
    errors: { types: [ShoppingListItemNotFoundError], dataField: { name: 'deleted' } },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, { shopping }) => {
      await shopping.delete(id);
      return { id };
    },
  }),
  clearShoppingList: t.field({
    type: ClearedShoppingListRef,
    description: 'Deletes every item. Answers how many, and how to undo it within a minute.',
    authScopes: { signedIn: true },
    errors: { dataField: { name: 'cleared' } },
    resolve: (_root, _args, { shopping }) => shopping.clear(),
  }),
  generateShoppingList: t.field({
    type: [ShoppingListItemRef],
    description:
      "Adds these recipes' ingredients to the list, merging the same food into the unticked item already on it (which keeps its id). Answers the list; announced as one REPLACED event.",
    authScopes: { signedIn: true },
    errors: { types: [RecipeNotFoundError], dataField: { name: 'items' } },
    args: {
      recipeIds: t.arg.intList({
        required: true,
        validate: shoppingRecipeIdsRule,
      }),
    },
    resolve: (_root, { recipeIds }, { shopping }) => shopping.generate(recipeIds),
  }),
}));

import { builder } from '../builder.ts';
import { type ShoppingListItem, shoppingCategories } from './shopping.port.ts';

export const ShoppingCategoryEnum = builder.enumType('ShoppingCategory', {
  values: Object.fromEntries(
    shoppingCategories.map((value) => [value.toUpperCase(), { value }]),
  ) as Record<
    Uppercase<(typeof shoppingCategories)[number]>,
    { value: (typeof shoppingCategories)[number] }
  >,
});

export const ShoppingListItemRef = builder
  .objectRef<ShoppingListItem>('ShoppingListItem')
  .implement({
    description: "One line of the signed-in user's shopping list.",
    fields: (t) => ({
      id: t.exposeInt('id'),
      clientId: t.exposeString('clientId', {
        nullable: true,
        description: 'The UUID the client gave the item when adding it, if it gave one.',
      }),
      name: t.exposeString('name'),
      quantity: t.exposeString('quantity'),
      category: t.expose('category', { type: ShoppingCategoryEnum }),
      recipeIds: t.exposeIntList('recipeIds', { description: 'The recipes this item came from.' }),
      isCompleted: t.exposeBoolean('isCompleted'),
      position: t.exposeInt('position', {
        description:
          'Order in the list, ascending (ties by id). New items go last; Optimize keeps it and Undo restores it.',
      }),
      version: t.exposeInt('version', {
        description:
          'Starts at 1 and grows with every change to the item, so of two copies the higher is newer.',
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', {
        type: 'DateTime',
        description: 'When the item last changed.',
      }),
    }),
  });

builder.queryFields((t) => ({
  shoppingList: t.field({
    type: [ShoppingListItemRef],
    description: 'The items in list order (`position`, then `id`).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, { shopping }) => shopping.list(),
  }),
}));

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
      name: t.exposeString('name'),
      quantity: t.exposeString('quantity'),
      category: t.expose('category', { type: ShoppingCategoryEnum }),
      recipeIds: t.exposeIntList('recipeIds', { description: 'The recipes this item came from.' }),
      isCompleted: t.exposeBoolean('isCompleted'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

builder.queryFields((t) => ({
  shoppingList: t.field({
    type: [ShoppingListItemRef],
    description: 'The items in the order they were added.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, { shopping }) => shopping.list(),
  }),
}));

import { builder } from '../builder.ts';
import {
  type ShoppingListItem,
  type ShoppingListItemRecipe,
  shoppingCategories,
} from './shopping.port.ts';

export const ShoppingCategoryEnum = builder.enumType('ShoppingCategory', {
  values: Object.fromEntries(
    shoppingCategories.map((value) => [value.toUpperCase(), { value }]),
  ) as Record<
    Uppercase<(typeof shoppingCategories)[number]>,
    { value: (typeof shoppingCategories)[number] }
  >,
});

export const ShoppingListItemRecipeRef = builder
  .objectRef<ShoppingListItemRecipe>('ShoppingListItemRecipe')
  .implement({
    description: 'A recipe a shopping list item came from: enough to link to it by name.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
    }),
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
      recipes: t.field({
        type: [ShoppingListItemRecipeRef],
        description:
          "The recipes this item came from, with their names: only the viewer's recipes that still exist, in the order of `recipeIds`. One read per request for the whole list.",
        resolve: (item, _args, { shoppingListItemRecipes }) =>
          shoppingListItemRecipes.load(item.recipeIds),
      }),
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

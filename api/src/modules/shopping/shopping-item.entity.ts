import { shoppingCategories } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const ShoppingItemSchema = defineEntity({
  name: 'ShoppingItem',
  tableName: 'shopping_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    /** The id the client gave the item when adding it: a replayed add answers the same item. */
    clientId: p.uuid().nullable(),
    name: p.text(),
    quantity: p.text().default('1'),
    category: p.enum(shoppingCategories).default('Other'),
    recipeIds: p.json<number[]>(),
    isCompleted: p.boolean().default(false),
    /** Order in the list; new items go last, and Optimize and Undo keep or restore it. */
    position: p.integer().default(0),
    /** Bumped by every change, so a client can tell which copy of an item is newer. */
    version: p.integer().default(1),
    /** The list version (see ShoppingListClock) of the write that last changed the item. */
    listVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    // A new item was updated when it was created, to the millisecond (clients compare them).
    updatedAt: p
      .datetime()
      .onCreate((item) => item.createdAt ?? new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'shopping_items_user_id_index', properties: ['user', 'id'] },
    { name: 'shopping_items_user_list_version_index', properties: ['user', 'listVersion'] },
  ],
  uniques: [{ name: 'shopping_items_user_client_id_unique', properties: ['user', 'clientId'] }],
});

export class ShoppingItem extends ShoppingItemSchema.class {}
ShoppingItemSchema.setClass(ShoppingItem);

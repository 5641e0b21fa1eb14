import { shoppingCategories } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const ShoppingItemSchema = defineEntity({
  name: 'ShoppingItem',
  tableName: 'shopping_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    name: p.text(),
    quantity: p.text().default('1'),
    category: p.enum(shoppingCategories).default('Other'),
    recipeIds: p.json<number[]>(),
    isCompleted: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'shopping_items_user_id_index', properties: ['user', 'id'] }],
});

export class ShoppingItem extends ShoppingItemSchema.class {}
ShoppingItemSchema.setClass(ShoppingItem);

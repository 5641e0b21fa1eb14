import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/** A deleted item's id, kept for a while so a device that was offline learns it is gone. */
export const ShoppingItemDeletionSchema = defineEntity({
  name: 'ShoppingItemDeletion',
  tableName: 'shopping_item_deletions',
  properties: {
    /** The deleted item's id; Undo can bring an id back, and then its deletion is forgotten. */
    itemId: p.integer().primary().autoincrement(false),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    /** The list version of the write that deleted it. */
    listVersion: p.integer(),
    deletedAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { name: 'shopping_item_deletions_user_version_index', properties: ['user', 'listVersion'] },
  ],
});

export class ShoppingItemDeletion extends ShoppingItemDeletionSchema.class {}
ShoppingItemDeletionSchema.setClass(ShoppingItemDeletion);

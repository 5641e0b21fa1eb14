import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * A deleted item's id and client id, kept for a while so a device that was offline learns it is
 * gone, and a replayed add of it is refused rather than bringing it back.
 */
export const ShoppingItemDeletionSchema = defineEntity({
  name: 'ShoppingItemDeletion',
  tableName: 'shopping_item_deletions',
  properties: {
    /** The deleted item's id; Undo can bring an id back, and then its deletion is forgotten. */
    itemId: p.integer().primary().autoincrement(false),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    /** The clientId the item was added with, if any. */
    clientId: p.uuid().nullable(),
    /** The list version of the write that deleted it. */
    listVersion: p.integer(),
    deletedAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { name: 'shopping_item_deletions_user_version_index', properties: ['user', 'listVersion'] },
    // Not unique: once a deletion is 30 days old a replay may add the item again, and it may be
    // deleted again before the old record is forgotten.
    { name: 'shopping_item_deletions_user_client_id_index', properties: ['user', 'clientId'] },
  ],
});

export class ShoppingItemDeletion extends ShoppingItemDeletionSchema.class {}
ShoppingItemDeletionSchema.setClass(ShoppingItemDeletion);

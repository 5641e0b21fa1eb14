import type { ShoppingListItem } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * An item as a snapshot keeps it: every field clients see (made by `toItemView`, so the two
 * cannot drift apart) but `updatedAt`, with `createdAt` as JSON text.
 */
export type SnapshotItem = Omit<ShoppingListItem, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
};

/**
 * The whole list as it was before a rewrite (Optimize, Generate, Clear All), so Undo can put it back. In the database
 * rather than in memory: the Undo may reach another api replica than the Optimize did.
 */
export const ShoppingListSnapshotSchema = defineEntity({
  name: 'ShoppingListSnapshot',
  tableName: 'shopping_list_snapshots',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    /** What it was taken before: OPTIMIZE, GENERATE or CLEAR. */
    kind: p.text(),
    items: p.json<SnapshotItem[]>(),
    /** Set by the database, whose clock also judges the Undo's 60 seconds (replicas' may differ). */
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    { name: 'shopping_list_snapshots_user_created_index', properties: ['user', 'createdAt'] },
  ],
});

export class ShoppingListSnapshot extends ShoppingListSnapshotSchema.class {}
ShoppingListSnapshotSchema.setClass(ShoppingListSnapshot);

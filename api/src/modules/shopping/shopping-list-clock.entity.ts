import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * One row per user with a shopping list: the list's version, a counter every write bumps first in
 * its transaction. The row lock it takes makes one user's writes commit in the order of their
 * versions, so "everything after version N" never skips a write that committed late.
 */
export const ShoppingListClockSchema = defineEntity({
  name: 'ShoppingListClock',
  tableName: 'shopping_list_clocks',
  properties: {
    user: () => p.manyToOne(User).mapToPk().primary().deleteRule('cascade'),
    version: p.integer().default(0),
    /** Deletions up to this version were forgotten (kept 30 days); an older cursor gets the whole list. */
    forgottenThrough: p.integer().default(0),
  },
});

export class ShoppingListClock extends ShoppingListClockSchema.class {}
ShoppingListClockSchema.setClass(ShoppingListClock);

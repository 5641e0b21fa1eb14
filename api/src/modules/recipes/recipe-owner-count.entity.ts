import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * How many recipes each user owns, kept by triggers on `recipes` in the same transaction as
 * every insert and delete (migration 20261126000000), so it always equals count(*) and the
 * admin figures read 100,000 small rows instead of a million recipes. Never written by code.
 */
export const RecipeOwnerCountSchema = defineEntity({
  name: 'RecipeOwnerCount',
  tableName: 'recipe_owner_counts',
  properties: {
    user: () => p.manyToOne(User).primary().mapToPk().deleteRule('cascade'),
    recipeCount: p.integer().default(0),
  },
  indexes: [
    {
      name: 'recipe_owner_counts_rank_index',
      expression: `create index "recipe_owner_counts_rank_index" on "recipe_owner_counts" ("recipe_count" desc, "user_id")`,
    },
  ],
});

export class RecipeOwnerCount extends RecipeOwnerCountSchema.class {}
RecipeOwnerCountSchema.setClass(RecipeOwnerCount);

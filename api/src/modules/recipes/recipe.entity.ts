import type { Difficulty, Nutrition } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const RecipeSchema = defineEntity({
  name: 'Recipe',
  tableName: 'recipes',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    name: p.text(),
    description: p.text().nullable(),
    imageUrl: p.text().nullable(),
    prepTime: p.integer().default(0),
    cookTime: p.integer().nullable(),
    totalTime: p.integer().nullable(),
    servings: p.integer().default(0),
    difficulty: p.enum(['Easy', 'Medium', 'Hard'] as const).default('Easy'),
    ingredients: p.json<string[]>(),
    instructions: p.json<string[]>(),
    tags: p.json<string[]>(),
    /** Lowercase, trimmed, de-duplicated tags: what tag filters and counts compare. */
    tagKeys: p.json<string[]>(),
    nutrition: p.json<Nutrition>().nullable(),
    /**
     * The `nutritionVersion` that computed `nutrition`; lower ones are recomputed at start-up
     * (nutrition-recompute.ts). Null when the figures are the cook's own (never recomputed); 0
     * for recipes saved before versions were kept.
     */
    nutritionVersion: p.integer().nullable().default(0),
    isFavorite: p.boolean().default(false),
    /** Shown on its public page; recipe ids are sequential, so nothing is public unless shared. */
    isShared: p.boolean().default(false),
    /**
     * The shared recipe this one was saved from, so saving it again finds this copy. Set to null
     * when the original is deleted; the copy itself lives on.
     */
    savedFromRecipe: () => p.manyToOne(RecipeSchema).mapToPk().nullable().deleteRule('set null'),
    sourceUrl: p.text().nullable(),
    sourceImageUrl: p.text().nullable(),
    /**
     * The UUID the client made up for a new recipe: creating again with it (a retry after a lost
     * answer) finds this recipe instead of saving a second one.
     */
    clientId: p.uuid().nullable(),
    /** Lowercase name, description, tags and ingredients; trigram-indexed for substring search. */
    searchText: p.text().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  // One copy per user and original; also what a concurrent second save trips over. The original
  // comes first, so the same index finds the copies when an original is deleted (set null).
  uniques: [
    { name: 'recipes_user_saved_from_unique', properties: ['savedFromRecipe', 'user'] },
    { name: 'recipes_user_client_id_unique', properties: ['user', 'clientId'] },
  ],
  indexes: [
    {
      name: 'recipes_user_name_index',
      expression:
        'create index "recipes_user_name_index" on "recipes" ("user_id", lower("name"), "id")',
    },
    { name: 'recipes_user_created_at_index', properties: ['user', 'createdAt'] },
    {
      name: 'recipes_tag_keys_index',
      expression:
        'create index "recipes_tag_keys_index" on "recipes" using gin ("tag_keys" jsonb_path_ops)',
    },
    {
      name: 'recipes_search_text_index',
      expression:
        'create index "recipes_search_text_index" on "recipes" using gin ("search_text" gin_trgm_ops)',
    },
  ],
  // Keep recipe_owner_counts equal to count(*) per owner; the functions are in migration
  // 20261126000000 (recipe-owner-count.entity.ts says why).
  triggers: [
    {
      name: 'recipes_count_added',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression:
        'create trigger "recipes_count_added" after insert on "recipes" referencing new table as "added_recipes" for each statement execute function "recipe_owner_counts_added"()',
    },
    {
      name: 'recipes_count_removed',
      timing: 'after',
      events: ['delete'],
      forEach: 'statement',
      expression:
        'create trigger "recipes_count_removed" after delete on "recipes" referencing old table as "removed_recipes" for each statement execute function "recipe_owner_counts_removed"()',
    },
    {
      name: 'recipes_count_moved',
      timing: 'after',
      events: ['update'],
      forEach: 'statement',
      expression:
        'create trigger "recipes_count_moved" after update on "recipes" referencing old table as "old_recipes" new table as "new_recipes" for each statement execute function "recipe_owner_counts_moved"()',
    },
  ],
});

export class Recipe extends RecipeSchema.class {}
RecipeSchema.setClass(Recipe);

export type { Difficulty };

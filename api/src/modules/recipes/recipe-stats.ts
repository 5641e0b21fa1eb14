import type { EntityManager } from '@mikro-orm/sql';

/** Figures across every owner, for the admin dashboard. */
export interface RecipeStats {
  totalRecipes: number;
  /** Most recipes first; ties by user id, so the order is stable. */
  topOwners: { userId: string; recipeCount: number }[];
}

/**
 * Read from `recipe_owner_counts`, which triggers keep equal to count(*) over recipes in the
 * same transaction as every change (recipe-owner-count.entity.ts): one row per owner instead of
 * every recipe, and the ranking is the first rows of `recipe_owner_counts_rank_index`.
 * The only read of recipes across owners.
 */
export async function recipeStats(em: EntityManager, topOwnerCount: number): Promise<RecipeStats> {
  const [totals, top] = await Promise.all([
    em.execute<{ total: string | number | null }[]>(
      `select sum("recipe_count") as "total" from "recipe_owner_counts"`,
    ),
    em.execute<{ user_id: string; recipe_count: number }[]>(
      `select "user_id", "recipe_count" from "recipe_owner_counts"
        where "recipe_count" > 0
        order by "recipe_count" desc, "user_id"
        limit ?`,
      [topOwnerCount],
    ),
  ]);
  return {
    // sum() is a bigint: a string through pg.
    totalRecipes: Number(totals[0]?.total ?? 0),
    topOwners: top.map((row) => ({ userId: row.user_id, recipeCount: Number(row.recipe_count) })),
  };
}

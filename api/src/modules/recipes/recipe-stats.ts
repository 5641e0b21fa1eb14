import type { EntityManager } from '@mikro-orm/sql';
import { type ActivityQuery, periodParams, type ReportPeriod } from '../shared/report-period.ts';

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

/** How many recipes each of these users has (0 when none), in one query, for the admin export. */
export async function countRecipesByOwner(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await em.execute<{ user_id: string; count: string | number }[]>(
    `select user_id, count(*) as count from recipes
      where user_id in (${userIds.map(() => '?').join(', ')}) group by user_id`,
    [...userIds],
  );
  for (const row of rows) counts.set(row.user_id, Number(row.count));
  return counts;
}

/**
 * Creating a recipe and saving one are things a cook did that day. Only a recipe's last update
 * is kept, so an earlier day's edit of a recipe changed again later is not seen.
 */
export function recipeActivity(period: ReportPeriod): ActivityQuery[] {
  const params = periodParams(period);
  return [
    {
      sql: 'select user_id, created_at as active_at from recipes where created_at >= ? and created_at < ?',
      params,
    },
    {
      sql: 'select user_id, updated_at as active_at from recipes where updated_at >= ? and updated_at < ?',
      params,
    },
  ];
}

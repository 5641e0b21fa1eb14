import type { EntityManager } from '@mikro-orm/sql';
import { type ActivityQuery, periodParams, type ReportPeriod } from '../shared/report-period.ts';
import { Recipe } from './recipe.entity.ts';

/** Every user's recipes, for the admin dashboard; the only read of recipes across owners. */
export function countAllRecipes(em: EntityManager): Promise<number> {
  return em.count(Recipe, {});
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

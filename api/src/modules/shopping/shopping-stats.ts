import type { EntityManager } from '@mikro-orm/sql';
import { type ActivityQuery, periodParams, type ReportPeriod } from '../shared/report-period.ts';
import { ShoppingItem } from './shopping-item.entity.ts';

/** Every user's shopping items, for the admin dashboard; the only read of items across owners. */
export function countAllShoppingItems(em: EntityManager): Promise<number> {
  return em.count(ShoppingItem, {});
}

/** How many items each of these users has on their list (0 when none), in one query. */
export async function countShoppingItemsByOwner(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await em.execute<{ user_id: string; count: string | number }[]>(
    `select user_id, count(*) as count from shopping_items
      where user_id in (${userIds.map(() => '?').join(', ')}) group by user_id`,
    [...userIds],
  );
  for (const row of rows) counts.set(row.user_id, Number(row.count));
  return counts;
}

/**
 * Adding, changing (ticking, renaming) and deleting list items are things a cook did that day.
 * Only an item's last change is kept, so an earlier change of an item changed again is not seen.
 */
export function shoppingActivity(period: ReportPeriod): ActivityQuery[] {
  const params = periodParams(period);
  return [
    {
      sql: 'select user_id, created_at as active_at from shopping_items where created_at >= ? and created_at < ?',
      params,
    },
    {
      sql: 'select user_id, updated_at as active_at from shopping_items where updated_at >= ? and updated_at < ?',
      params,
    },
    {
      sql: 'select user_id, deleted_at as active_at from shopping_item_deletions where deleted_at >= ? and deleted_at < ?',
      params,
    },
  ];
}

import type { AdminUserExportPage } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { countRecipesByOwner } from '../recipes/index.ts';
import { countShoppingItemsByOwner } from '../shopping/index.ts';
import { listUsersAfter } from '../users/index.ts';

/**
 * One page of the user export: the users after `after` in id order, with their recipe and
 * shopping item counts read for the whole page at once (one query per module, not per user).
 */
export async function userExportPage(
  em: EntityManager,
  after: string | null,
  first: number,
): Promise<AdminUserExportPage> {
  // One more than asked tells whether another page follows without a count.
  const users = await listUsersAfter(em, after, first + 1);
  const hasNextPage = users.length > first;
  const page = users.slice(0, first);
  const ids = page.map((user) => user.id);
  const [recipeCounts, itemCounts] = await Promise.all([
    countRecipesByOwner(em, ids),
    countShoppingItemsByOwner(em, ids),
  ]);
  return {
    users: page.map((user) => ({
      ...user,
      recipeCount: recipeCounts.get(user.id) ?? 0,
      shoppingItemCount: itemCounts.get(user.id) ?? 0,
    })),
    endCursor: page.at(-1)?.id ?? null,
    hasNextPage,
  };
}

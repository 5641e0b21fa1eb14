import type { EntityManager } from '@mikro-orm/sql';
import { toCategory } from './shopping-category.ts';
import { ShoppingChangeLog } from './shopping-change-log.ts';
import { ShoppingItem } from './shopping-item.entity.ts';
import { ShoppingItemRepository } from './shopping-item.repository.ts';
import type { SnapshotItem } from './shopping-list-snapshot.entity.ts';

/**
 * Puts the owner's list back to a snapshot, inside the caller's transaction: the same ids,
 * names, quantities, categories, completion and order. Items added since are deleted. Versions
 * still grow, so every device sees the restored items as the newest copies.
 */
export async function restoreItems(
  em: EntityManager,
  ownerId: string,
  items: SnapshotItem[],
  listVersion: number,
): Promise<void> {
  const current = await new ShoppingItemRepository(em).listByOwner(ownerId);
  const versionNow = new Map(current.map((item) => [item.id, item.version]));
  const restoredIds = new Set(items.map((item) => item.id));
  await em.nativeDelete(ShoppingItem, { user: ownerId });
  const log = new ShoppingChangeLog(em);
  await log.recordDeletions(
    ownerId,
    current.filter((item) => !restoredIds.has(item.id)),
    listVersion,
  );
  await log.forgetDeletions(ownerId, [...restoredIds]);
  if (items.length === 0) return;
  const now = new Date();
  await em.insertMany(
    ShoppingItem,
    items.map((item) => ({
      id: item.id,
      user: ownerId,
      clientId: item.clientId,
      name: item.name,
      quantity: item.quantity,
      category: toCategory(item.category),
      recipeIds: item.recipeIds,
      isCompleted: item.isCompleted,
      position: item.position,
      version: Math.max(item.version, versionNow.get(item.id) ?? 0) + 1,
      listVersion,
      createdAt: new Date(item.createdAt),
      updatedAt: now,
    })),
  );
}

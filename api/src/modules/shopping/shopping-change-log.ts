import type { EntityManager } from '@mikro-orm/sql';
import { ShoppingItem } from './shopping-item.entity.ts';
import { listOrder } from './shopping-item.repository.ts';
import { ShoppingItemDeletion } from './shopping-item-deletion.entity.ts';
import { ShoppingListClock } from './shopping-list-clock.entity.ts';

/** What a deletion record keeps of an item. */
export type DeletedItem = Pick<ShoppingItem, 'id' | 'clientId'>;

/** How long a deletion is remembered for devices that were offline. */
export const deletionRetentionDays = 30;

/**
 * The history a device catches up from: the list's version, what each write changed (items carry
 * the version of their last change) and which items were deleted, by version.
 */
export class ShoppingChangeLog {
  constructor(private readonly em: EntityManager) {}

  /**
   * The version of the write under way. Call it first in the write's transaction: the upsert locks
   * the owner's clock row until commit, so the owner's writes are versioned in commit order.
   */
  async tick(ownerId: string): Promise<number> {
    const rows = await this.em.execute<{ version: number }[]>(
      `insert into "shopping_list_clocks" ("user_id", "version") values (?, 1)
       on conflict ("user_id") do update set "version" = "shopping_list_clocks"."version" + 1
       returning "version"`,
      [ownerId],
    );
    return Number(rows[0]?.version);
  }

  async read(ownerId: string): Promise<{ version: number; forgottenThrough: number }> {
    const clock = await this.em.findOne(ShoppingListClock, { user: ownerId });
    return { version: clock?.version ?? 0, forgottenThrough: clock?.forgottenThrough ?? 0 };
  }

  itemsChangedAfter(ownerId: string, version: number): Promise<ShoppingItem[]> {
    return this.em.find(
      ShoppingItem,
      { user: ownerId, listVersion: { $gt: version } },
      { orderBy: [...listOrder] },
    );
  }

  async deletedAfter(ownerId: string, version: number): Promise<number[]> {
    const rows = await this.em.find(
      ShoppingItemDeletion,
      { user: ownerId, listVersion: { $gt: version } },
      { fields: ['itemId'], orderBy: { listVersion: 'asc', itemId: 'asc' } },
    );
    return rows.map((row) => row.itemId);
  }

  /**
   * Remembers deleted items by id and client id, and forgets deletions older than the retention
   * period.
   */
  async recordDeletions(ownerId: string, items: DeletedItem[], version: number): Promise<void> {
    if (items.length > 0) {
      await this.em.upsertMany(
        ShoppingItemDeletion,
        items.map((item) => ({
          itemId: item.id,
          user: ownerId,
          clientId: item.clientId ?? null,
          listVersion: version,
          deletedAt: new Date(),
        })),
      );
    }
    const forgotten = await this.em.execute<{ through: number | null }[]>(
      `with gone as (
         delete from "shopping_item_deletions"
          where "user_id" = ? and "deleted_at" < now() - interval '${deletionRetentionDays} days'
          returning "list_version")
       select max("list_version") as "through" from gone`,
      [ownerId],
    );
    const through = forgotten[0]?.through;
    if (through !== null && through !== undefined) {
      await this.em.nativeUpdate(
        ShoppingListClock,
        { user: ownerId, forgottenThrough: { $lt: Number(through) } },
        { forgottenThrough: Number(through) },
      );
    }
  }

  /**
   * The id of the owner's item deleted with this client id in the last 30 days, if any. Ask for
   * the live item first: Undo may have brought it back.
   */
  async deletedIdOf(ownerId: string, clientId: string): Promise<number | null> {
    const retained = new Date(Date.now() - deletionRetentionDays * 24 * 60 * 60 * 1000);
    const deletion = await this.em.findOne(
      ShoppingItemDeletion,
      { user: ownerId, clientId, deletedAt: { $gt: retained } },
      { fields: ['itemId'], orderBy: { listVersion: 'desc' } },
    );
    return deletion?.itemId ?? null;
  }

  /** Ids that exist again (Undo restored them) are no longer deleted. */
  async forgetDeletions(ownerId: string, itemIds: number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.em.nativeDelete(ShoppingItemDeletion, { user: ownerId, itemId: { $in: itemIds } });
  }
}

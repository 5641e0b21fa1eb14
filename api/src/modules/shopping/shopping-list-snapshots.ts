import { randomUUID } from 'node:crypto';
import type { ShoppingListUndo } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import type { ShoppingItem } from './shopping-item.entity.ts';
import { toItemView } from './shopping-item-view.ts';
import type { SnapshotItem } from './shopping-list-snapshot.entity.ts';

/** How long Optimize and Clear All can be undone. */
export const undoSeconds = 60;
/** Expired snapshots are kept this long so that a late Undo hears "too late", not "not found". */
const keptHours = 24;

export type ClaimedSnapshot =
  | { state: 'claimed'; items: SnapshotItem[] }
  | { state: 'expired' }
  | { state: 'missing' };

/** Snapshots of a list taken before a rewrite, each usable once by Undo within 60 seconds. */
export class ShoppingListSnapshots {
  constructor(private readonly em: EntityManager) {}

  /** Keeps the list as it is now; answers how to undo. */
  async take(
    ownerId: string,
    kind: 'OPTIMIZE' | 'GENERATE' | 'CLEAR',
    items: ShoppingItem[],
  ): Promise<ShoppingListUndo> {
    await this.em.execute(
      `delete from "shopping_list_snapshots"
        where "user_id" = ? and "created_at" < now() - interval '${keptHours} hours'`,
      [ownerId],
    );
    const id = randomUUID();
    const rows = await this.em.execute<{ expires_at: Date | string }[]>(
      `insert into "shopping_list_snapshots" ("id", "user_id", "kind", "items")
       values (?, ?, ?, ?::jsonb)
       returning "created_at" + interval '${undoSeconds} seconds' as "expires_at"`,
      [id, ownerId, kind, JSON.stringify(items.map(toSnapshotItem))],
    );
    return { id, expiresAt: new Date(rows[0]?.expires_at ?? Date.now()) };
  }

  /**
   * Takes the snapshot for an Undo: deleted in the same statement that checks it is the owner's
   * and fresh, so two Undos at once cannot both restore it.
   */
  async claim(ownerId: string, id: string): Promise<ClaimedSnapshot> {
    const claimed = await this.em.execute<{ items: SnapshotItem[] | string }[]>(
      `delete from "shopping_list_snapshots"
        where "id" = ? and "user_id" = ? and "created_at" > now() - interval '${undoSeconds} seconds'
        returning "items"`,
      [id, ownerId],
    );
    const row = claimed[0];
    if (row) {
      return {
        state: 'claimed',
        items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
      };
    }
    const stale = await this.em.execute<{ id: string }[]>(
      `select "id" from "shopping_list_snapshots" where "id" = ? and "user_id" = ?`,
      [id, ownerId],
    );
    return stale.length > 0 ? { state: 'expired' } : { state: 'missing' };
  }
}

/** Undo stamps `updatedAt` anew, so the snapshot leaves it out; JSON keeps `createdAt` as text. */
function toSnapshotItem(item: ShoppingItem): SnapshotItem {
  const { createdAt, updatedAt: _updatedAt, ...fields } = toItemView(item);
  return { ...fields, createdAt: createdAt.toISOString() };
}

import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ShoppingItemRow_ItemFragment } from '../../../__generated__/graphql.ts';
import type { PendingChange, QueuedChange, RefusedChange } from './pending-change.ts';

interface SavedList {
  userId: string;
  items: ShoppingItemRow_ItemFragment[];
  savedAt: number;
}

interface ShoppingDatabase extends DBSchema {
  /** The last list this device showed, per user: what opens without a connection. */
  lists: { key: string; value: SavedList };
  /** Changes waiting for the server, in the order they were made (auto-increment). */
  outbox: { key: number; value: QueuedChange; indexes: { byUser: string } };
  /** Changes the server refused, until the cook dismisses them. */
  refused: { key: number; value: RefusedChange; indexes: { byUser: string } };
}

const databaseName = 'mise-shopping';

/**
 * The shopping list's corner of IndexedDB (through idb). Everything is kept per user, so a
 * second cook signing in on the same browser never sees the first one's list or changes.
 */
export class OfflineStore {
  private database: Promise<IDBPDatabase<ShoppingDatabase>> | undefined;

  constructor(private readonly name = databaseName) {}

  private open(): Promise<IDBPDatabase<ShoppingDatabase>> {
    this.database ??= openDB<ShoppingDatabase>(this.name, 1, {
      upgrade(database) {
        database.createObjectStore('lists', { keyPath: 'userId' });
        const outbox = database.createObjectStore('outbox', {
          keyPath: 'seq',
          autoIncrement: true,
        });
        outbox.createIndex('byUser', 'userId');
        const refused = database.createObjectStore('refused', { keyPath: 'seq' });
        refused.createIndex('byUser', 'userId');
      },
    });
    return this.database;
  }

  async loadList(userId: string): Promise<ShoppingItemRow_ItemFragment[] | null> {
    const saved = await (await this.open()).get('lists', userId);
    return saved?.items ?? null;
  }

  async saveList(userId: string, items: readonly ShoppingItemRow_ItemFragment[]): Promise<void> {
    await (await this.open()).put('lists', { userId, items: [...items], savedAt: Date.now() });
  }

  /** Appends a change and answers it with its place in the queue. */
  async enqueue(userId: string, change: PendingChange): Promise<QueuedChange> {
    const entry = { userId, change, queuedAt: Date.now() } as Omit<QueuedChange, 'seq'>;
    // The key path fills `seq` in; idb's types want the record whole.
    const seq = await (await this.open()).add('outbox', entry as QueuedChange);
    return { ...entry, seq };
  }

  /** The user's waiting changes, oldest first. */
  async queued(userId: string): Promise<QueuedChange[]> {
    return (await this.open()).getAllFromIndex('outbox', 'byUser', userId);
  }

  /** The change went through: off the queue. */
  async sent(seq: number): Promise<void> {
    await (await this.open()).delete('outbox', seq);
  }

  /**
   * An add went through and the item has its server id: the add leaves the queue and the
   * changes queued after it name the new id, in one transaction, so a stop in between can
   * neither send the add twice nor leave a tick pointing at the stand-in id.
   */
  async added(added: QueuedChange, localId: number, serverId: number): Promise<void> {
    const transaction = (await this.open()).transaction('outbox', 'readwrite');
    await transaction.store.delete(added.seq);
    let cursor = await transaction.store.index('byUser').openCursor(added.userId);
    while (cursor) {
      const { change } = cursor.value;
      if (change.kind !== 'add' && change.itemId === localId) {
        await cursor.update({ ...cursor.value, change: { ...change, itemId: serverId } });
      }
      cursor = await cursor.continue();
    }
    await transaction.done;
  }

  /** Moves a change from the queue to the refused ones, in one transaction. */
  async refuse(queued: QueuedChange, reason: string): Promise<RefusedChange> {
    const refused: RefusedChange = {
      seq: queued.seq,
      userId: queued.userId,
      change: queued.change,
      reason,
      refusedAt: Date.now(),
    };
    const transaction = (await this.open()).transaction(['outbox', 'refused'], 'readwrite');
    await Promise.all([
      transaction.objectStore('outbox').delete(queued.seq),
      transaction.objectStore('refused').put(refused),
      transaction.done,
    ]);
    return refused;
  }

  async refusedChanges(userId: string): Promise<RefusedChange[]> {
    return (await this.open()).getAllFromIndex('refused', 'byUser', userId);
  }

  async dismissRefused(seq: number): Promise<void> {
    await (await this.open()).delete('refused', seq);
  }

  /** For tests: closes the connection so the database can be deleted. */
  async close(): Promise<void> {
    if (this.database) (await this.database).close();
    this.database = undefined;
  }
}

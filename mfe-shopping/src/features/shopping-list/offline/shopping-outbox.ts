import { type ApolloClient, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { ShoppingItemRow_ItemFragment } from '../../../__generated__/graphql.ts';
import { failureMessage } from '../../../components/failure-message.ts';
import {
  AddShoppingListItemMutation,
  DeleteShoppingListItemMutation,
  SetShoppingListItemCompletedMutation,
} from '../item-operations.ts';
import { removeItemFromCache } from '../shopping-list-cache.ts';
import { applyLocally, replaceLocalItem } from './apply-locally.ts';
import type { OfflineStore } from './offline-store.ts';
import {
  isLocalItemId,
  type PendingChange,
  type QueuedChange,
  type RefusedChange,
} from './pending-change.ts';

export interface OutboxState {
  /** Changes waiting for the server. */
  pending: number;
  /** Changes the server would not take, oldest first, until dismissed. */
  refused: readonly RefusedChange[];
  isSending: boolean;
  /** The last attempt could not reach the server (or it failed); another is scheduled. */
  isStalled: boolean;
}

type Outcome = 'sent' | 'retry-later';

/** A server failure (5xx) is retried this many times before the change is given up as refused. */
const maxServerFailures = 5;
const retryDelaysMs = [2_000, 5_000, 10_000, 30_000];

/**
 * The changes made without a connection, sent in the order they were made once there is one.
 *
 * Every change is first shown on the cached list and written to IndexedDB, so neither a reload
 * nor a closed tab loses it. Sending is one at a time, in order, under a Web Lock so two tabs
 * never send the same queue at once (and if a browser lacks locks, replays are still safe: adds
 * carry their clientId, ticks are absolute, deleting a deleted item is done). A change the
 * server refuses moves to the refused list that the screen shows; a connection failure stops
 * the queue where it is until the connection returns.
 */
export class ShoppingOutbox {
  private state: OutboxState = { pending: 0, refused: [], isSending: false, isStalled: false };
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private readonly serverFailures = new Map<number, number>();

  constructor(
    private readonly client: ApolloClient,
    readonly userId: string,
    private readonly store: OfflineStore,
  ) {}

  /** Reads what an earlier visit left waiting or refused. */
  async load(): Promise<void> {
    const [queued, refused] = await Promise.all([
      this.store.queued(this.userId),
      this.store.refusedChanges(this.userId),
    ]);
    this.update({ pending: queued.length, refused });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): OutboxState => this.state;

  hasPending(): boolean {
    return this.state.pending > 0;
  }

  /** Shows the change at once and keeps it until the server has it. */
  async queue(change: PendingChange): Promise<void> {
    applyLocally(this.client.cache, change);
    await this.store.enqueue(this.userId, change);
    this.update({ pending: this.state.pending + 1 });
    if (navigator.onLine) void this.flush();
  }

  /** Keeps the list as shown, for the next time it opens without a connection. */
  async saveList(items: readonly ShoppingItemRow_ItemFragment[]): Promise<void> {
    await this.store.saveList(this.userId, items);
  }

  async dismiss(seq: number): Promise<void> {
    await this.store.dismissRefused(seq);
    this.update({ refused: this.state.refused.filter((refused) => refused.seq !== seq) });
  }

  /**
   * Sends what waits, then fetches the list again so what other devices did meanwhile shows
   * too. One run at a time; a call during a run shares it.
   */
  flush(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.flushing ??= this.underLock(() => this.drain()).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Stops retrying (the screen that owned the outbox is gone for good). */
  stop(): void {
    clearTimeout(this.retryTimer);
  }

  private async drain(): Promise<void> {
    this.update({ isSending: true });
    try {
      for (;;) {
        const [next] = await this.store.queued(this.userId);
        if (!next) break;
        if ((await this.send(next)) === 'retry-later') {
          this.scheduleRetry();
          return;
        }
      }
      this.retries = 0;
      this.update({ isStalled: false });
      await this.refetchShownList();
    } finally {
      const pending = (await this.store.queued(this.userId)).length;
      this.update({ pending, isSending: false });
    }
  }

  /** Fetches the list again where a screen shows it; off screen, the next open fetches it. */
  private async refetchShownList(): Promise<void> {
    const shown = [...this.client.getObservableQueries('active')].filter(
      (query) => query.queryName === 'ShoppingListScreenQuery',
    );
    await Promise.all(shown.map((query) => query.refetch().catch(() => undefined)));
  }

  private scheduleRetry(): void {
    this.update({ isStalled: true });
    const delay = retryDelaysMs[Math.min(this.retries, retryDelaysMs.length - 1)];
    this.retries++;
    // Offline, the browser's 'online' event starts the next run; no point knocking before.
    if (!navigator.onLine) return;
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  private async send(queued: QueuedChange): Promise<Outcome> {
    try {
      await this.apply(queued);
      this.serverFailures.delete(queued.seq);
      return 'sent';
    } catch (error) {
      if (isRetryable(error) && !this.hasFailedTooOften(queued, error)) return 'retry-later';
      await this.refuse(queued, reasonFor(error));
      return 'sent';
    }
  }

  private hasFailedTooOften(queued: QueuedChange, error: unknown): boolean {
    if (!ServerError.is(error)) return false;
    const failures = (this.serverFailures.get(queued.seq) ?? 0) + 1;
    this.serverFailures.set(queued.seq, failures);
    return failures >= maxServerFailures;
  }

  private async apply(queued: QueuedChange): Promise<void> {
    const { cache } = this.client;
    const { change } = queued;
    if (change.kind === 'add') {
      const { data } = await this.client.mutate({
        mutation: AddShoppingListItemMutation,
        variables: {
          input: {
            name: change.item.name,
            quantity: change.item.quantity,
            category: change.item.category,
            recipeIds: [],
            isCompleted: false,
            clientId: change.clientId,
          },
        },
      });
      const result = data?.addShoppingListItem;
      if (result?.__typename !== 'AddShoppingListItemSuccess') {
        removeItemFromCache(cache, change.item.id);
        return this.refuse(queued, failureMessage(result, 'It was not accepted.'));
      }
      replaceLocalItem(cache, change.item.id, result.item);
      await this.store.added(queued, change.item.id, result.item.id);
      return;
    }
    // Its add was refused (and reported): nothing of it exists to change.
    if (isLocalItemId(change.itemId)) return this.store.sent(queued.seq);
    if (change.kind === 'tick') {
      const { data } = await this.client.mutate({
        mutation: SetShoppingListItemCompletedMutation,
        variables: { id: change.itemId, isCompleted: change.isCompleted },
      });
      const result = data?.setShoppingListItemCompleted;
      if (result?.__typename === 'ShoppingListItemNotFoundError') {
        removeItemFromCache(cache, change.itemId);
        return this.refuse(queued, `${change.name} was deleted on another device.`);
      }
      if (result?.__typename !== 'SetShoppingListItemCompletedSuccess') {
        return this.refuse(queued, failureMessage(result, 'It was not accepted.'));
      }
      return this.store.sent(queued.seq);
    }
    const { data } = await this.client.mutate({
      mutation: DeleteShoppingListItemMutation,
      variables: { id: change.itemId },
    });
    const result = data?.deleteShoppingListItem;
    // Already deleted elsewhere is what the cook wanted anyway.
    if (
      result?.__typename === 'DeleteShoppingListItemSuccess' ||
      result?.__typename === 'ShoppingListItemNotFoundError'
    ) {
      removeItemFromCache(cache, change.itemId);
      return this.store.sent(queued.seq);
    }
    return this.refuse(queued, failureMessage(result, 'It was not accepted.'));
  }

  private async refuse(queued: QueuedChange, reason: string): Promise<void> {
    const refused = await this.store.refuse(queued, reason);
    this.update({ refused: [...this.state.refused, refused] });
  }

  private underLock(run: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return run();
    return locks.request(`mise-shopping-outbox:${this.userId}`, run).then(() => undefined);
  }

  private update(patch: Partial<OutboxState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/**
 * Whether the change may go through later: no answer at all (no connection), the server
 * failing or busy, or a session that needs refreshing. Anything else is a refusal.
 */
function isRetryable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
  }
  return true;
}

function reasonFor(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return 'The server could not save it.';
}

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { ShoppingListScreenQuery } from '../item-operations.ts';
import { OfflineStore } from './offline-store.ts';
import { type OutboxState, ShoppingOutbox } from './shopping-outbox.ts';

const OutboxContext = createContext<ShoppingOutbox | null>(null);

/** The viewer's outbox, or null where the list works online only (no IndexedDB, tests). */
export function useShoppingOutbox(): ShoppingOutbox | null {
  return useContext(OutboxContext);
}

const idle: OutboxState = { pending: 0, refused: [], isSending: false, isStalled: false };
const noOutbox = () => () => {};

/** The outbox's state, re-rendering on every change (idle where there is no outbox). */
export function useOutboxState(outbox: ShoppingOutbox | null): OutboxState {
  return useSyncExternalStore(
    outbox?.subscribe ?? noOutbox,
    outbox?.getState ?? (() => idle),
    () => idle,
  );
}

const store = new OfflineStore();
/** One outbox per user for the page's life: it keeps sending after the screen is left. */
const outboxes = new Map<string, { outbox: ShoppingOutbox; loaded: Promise<void> }>();

function outboxFor(client: ApolloClient, userId: string) {
  let entry = outboxes.get(userId);
  if (!entry) {
    const outbox = new ShoppingOutbox(client, userId, store);
    entry = { outbox, loaded: outbox.load() };
    outboxes.set(userId, entry);
    // Back in signal: send what waits, and catch up with the other devices.
    window.addEventListener('online', () => void outbox.flush());
  }
  return entry;
}

/**
 * Puts the list this device saw last into the cache when the cache has none (a reload, or a
 * first open without signal), so the screen opens with it at once and refreshes behind it.
 */
async function restoreSavedList(client: ApolloClient, userId: string): Promise<void> {
  if (client.readQuery({ query: ShoppingListScreenQuery })) return;
  const saved = await store.loadList(userId);
  if (saved && !client.readQuery({ query: ShoppingListScreenQuery })) {
    client.writeQuery({ query: ShoppingListScreenQuery, data: { shoppingList: saved } });
  }
}

type Preparation = { status: 'preparing' } | { status: 'ready'; outbox: ShoppingOutbox | null };

/**
 * Makes the shopping list usable without a connection: the saved list and the waiting changes
 * are read from IndexedDB before the screen renders (a few milliseconds), then the outbox sends
 * what waits. Where IndexedDB is unavailable (some private modes) the screen works online only.
 */
export function ShoppingSyncProvider({
  userId,
  fallback,
  children,
}: {
  userId: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const [preparation, setPreparation] = useState<Preparation>({ status: 'preparing' });

  useEffect(() => {
    let isCurrent = true;
    const { outbox, loaded } = outboxFor(client, userId);
    Promise.all([loaded, restoreSavedList(client, userId)]).then(
      () => {
        if (!isCurrent) return;
        setPreparation({ status: 'ready', outbox });
        if (navigator.onLine && outbox.hasPending()) void outbox.flush();
      },
      (error: unknown) => {
        console.warn('The shopping list cannot be kept on this device', error);
        outboxes.delete(userId);
        if (isCurrent) setPreparation({ status: 'ready', outbox: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, userId]);

  if (preparation.status === 'preparing') return fallback;
  return <OutboxContext value={preparation.outbox}>{children}</OutboxContext>;
}

import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (it can be wrong the other way: see below). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A request that got no answer at all: fetch failed before any response (no signal, the
 * server unreachable). Worth keeping the change for later, unlike an answer that refused it.
 */
export function isConnectionFailure(error: unknown): boolean {
  return !(
    ServerError.is(error) ||
    CombinedGraphQLErrors.is(error) ||
    CombinedProtocolErrors.is(error)
  );
}

/**
 * Whether a change must wait in the outbox rather than go straight to the server: offline,
 * behind changes still waiting (order matters), or to an item the server does not know yet.
 */
export function mustQueue(outbox: { hasPending(): boolean }, itemId?: number): boolean {
  return !navigator.onLine || outbox.hasPending() || (itemId !== undefined && itemId < 0);
}

import type { Session } from '@supabase/supabase-js';

/**
 * Where supabase-js keeps the session. Set explicitly (not derived from the host name) so the
 * shell can tell a returning user from a first visit without loading supabase-js.
 */
export const authStorageKey = 'recipe-organizer-auth';

/** True when this browser holds a session (or a PKCE verifier) from an earlier visit. */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return (
      storage.getItem(authStorageKey) !== null ||
      storage.getItem(`${authStorageKey}-code-verifier`) !== null
    );
  } catch {
    // Storage can be unavailable (privacy modes); the auth library then decides.
    return true;
  }
}

/** Whether this address carries an auth result supabase-js must read (OAuth, e-mail links). */
export function urlCarriesAuth(location: { pathname: string; search: string; hash: string }) {
  if (location.pathname.startsWith('/auth/callback')) return true;
  if (location.pathname.startsWith('/auth/reset-password')) return true;
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return (
    query.has('code') ||
    fragment.has('access_token') ||
    fragment.has('error_description') ||
    query.has('error_description')
  );
}

/**
 * The session supabase-js keeps in storage, read without loading it. Null when there is none or
 * it is not a whole session.
 */
export function storedSession(storage: Pick<Storage, 'getItem'> = localStorage): Session | null {
  try {
    const session = JSON.parse(
      storage.getItem(authStorageKey) ?? 'null',
    ) as Partial<Session> | null;
    return session?.access_token && session.refresh_token && session.user
      ? (session as Session)
      : null;
  } catch {
    return null;
  }
}

/**
 * How long before its expiry an access token is handed to supabase-js to refresh. supabase-js
 * itself refreshes a token 90 s before it expires; a little more keeps a request that is on its
 * way from arriving with a token that has just expired.
 */
export const refreshMarginMs = 120_000;

/**
 * The stored session while its access token is good for more than `refreshMarginMs`: a returning
 * cook's requests can carry it without loading supabase-js, which is only needed to refresh it.
 */
export function unexpiredStoredSession(
  storage: Pick<Storage, 'getItem'> = localStorage,
  now = Date.now(),
): Session | null {
  const session = storedSession(storage);
  const expiresAt = session?.expires_at;
  return session && expiresAt !== undefined && expiresAt * 1000 - now > refreshMarginMs
    ? session
    : null;
}

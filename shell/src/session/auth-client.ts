import { createClient, isAuthError } from '@supabase/supabase-js';
import { unexpectedError } from './auth-messages.ts';
import { authStorageKey } from './auth-storage.ts';

/**
 * The one supabase client of the app, in its own chunk (see auth-loader.ts). The api serves a
 * Supabase-compatible /auth/v1 on the app's own origin, so the URL is the origin and the key is
 * the local anon key. Default storage (localStorage) under a fixed key, and auto-refresh.
 */
const authUrl = window.location.origin;
const anonKey = 'local-anon-key';

export const supabase = createClient(authUrl, anonKey, {
  auth: { storageKey: authStorageKey },
});

/**
 * Whether the auth server has this external provider set up (GoTrue's /settings). Asked before
 * leaving the page, because an unconfigured provider answers the redirect with a bare error.
 */
export async function isProviderEnabled(provider: 'google' | 'github'): Promise<boolean> {
  const response = await fetch(`${authUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) return true; // Let the redirect report whatever is wrong.
  const settings = (await response.json()) as { external?: Record<string, boolean> };
  return settings.external?.[provider] === true;
}

/** The auth server's own text for an auth error; anything else is unexpected. */
export function authErrorMessage(error: unknown): string {
  return isAuthError(error) && error.message ? error.message : unexpectedError;
}

import { hasStoredSession, urlCarriesAuth } from './auth-storage.ts';

export type AuthModule = typeof import('./auth-client.ts');

let authLoad: Promise<AuthModule> | undefined;
const listeners = new Set<(auth: AuthModule) => void>();
let loaded: AuthModule | undefined;

/**
 * supabase-js is the largest library of the app. A first-time visitor on the sign-in page does
 * not need it until they act, so it is loaded on demand: at start only when a session may exist,
 * else when a form is touched or submitted. A failed load is retried on the next call.
 */
export function loadAuth(): Promise<AuthModule> {
  authLoad ??= import('./auth-client.ts').then(
    (auth) => {
      loaded = auth;
      for (const listener of listeners) listener(auth);
      return auth;
    },
    (error: unknown) => {
      authLoad = undefined;
      throw error;
    },
  );
  return authLoad;
}

/** Calls `listener` once the auth module is loaded (at once if it already is). */
export function onAuthLoaded(listener: (auth: AuthModule) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the session check needs supabase-js before anything renders. */
export function isAuthNeededAtStart(): boolean {
  return hasStoredSession() || urlCarriesAuth(window.location);
}

/** Starts loading the auth module in the background (the user is about to need it). */
export function preloadAuth(): void {
  loadAuth().catch(() => {
    // Retried by the action that needs it, which reports the failure.
  });
}

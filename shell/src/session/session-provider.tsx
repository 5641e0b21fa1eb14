import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../layout/loading-screen.tsx';
import { type AuthModule, isAuthNeededAtStart, loadAuth, onAuthLoaded } from './auth-loader.ts';
import {
  authStorageKey,
  refreshMarginMs,
  storedSession,
  unexpiredStoredSession,
  urlCarriesAuth,
} from './auth-storage.ts';
import { fetchProfile, type Profile } from './profile.ts';
import { SessionContext, type SessionState } from './session-context.ts';

const profileEvents = new Set<AuthChangeEvent>(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED']);

/**
 * The session to start with, without waiting for supabase-js: offline, the stored one (see below);
 * online, the stored one while its access token has minutes left. Null when supabase-js must read
 * the session first (an expiring token, or an auth result in the address).
 */
function startingSession(): Session | null {
  if (!navigator.onLine) return storedSession();
  return urlCarriesAuth(window.location) ? null : unexpiredStoredSession();
}

/**
 * Reads the session on load ('Loading...' until then) and follows every auth event. A browser
 * with no stored session is signed out at once, and one with an unexpired session signed in at
 * once, both without loading supabase-js (the largest library of the app); the provider starts
 * following auth events as soon as anything loads it (a form, a sign-out, a sign-in in another
 * tab, or the token's refresh, which it schedules).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [auth, setAuth] = useState<AuthModule | null>(null);
  // Offline, supabase-js retries a due token refresh for up to 30 s before it reports the
  // session: start from the stored one instead (see INITIAL_SESSION below). Online, a stored
  // session with minutes left is what supabase-js would report.
  const [initialSession] = useState(startingSession);
  const [session, setSession] = useState<Session | null>(initialSession);
  const [status, setStatus] = useState<SessionState['status']>(() => {
    if (initialSession) return 'signed-in';
    return isAuthNeededAtStart() ? 'loading' : 'signed-out';
  });
  const [profile, setProfile] = useState<Profile | null>(null);
  // Drops answers that arrive after a newer sign-in or a sign-out.
  const profileRequest = useRef(0);
  // An effect event: useNavigate answers a new function on every path change (no data router),
  // and depending on it would subscribe again, and refetch the profile, on every navigation.
  const openResetPassword = useEffectEvent(() =>
    navigate('/auth/reset-password', { replace: true }),
  );

  useEffect(() => {
    const stopListening = onAuthLoaded(setAuth);
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const expiresAt = initialSession?.expires_at;
    if (navigator.onLine && initialSession && expiresAt !== undefined) {
      // Signed in from storage: the profile is asked for here, and supabase-js loads in time to
      // refresh the token (it then reports the session, and the profile again).
      const request = ++profileRequest.current;
      fetchProfile(initialSession.access_token).then(
        (loaded) => {
          if (request === profileRequest.current) setProfile(loaded);
        },
        (error: unknown) => console.error(error),
      );
      refreshTimer = setTimeout(
        () => loadAuth().catch(() => undefined),
        Math.max(0, expiresAt * 1000 - Date.now() - refreshMarginMs),
      );
    } else if (isAuthNeededAtStart()) {
      loadAuth().catch((error: unknown) => {
        console.error('The sign-in library could not be loaded', error);
        setStatus('signed-out');
      });
    }
    // Another tab signed in or out: follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey) loadAuth().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      clearTimeout(refreshTimer);
      window.removeEventListener('storage', onStorage);
    };
  }, [initialSession]);

  useEffect(() => {
    if (!auth) return;
    const loadProfile = (accessToken: string) => {
      const request = ++profileRequest.current;
      fetchProfile(accessToken).then(
        (loaded) => {
          if (request === profileRequest.current) setProfile(loaded);
        },
        (error: unknown) => console.error(error),
      );
    };

    const {
      data: { subscription },
    } = auth.supabase.auth.onAuthStateChange((event, reported) => {
      // With an access token past its expiry and no network (a reload in a shop with no signal),
      // supabase-js reports no initial session, yet keeps it stored: its refresh failed for want
      // of network, not because the sign-in ended, and it refreshes it once back online
      // (TOKEN_REFRESHED, or SIGNED_OUT if the refresh token was revoked). Until then the cook
      // stays signed in and keeps the app's cached screens.
      const nextSession = reported ?? (event === 'INITIAL_SESSION' ? storedSession() : null);
      setSession(nextSession);
      setStatus(nextSession ? 'signed-in' : 'signed-out');
      if (!nextSession || event === 'SIGNED_OUT') {
        profileRequest.current++;
        setProfile(null);
      } else if (profileEvents.has(event)) {
        loadProfile(nextSession.access_token);
      }
      // auth-js forbids awaiting its own calls inside this callback; navigation is deferred too.
      if (event === 'PASSWORD_RECOVERY') {
        setTimeout(openResetPassword, 0);
      }
    });
    return () => subscription.unsubscribe();
  }, [auth]);

  const value = useMemo<SessionState>(
    () => ({ status, session, user: session?.user ?? null, profile }),
    [status, session, profile],
  );

  if (status === 'loading') return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}

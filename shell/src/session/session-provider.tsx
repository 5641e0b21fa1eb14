import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../layout/loading-screen.tsx';
import { type AuthModule, isAuthNeededAtStart, loadAuth, onAuthLoaded } from './auth-loader.ts';
import { authStorageKey, storedSession } from './auth-storage.ts';
import { fetchProfile, type Profile } from './profile.ts';
import { SessionContext, type SessionState } from './session-context.ts';

const profileEvents = new Set<AuthChangeEvent>(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED']);

/**
 * Reads the session on load ('Loading...' until then) and follows every auth event. A browser
 * with no stored session is signed out at once, without loading supabase-js; the provider starts
 * following auth events as soon as anything loads it (a form, or a sign-in in another tab).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [auth, setAuth] = useState<AuthModule | null>(null);
  // Offline, supabase-js retries a due token refresh for up to 30 s before it reports the
  // session: start from the stored one instead (see INITIAL_SESSION below).
  const [offlineSession] = useState(() => (navigator.onLine ? null : storedSession()));
  const [session, setSession] = useState<Session | null>(offlineSession);
  const [status, setStatus] = useState<SessionState['status']>(() => {
    if (offlineSession) return 'signed-in';
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
    if (isAuthNeededAtStart()) {
      loadAuth().catch((error: unknown) => {
        console.error('The sign-in library could not be loaded', error);
        setStatus('signed-out');
      });
    }
    // Another tab signed in: follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey && event.newValue) loadAuth().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

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

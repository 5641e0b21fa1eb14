import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../layout/loading-screen.tsx';
import { fetchProfile, type Profile } from './profile.ts';
import { SessionContext, type SessionState } from './session-context.ts';
import { supabase } from './supabase-client.ts';

const profileEvents = new Set<AuthChangeEvent>(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED']);

/** Reads the session on load ('Loading...' until then) and follows every auth event. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<SessionState['status']>('loading');
  const [profile, setProfile] = useState<Profile | null>(null);
  // Drops answers that arrive after a newer sign-in or a sign-out.
  const profileRequest = useRef(0);

  useEffect(() => {
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
    } = supabase.auth.onAuthStateChange((event, nextSession) => {
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
        setTimeout(() => navigate('/auth/reset-password', { replace: true }), 0);
      }
    });
    return () => subscription.unsubscribe();
  }, [navigate]);

  const value = useMemo<SessionState>(
    () => ({ status, session, user: session?.user ?? null, profile }),
    [status, session, profile],
  );

  if (status === 'loading') return <LoadingScreen />;
  return <SessionContext value={value}>{children}</SessionContext>;
}

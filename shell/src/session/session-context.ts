import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';
import type { Profile } from './profile.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  /** Null until GET /api/auth/user answers, and after sign-out. */
  profile: Profile | null;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}

import type { EntityManager } from '@mikro-orm/sql';
import { AuthSession } from '../auth-session.entity.ts';
import { endSessionsById } from '../auth-sessions.ts';
import { MfaFactor } from './mfa-factor.entity.ts';

/** Which of these users sign in with a verified second factor, for the admin's users list. */
export async function usersWithSecondFactor(
  em: EntityManager,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const factors = await em.find(
    MfaFactor,
    { user: { $in: [...ids] }, status: 'verified' },
    { fields: ['user'] },
  );
  return new Set(factors.map((factor) => factor.user));
}

/**
 * Removes every factor of a user, verified or not, and ends their sessions: whoever holds the
 * lost phone may hold a session that used it. Answers how many factors there were and the
 * ended sessions, to announce once committed.
 */
export async function removeSecondFactors(
  em: EntityManager,
  userId: string,
): Promise<{ removed: number; endedSessionIds: string[] }> {
  const removed = await em.nativeDelete(MfaFactor, { user: userId });
  const sessions = await em.find(AuthSession, { user: userId }, { fields: ['id'] });
  const endedSessionIds = sessions.map((session) => session.id);
  await endSessionsById(em, endedSessionIds);
  return { removed, endedSessionIds };
}

import type { EntityManager } from '@mikro-orm/sql';
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

/** Removes every factor of a user, verified or not; answers how many there were. */
export function removeSecondFactors(em: EntityManager, userId: string): Promise<number> {
  return em.nativeDelete(MfaFactor, { user: userId });
}

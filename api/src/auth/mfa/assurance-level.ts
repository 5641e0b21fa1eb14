import type { EntityManager } from '@mikro-orm/sql';
import { AuthError } from '../auth-error.ts';
import type { AuthMethodReference } from '../auth-session.entity.ts';
import { MfaFactor } from './mfa-factor.entity.ts';

export type AssuranceLevel = 'aal1' | 'aal2';

/** A session that has verified a second factor is `aal2`; any first factor alone is `aal1`. */
export function assuranceLevelOf(amr: AuthMethodReference[]): AssuranceLevel {
  return amr.some((reference) => reference.method === 'totp') ? 'aal2' : 'aal1';
}

/**
 * Changes that would hand the account to whoever makes them (its password, its address, its
 * ways to sign in) need the second factor when the account has one, as in GoTrue: a password
 * alone must not be enough to take over an account that asked for more.
 */
export async function assertSecondFactorGiven(
  em: EntityManager,
  userId: string,
  session: { amr: AuthMethodReference[] },
  what: string,
): Promise<void> {
  if (assuranceLevelOf(session.amr) === 'aal2') return;
  if ((await em.count(MfaFactor, { user: userId, status: 'verified' })) === 0) return;
  throw new AuthError(
    401,
    'insufficient_aal',
    `AAL2 session is required to ${what} when MFA is enabled.`,
  );
}

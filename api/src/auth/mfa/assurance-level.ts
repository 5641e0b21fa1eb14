import type { AuthMethodReference } from '../auth-session.entity.ts';

export type AssuranceLevel = 'aal1' | 'aal2';

/** A session that has verified a second factor is `aal2`; any first factor alone is `aal1`. */
export function assuranceLevelOf(amr: AuthMethodReference[]): AssuranceLevel {
  return amr.some((reference) => reference.method === 'totp') ? 'aal2' : 'aal1';
}

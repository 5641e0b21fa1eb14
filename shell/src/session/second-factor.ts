import type { Session } from '@supabase/supabase-js';

/** The access token's claims, read without verifying: the server verifies them. */
function claimsOf(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The account's verified authenticator-app factor, if it has one. */
export function verifiedFactorOf(session: Session | null): { id: string } | null {
  const factors = session?.user.factors ?? [];
  return factors.find((factor) => factor.status === 'verified') ?? null;
}

/**
 * Whether the session signed in with its first factor only while the account has a second:
 * then nothing is shown until the code is given. Read from the stored session, so it holds
 * offline too.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session || !verifiedFactorOf(session)) return false;
  return claimsOf(session.access_token).aal !== 'aal2';
}

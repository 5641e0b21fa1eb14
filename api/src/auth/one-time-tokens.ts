import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { OneTimeToken, type OneTimeTokenType } from './one-time-token.entity.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Prefix of link tokens that finish a PKCE flow (auth-contract §7). */
const pkcePrefix = 'pkce_';

/** The two forms of one e-mailed secret. */
export interface IssuedOneTimeToken {
  /** Goes into the link as `token=` (and is what verifyOtp calls `token_hash`). */
  linkToken: string;
  /** The 6-digit code shown in the mail. */
  code: string;
}

/** Replaces the user's previous token of that type: only the newest mail works. */
export async function issueOneTimeToken(
  em: EntityManager,
  userId: string,
  type: OneTimeTokenType,
  flowStateId: string | null = null,
): Promise<IssuedOneTimeToken> {
  await em.nativeDelete(OneTimeToken, { user: userId, type });
  const secret = randomBytes(28).toString('hex');
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  em.create(OneTimeToken, {
    id: randomUUID(),
    user: userId,
    type,
    tokenHash: sha256(secret),
    codeHash: codeHashOf(userId, code),
    flowStateId,
  });
  await em.flush();
  return { linkToken: flowStateId ? `${pkcePrefix}${secret}` : secret, code };
}

/** Takes (deletes) a valid token by its link form; null when unknown, used or expired. */
export async function takeByLink(
  em: EntityManager,
  types: OneTimeTokenType[],
  linkToken: string,
  lifetimeSeconds: number,
): Promise<OneTimeToken | null> {
  const secret = linkToken.startsWith(pkcePrefix) ? linkToken.slice(pkcePrefix.length) : linkToken;
  return take(em, types, { tokenHash: sha256(secret) }, lifetimeSeconds);
}

/** Takes a valid token by the user's 6-digit code. */
export async function takeByCode(
  em: EntityManager,
  types: OneTimeTokenType[],
  userId: string,
  code: string,
  lifetimeSeconds: number,
): Promise<OneTimeToken | null> {
  return take(em, types, { user: userId, codeHash: codeHashOf(userId, code) }, lifetimeSeconds);
}

export function isPkceLinkToken(linkToken: string): boolean {
  return linkToken.startsWith(pkcePrefix);
}

async function take(
  em: EntityManager,
  types: OneTimeTokenType[],
  where: Partial<Pick<OneTimeToken, 'tokenHash' | 'user' | 'codeHash'>>,
  lifetimeSeconds: number,
): Promise<OneTimeToken | null> {
  if (types.length === 0) return null;
  const token = await em.findOne(OneTimeToken, { ...where, type: { $in: types } });
  if (!token) return null;
  // Single use: deleted whether it is still valid or not; the delete count settles races.
  const deleted = await em.nativeDelete(OneTimeToken, { id: token.id });
  if (deleted === 0) return null;
  const isExpired = Date.now() - token.createdAt.getTime() > lifetimeSeconds * 1000;
  return isExpired ? null : token;
}

// A 6-digit code has only a million values, so its hash protects little on its own; the
// verify rate limits and the one-hour lifetime are what keep guessing out.
function codeHashOf(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}

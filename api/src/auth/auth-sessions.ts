import { randomBytes, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { decodeJwt } from 'jose';
import { signAccessToken } from './access-token.ts';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError, OAuthStyleError } from './auth-error.ts';
import { AuthIdentity } from './auth-identity.entity.ts';
import { type AuthMethodReference, AuthSession } from './auth-session.entity.ts';
import { AuthUser } from './auth-user.entity.ts';
import { toUserJson } from './auth-user-json.ts';
import { MfaFactor } from './mfa/mfa-factor.entity.ts';
import { RefreshToken } from './refresh-token.entity.ts';

/** The Session object of auth-contract §2.3. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof toUserJson>;
}

export type SignOutScope = 'global' | 'local' | 'others';

const newRefreshToken = () => randomBytes(24).toString('base64url');

/** Starts a session (every kind of sign-in) with its first refresh token. */
export async function startSession(
  auth: AuthContext,
  em: EntityManager,
  user: AuthUser,
  method: string,
): Promise<SessionJson> {
  const now = new Date();
  const session = em.create(AuthSession, {
    id: randomUUID(),
    user: user.id,
    amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
    refreshedAt: null,
  });
  const refreshToken = em.create(RefreshToken, {
    token: newRefreshToken(),
    user: user.id,
    sessionId: session.id,
    parent: null,
    usedAt: null,
  });
  user.lastSignInAt = now;
  await em.flush();
  return sessionJson(auth, em, user, session, refreshToken.token);
}

/**
 * New tokens for a session whose methods changed (a second factor verified): the access token
 * carries the new `amr`/`aal`, and the refresh token starts afresh.
 */
export async function reissueSession(
  auth: AuthContext,
  em: EntityManager,
  user: AuthUser,
  session: AuthSession,
): Promise<SessionJson> {
  // The new token is the current one's child: a refresh with the old token that races this
  // answer is handed the new token, as after a lost refresh answer.
  const current = await em.findOne(
    RefreshToken,
    { sessionId: session.id, usedAt: null, isRevoked: false },
    { orderBy: { id: 'desc' } },
  );
  if (current) current.usedAt = new Date();
  const refreshToken = em.create(RefreshToken, {
    token: newRefreshToken(),
    user: user.id,
    sessionId: session.id,
    parent: current?.token ?? null,
    usedAt: null,
  });
  await em.flush();
  return sessionJson(auth, em, user, session, refreshToken.token);
}

/**
 * The refresh grant with GoTrue's rotation rules (auth-contract §6). The presented token's row
 * is locked, so two requests with the same token are decided one after the other.
 */
export async function refreshSession(
  auth: AuthContext,
  em: EntityManager,
  presented: string,
): Promise<SessionJson> {
  if (!presented) throw new OAuthStyleError('invalid_request', 'refresh_token required');
  let leakedSessionId: string | null = null;
  const outcome = await em.transactional(async (tx) => {
    const token = await tx.findOne(
      RefreshToken,
      { token: presented },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!token) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const session = await tx.findOne(AuthSession, { id: token.sessionId });
    if (!session) return sessionMissing();
    const user = await tx.findOne(AuthUser, { id: token.user });
    if (!user) return sessionMissing();
    if (isBanned(user)) return new AuthError(400, 'user_banned', 'User is banned');

    const now = new Date();
    let next: string;
    if (!token.usedAt) {
      token.usedAt = now;
      next = createChild(tx, token).token;
    } else {
      const current = await tx.findOne(
        RefreshToken,
        { sessionId: session.id, usedAt: null, isRevoked: false },
        { orderBy: { id: 'desc' } },
      );
      const reuseWindowMs = auth.settings.refreshReuseIntervalSeconds * 1000;
      if (current && current.parent === token.token) {
        // The client lost the answer to its last refresh: hand the same current token again.
        next = current.token;
      } else if (now.getTime() - token.usedAt.getTime() < reuseWindowMs) {
        // Concurrent tabs refreshing with the same token: each gets a child.
        next = createChild(tx, token).token;
      } else {
        // A used token coming back later means it leaked: end the whole session.
        await endSessionsById(tx, [session.id]);
        leakedSessionId = session.id;
        return new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
    }
    session.refreshedAt = now;
    user.lastSignInAt = now;
    await tx.flush();
    return { user, session, next };
  });
  if (leakedSessionId) await auth.sessionsEnded?.([leakedSessionId]);
  if (outcome instanceof AuthError) throw outcome;
  return sessionJson(auth, em, outcome.user, outcome.session, outcome.next);
}

/** Signs out: every session of the user, only the current one, or all but the current one. */
export async function signOut(
  auth: Pick<AuthContext, 'sessionsEnded'>,
  em: EntityManager,
  userId: string,
  currentSessionId: string | null,
  scope: SignOutScope,
): Promise<void> {
  let sessions: AuthSession[];
  if (scope === 'global') sessions = await em.find(AuthSession, { user: userId });
  else if (scope === 'local')
    sessions = currentSessionId
      ? await em.find(AuthSession, { id: currentSessionId, user: userId })
      : [];
  else
    sessions = await em.find(AuthSession, {
      user: userId,
      ...(currentSessionId ? { id: { $ne: currentSessionId } } : {}),
    });
  const ids = sessions.map((session) => session.id);
  await endSessionsById(em, ids);
  if (ids.length > 0) await auth.sessionsEnded?.(ids);
}

export async function endSessionsById(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  // The tokens stay (revoked) so that a late refresh learns its session is gone.
  await em.nativeUpdate(RefreshToken, { sessionId: { $in: ids } }, { isRevoked: true });
  await em.nativeDelete(AuthSession, { id: { $in: ids } });
}

/** Whether a session still exists: sign-out and refresh-token reuse delete it. */
export async function sessionExists(em: EntityManager, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  return (await em.count(AuthSession, { id })) > 0;
}

export function isBanned(user: AuthUser): boolean {
  return !!user.bannedUntil && user.bannedUntil.getTime() > Date.now();
}

function createChild(em: EntityManager, parent: RefreshToken): RefreshToken {
  return em.create(RefreshToken, {
    token: newRefreshToken(),
    user: parent.user,
    sessionId: parent.sessionId,
    parent: parent.token,
    usedAt: null,
  });
}

function sessionMissing() {
  return new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
}

async function sessionJson(
  auth: AuthContext,
  em: EntityManager,
  user: AuthUser,
  session: { id: string; amr: AuthMethodReference[] },
  refreshToken: string,
): Promise<SessionJson> {
  const { settings } = auth;
  const accessToken = await signAccessToken(
    auth.signingKey(),
    {
      sub: user.id,
      email: user.email,
      sessionId: session.id,
      userMetadata: user.userMetadata,
      appMetadata: user.appMetadata,
      amr: session.amr,
    },
    {
      issuer: settings.issuer,
      audience: settings.audience,
      lifetimeSeconds: settings.jwtLifetimeSeconds,
    },
  );
  const identities = await em.find(
    AuthIdentity,
    { user: user.id },
    { orderBy: { createdAt: 'asc' } },
  );
  // supabase-js reads the session's factors for the next assurance level.
  const factors = await em.find(MfaFactor, { user: user.id }, { orderBy: { createdAt: 'asc' } });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.jwtLifetimeSeconds,
    expires_at: decodeJwt(accessToken).exp ?? 0,
    refresh_token: refreshToken,
    user: toUserJson(user, identities, factors),
  };
}

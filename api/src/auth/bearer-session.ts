import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-dependencies.ts';
import { AuthError } from './auth-error.ts';
import { AuthSession } from './auth-session.entity.ts';
import { isBanned } from './auth-sessions.ts';
import { AuthUser } from './auth-user.entity.ts';
import type { VerifiedToken } from './token-verifier.ts';

/** The verified access token of a request to a user route. */
export async function verifyBearer(
  auth: AuthContext,
  request: FastifyRequest,
): Promise<VerifiedToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  try {
    return await auth.verifyToken(match[1]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid token';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
}

/**
 * The user and session behind an access token, fresh from the database: a token of a
 * signed-out session is refused although its signature is still valid.
 */
export async function requireSession(
  auth: AuthContext,
  em: EntityManager,
  request: FastifyRequest,
): Promise<{ user: AuthUser; session: AuthSession; token: VerifiedToken }> {
  const token = await verifyBearer(auth, request);
  const user = await em.findOne(AuthUser, { id: token.sub });
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = token.sessionId
    ? await em.findOne(AuthSession, { id: token.sessionId, user: user.id })
    : null;
  if (!session) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { user, session, token };
}

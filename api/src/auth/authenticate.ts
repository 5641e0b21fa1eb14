import { UnauthenticatedError, type Viewer } from '@app/schema';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { LRUCache } from 'lru-cache';
import { ensureUser } from '../modules/users/index.ts';
import type { TokenVerifier, VerifiedToken } from './token-verifier.ts';

export type Authenticate = (authorization: string | undefined) => Promise<Viewer | null>;

export interface AuthenticateOptions {
  verifyToken: TokenVerifier;
  orm: MikroORM;
  adminEmails: ReadonlySet<string>;
}

/**
 * Turns an `Authorization: Bearer …` header into the viewer. No header is a guest (null);
 * a header with a bad token is an error, never a silent guest.
 *
 * Verified tokens are remembered until they expire: signature checks are the most expensive
 * part of a small request, and a token's claims cannot change.
 */
export function createAuthenticator({
  verifyToken,
  orm,
  adminEmails,
}: AuthenticateOptions): Authenticate {
  const verified = new LRUCache<string, Viewer & { expiresAt: number }>({ max: 10_000 });
  const knownUsers = new LRUCache<string, true>({ max: 100_000 });

  return async (authorization) => {
    if (authorization === undefined || authorization === '') return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1])
      throw new UnauthenticatedError('Use an Authorization header of the form "Bearer <token>".');
    const token = match[1];

    const cached = verified.get(token);
    if (cached && cached.expiresAt * 1000 > Date.now()) return cached;

    const claims = await verifyToken(token);
    if (!knownUsers.has(claims.sub)) {
      await ensureUser(orm.em.fork() as EntityManager, identityOf(claims));
      knownUsers.set(claims.sub, true);
    }
    const viewer = {
      id: claims.sub,
      email: claims.email,
      isAdmin: claims.email !== '' && adminEmails.has(claims.email),
      expiresAt: claims.expiresAt,
    };
    verified.set(token, viewer);
    return viewer;
  };
}

function identityOf(claims: VerifiedToken) {
  const text = (key: string) => {
    const value = claims.userMetadata[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  return {
    id: claims.sub,
    email: claims.email,
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
  };
}

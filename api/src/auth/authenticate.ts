import { UnauthenticatedError, type Viewer } from '@app/schema';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { LRUCache } from 'lru-cache';
import { ensureUser } from '../modules/users/index.ts';
import type { EmailProof } from './email-proof.ts';
import type { AdminAssurance } from './mfa/admin-assurance.ts';
import type { TokenVerifier, VerifiedToken } from './token-verifier.ts';

/** A viewer with what a long-lived connection needs to follow its session. */
export interface AuthenticatedViewer extends Viewer {
  /** When the access token expires, in seconds since the epoch. */
  expiresAt: number;
  /** The embedded auth's session the token belongs to (null for tokens without one). */
  sessionId: string | null;
}

export interface Authenticate {
  (authorization: string | undefined): Promise<AuthenticatedViewer | null>;
  /** Forgets that these sessions were active, so the next check asks the database again. */
  forgetSessions(sessionIds: readonly string[]): void;
}

export interface AuthenticateOptions {
  verifyToken: TokenVerifier;
  orm: MikroORM;
  adminEmails: ReadonlySet<string>;
  /**
   * Whether the token's address has been proven by its owner; asked only for addresses in
   * `adminEmails`, once per token. Typing an address at sign-up proves nothing (auto-confirm),
   * so admin rights wait for this (email-proof.ts).
   */
  isEmailProven: EmailProof;
  /**
   * Whether the token's session still exists. With the embedded auth, signing out (or a reused
   * refresh token) deletes the session, and its access tokens stop working within seconds
   * instead of at their expiry. Hosted tokens are trusted until they expire.
   */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
  /**
   * Asked, like `isEmailProven`, only for admin addresses: with the embedded auth an admin who
   * has a second factor must have used it (mfa/admin-assurance.ts). Hosted projects keep their
   * factors to themselves, so there the token's own claims are all there is.
   */
  isAdminAssured?: AdminAssurance;
}

/** How long a "session is active" answer is trusted before the database is asked again. */
const sessionCheckMs = 5_000;

/**
 * Turns an `Authorization: Bearer …` header into the viewer. No header is a guest (null);
 * a header with a bad token is an error, never a silent guest.
 *
 * Verified tokens are remembered until they expire: signature checks are the most expensive
 * part of a small request, and a token's claims cannot change. The admin decision is remembered
 * with them, so proving an address takes effect with the next token (a new sign-in or refresh).
 */
export function createAuthenticator({
  verifyToken,
  orm,
  adminEmails,
  isEmailProven,
  isSessionActive,
  isAdminAssured = async () => true,
}: AuthenticateOptions): Authenticate {
  const verified = new LRUCache<string, AuthenticatedViewer>({ max: 10_000 });
  // What each user's profile was last brought up to, as `identityOf` puts it.
  const knownProfiles = new LRUCache<string, string>({ max: 100_000 });
  const activeSessions = new LRUCache<string, true>({ max: 100_000, ttl: sessionCheckMs });

  const assertSessionActive = async (sessionId: string | null) => {
    if (!isSessionActive || (sessionId && activeSessions.has(sessionId))) return;
    if (!sessionId || !(await isSessionActive(sessionId))) {
      throw new UnauthenticatedError('This session has ended; sign in again.');
    }
    activeSessions.set(sessionId, true);
  };

  const authenticate = async (authorization: string | undefined) => {
    if (authorization === undefined || authorization === '') return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1])
      throw new UnauthenticatedError('Use an Authorization header of the form "Bearer <token>".');
    const token = match[1];

    const cached = verified.get(token);
    if (cached && cached.expiresAt * 1000 > Date.now()) {
      await assertSessionActive(cached.sessionId);
      return cached;
    }

    const claims = await verifyToken(token);
    await assertSessionActive(claims.sessionId);
    const identity = identityOf(claims);
    const profile = JSON.stringify([
      identity.email,
      identity.firstName,
      identity.lastName,
      identity.avatarUrl,
    ]);
    if (knownProfiles.get(claims.sub) !== profile) {
      await ensureUser(orm.em.fork() as EntityManager, identity);
      knownProfiles.set(claims.sub, profile);
    }
    const isAdmin =
      claims.email !== '' &&
      adminEmails.has(claims.email) &&
      (await isEmailProven(claims)) &&
      (await isAdminAssured(claims));
    const viewer = {
      id: claims.sub,
      email: claims.email,
      isAdmin,
      expiresAt: claims.expiresAt,
      sessionId: claims.sessionId,
    };
    verified.set(token, viewer);
    return viewer;
  };
  return Object.assign(authenticate, {
    forgetSessions: (sessionIds: readonly string[]) => {
      for (const id of sessionIds) activeSessions.delete(id);
    },
  });
}

function identityOf(claims: VerifiedToken) {
  const text = (key: string) => {
    const value = claims.userMetadata[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  // Sign-up sends first and last name; Google and GitHub send one full name.
  const [givenName, ...otherNames] = (text('full_name') ?? text('name') ?? '').split(/\s+/);
  return {
    id: claims.sub,
    email: claims.email,
    firstName: text('first_name') ?? (givenName || null),
    lastName: text('last_name') ?? (otherNames.join(' ') || null),
    avatarUrl: text('avatar_url'),
    issuedAt: new Date(claims.issuedAt * 1000),
  };
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { AuthIdentity } from './auth-identity.entity.ts';
import { AuthSession } from './auth-session.entity.ts';
import { endSessionsById } from './auth-sessions.ts';
import { AuthUser } from './auth-user.entity.ts';
import { MfaFactor } from './mfa/mfa-factor.entity.ts';
import { OneTimeToken, type OneTimeTokenType } from './one-time-token.entity.ts';

/** Finds an account by (lower-cased) e-mail. */
export function findByEmail(em: EntityManager, email: string): Promise<AuthUser | null> {
  return em.findOne(AuthUser, { email: email.toLowerCase() });
}

export function identitiesOf(em: EntityManager, userId: string): Promise<AuthIdentity[]> {
  return em.find(AuthIdentity, { user: userId }, { orderBy: { createdAt: 'asc' } });
}

/** The account's second factors, oldest first. */
export function factorsOf(em: EntityManager, userId: string): Promise<MfaFactor[]> {
  return em.find(MfaFactor, { user: userId }, { orderBy: { createdAt: 'asc' } });
}

/** A new e-mail account with its `email` identity (not flushed). */
export function createEmailAccount(
  em: EntityManager,
  input: { email: string; passwordHash: string | null; metadata: Record<string, unknown> },
): AuthUser {
  const id = randomUUID();
  const user = em.create(AuthUser, {
    id,
    email: input.email,
    passwordHash: input.passwordHash,
    emailConfirmedAt: null,
    emailProvenAt: null,
    confirmationSentAt: null,
    recoverySentAt: null,
    lastSignInAt: null,
    userMetadata: { ...input.metadata },
    appMetadata: { provider: 'email', providers: ['email'] },
    bannedUntil: null,
  });
  em.create(AuthIdentity, {
    id: randomUUID(),
    user: id,
    provider: 'email',
    providerId: id,
    identityData: {
      ...input.metadata,
      sub: id,
      email: input.email,
      email_verified: false,
      phone_verified: false,
    },
    email: input.email,
    lastSignInAt: null,
  });
  return user;
}

/**
 * Marks the address as confirmed: it may sign in. Auto-confirm does this at sign-up without any
 * proof, so it grants nothing bound to the address (see proveEmail).
 */
export async function confirmEmail(em: EntityManager, user: AuthUser): Promise<void> {
  if (!user.emailConfirmedAt) user.emailConfirmedAt = new Date();
  user.userMetadata = { ...user.userMetadata, email_verified: true };
  const identity = await em.findOne(AuthIdentity, { user: user.id, provider: 'email' });
  if (identity) identity.identityData = { ...identity.identityData, email_verified: true };
}

/** What showed that the account's holder reads its mailbox. */
export type ProofOfAddress = OneTimeTokenType | 'provider';

/**
 * A mailed link or code was redeemed, or a provider vouched for the address: the mailbox is
 * proven. At the first proof by anything but the confirmation of the account's own sign-up, the
 * password and sessions made before it were made by someone who had not shown the mailbox is
 * theirs (an address registered ahead of its owner), so they go, and any second factor with
 * them: the owner, not a squatter,
 * holds the account from then on. Returns the ended sessions, to announce once written.
 */
export async function proveEmail(
  em: EntityManager,
  user: AuthUser,
  proof: ProofOfAddress,
): Promise<string[]> {
  await confirmEmail(em, user);
  if (user.emailProvenAt) return [];
  user.emailProvenAt = new Date();
  if (proof === 'confirmation') return [];
  user.passwordHash = null;
  // A second factor set up before the proof was set up by the same unproven holder.
  await em.nativeDelete(MfaFactor, { user: user.id });
  const sessions = await em.find(AuthSession, { user: user.id }, { fields: ['id'] });
  const ids = sessions.map((session) => session.id);
  await endSessionsById(em, ids);
  return ids;
}

/**
 * Makes a confirmed e-mail change: the new address, which the link proved, becomes the
 * account's (and its e-mail identity's). False when another account took it meanwhile.
 */
export async function applyEmailChange(em: EntityManager, user: AuthUser): Promise<boolean> {
  const newEmail = user.newEmail;
  if (!newEmail) return false;
  if (await em.findOne(AuthUser, { email: newEmail, id: { $ne: user.id } })) return false;
  user.email = newEmail;
  user.newEmail = null;
  user.emailChangeSentAt = null;
  user.emailProvenAt = new Date();
  // Links mailed to the old address (perhaps the reason to leave it) stop working.
  await em.nativeDelete(OneTimeToken, { user: user.id });
  const identity = await em.findOne(AuthIdentity, { user: user.id, provider: 'email' });
  if (identity) {
    identity.email = newEmail;
    identity.identityData = { ...identity.identityData, email: newEmail };
  }
  return true;
}

/**
 * Whether the account's current address has been proven. Asked only for addresses that carry
 * rights (ADMIN_EMAILS), once per access token (the caller caches the answer with the token).
 */
export async function isEmailProven(
  em: EntityManager,
  userId: string,
  email: string,
): Promise<boolean> {
  const user = await em.findOne(AuthUser, { id: userId }, { fields: ['email', 'emailProvenAt'] });
  return Boolean(user?.emailProvenAt) && user?.email === email.toLowerCase();
}

/** An answer for a sign-up of a taken, confirmed address that reveals nothing (§4.2). */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

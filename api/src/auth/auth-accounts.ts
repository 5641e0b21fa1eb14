import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { AuthIdentity } from './auth-identity.entity.ts';
import { AuthUser } from './auth-user.entity.ts';

/** Finds an account by (lower-cased) e-mail. */
export function findByEmail(em: EntityManager, email: string): Promise<AuthUser | null> {
  return em.findOne(AuthUser, { email: email.toLowerCase() });
}

export function identitiesOf(em: EntityManager, userId: string): Promise<AuthIdentity[]> {
  return em.find(AuthIdentity, { user: userId }, { orderBy: { createdAt: 'asc' } });
}

/** A new e-mail account with its `email` identity (not flushed). */
export function createEmailAccount(
  em: EntityManager,
  input: { email: string; passwordHash: string; metadata: Record<string, unknown> },
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

/** A confirmation, recovery or magic link (or its code) was redeemed: the mailbox is proven. */
export async function proveEmail(em: EntityManager, user: AuthUser): Promise<void> {
  await confirmEmail(em, user);
  user.emailProvenAt ??= new Date();
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

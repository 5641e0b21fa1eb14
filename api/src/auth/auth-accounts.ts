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

/** Marks the address as verified (a confirmation or recovery link proves the mailbox). */
export async function confirmEmail(em: EntityManager, user: AuthUser): Promise<void> {
  if (!user.emailConfirmedAt) user.emailConfirmedAt = new Date();
  user.userMetadata = { ...user.userMetadata, email_verified: true };
  const identity = await em.findOne(AuthIdentity, { user: user.id, provider: 'email' });
  if (identity) identity.identityData = { ...identity.identityData, email_verified: true };
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

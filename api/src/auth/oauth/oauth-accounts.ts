import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { proveEmail } from '../auth-accounts.ts';
import { AuthIdentity } from '../auth-identity.entity.ts';
import { AuthUser } from '../auth-user.entity.ts';
import type { ProviderProfile } from './oauth-providers.ts';

export class MissingProviderEmailError extends Error {
  constructor() {
    super('Error getting user email from external provider');
  }
}

export class IdentityTakenError extends Error {
  constructor(message = 'Identity is already linked to another user') {
    super(message);
  }
}

/**
 * linkIdentity: the provider's person joins the signed-in account as one more way to sign in.
 * An identity already linked elsewhere stays there. Linking proves nothing about the account's
 * e-mail (the provider's address may differ), so the account's proof and password are untouched.
 */
export async function linkProviderIdentity(
  em: EntityManager,
  userId: string,
  provider: string,
  profile: ProviderProfile,
): Promise<AuthUser> {
  const user = await em.findOne(AuthUser, { id: userId });
  if (!user) throw new IdentityTakenError();
  const now = new Date();
  const identity = await em.findOne(AuthIdentity, { provider, providerId: profile.id });
  if (identity) {
    throw new IdentityTakenError(
      identity.user === userId
        ? 'Identity is already linked'
        : 'Identity is already linked to another user',
    );
  }
  em.create(AuthIdentity, {
    id: randomUUID(),
    user: user.id,
    provider,
    providerId: profile.id,
    identityData: identityDataOf(profile),
    email: profile.email,
    lastSignInAt: now,
  });
  const providers = new Set([...asStrings(user.appMetadata.providers), provider]);
  user.appMetadata = { ...user.appMetadata, providers: [...providers] };
  await em.flush();
  return user;
}

/**
 * The account a provider's person signs in to: the one already linked to this provider
 * identity, else the account with the same verified e-mail (linked now), else a new one.
 * The provider's profile lands in user_metadata (name, full_name, avatar_url, ...), as GoTrue does.
 * Linking proves an unproven address; what an earlier holder of it set up is ended (proveEmail).
 */
export async function findOrCreateOAuthUser(
  em: EntityManager,
  provider: string,
  profile: ProviderProfile,
): Promise<{ user: AuthUser; endedSessionIds: string[] }> {
  const identityData = identityDataOf(profile);
  const now = new Date();
  const identity = await em.findOne(AuthIdentity, { provider, providerId: profile.id });
  let user = identity ? await em.findOne(AuthUser, { id: identity.user }) : null;

  if (!user) {
    // Linking by e-mail only when the provider vouches for the address.
    if (!profile.email || !profile.isEmailVerified) throw new MissingProviderEmailError();
    user =
      (await em.findOne(AuthUser, { email: profile.email })) ??
      em.create(AuthUser, {
        id: randomUUID(),
        email: profile.email,
        passwordHash: null,
        emailConfirmedAt: now,
        emailProvenAt: now,
        confirmationSentAt: null,
        recoverySentAt: null,
        lastSignInAt: null,
        userMetadata: {},
        appMetadata: { provider, providers: [provider] },
        bannedUntil: null,
      });
    if (!user.emailConfirmedAt) user.emailConfirmedAt = now;
  }
  // A provider that vouches for the account's address proves it, as a mailed link would.
  const endedSessionIds =
    profile.isEmailVerified && profile.email?.toLowerCase() === user.email
      ? await proveEmail(em, user, 'provider')
      : [];

  if (identity) {
    identity.identityData = identityData;
    identity.email = profile.email;
    identity.lastSignInAt = now;
  } else {
    em.create(AuthIdentity, {
      id: randomUUID(),
      user: user.id,
      provider,
      providerId: profile.id,
      identityData,
      email: profile.email,
      lastSignInAt: now,
    });
  }
  const providers = new Set([...asStrings(user.appMetadata.providers), provider]);
  user.appMetadata = { ...user.appMetadata, providers: [...providers] };
  user.userMetadata = { ...user.userMetadata, ...withoutNulls(identityData), iss: provider };
  await em.flush();
  return { user, endedSessionIds };
}

/** What GoTrue keeps of a provider's profile on the identity. */
function identityDataOf(profile: ProviderProfile) {
  return {
    sub: profile.id,
    provider_id: profile.id,
    email: profile.email,
    email_verified: profile.isEmailVerified,
    phone_verified: false,
    name: profile.name,
    full_name: profile.name,
    avatar_url: profile.avatarUrl,
  };
}

const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

import type { AuthIdentity } from './auth-identity.entity.ts';
import type { AuthUser } from './auth-user.entity.ts';
import type { MfaFactor } from './mfa/mfa-factor.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/**
 * The User object of auth-contract §2.1; unset timestamps are left out, as GoTrue does, and
 * `factors` when there are none.
 */
export function toUserJson(user: AuthUser, identities: AuthIdentity[], factors: MfaFactor[] = []) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.newEmail ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map(toIdentityJson),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
    banned_until: iso(user.bannedUntil),
    ...(factors.length > 0 ? { factors: factors.map(toFactorJson) } : {}),
  };
}

function toFactorJson(factor: MfaFactor) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
  };
}

/** Note GoTrue's swap: `id` is the provider's user id, `identity_id` the row id. */
function toIdentityJson(identity: AuthIdentity) {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.user,
    provider: identity.provider,
    identity_data: identity.identityData,
    email: identity.email ?? undefined,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
  };
}

import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from '../auth-user.entity.ts';

export const factorStatuses = ['unverified', 'verified'] as const;
export type FactorStatus = (typeof factorStatuses)[number];

/**
 * A second factor of an account: an authenticator app's TOTP secret (Supabase Auth's MFA
 * factor). Unverified until a first code from the app is verified; only then does signing in
 * ask for it.
 */
export const MfaFactorSchema = defineEntity({
  name: 'MfaFactor',
  tableName: 'auth_mfa_factors',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    friendlyName: p.text().nullable(),
    factorType: p.enum(['totp'] as const),
    status: p.enum(factorStatuses),
    /** Base32, as the authenticator app holds it; never answered after enrollment. */
    secret: p.text().hidden(),
    /** The RFC 6238 time step of the last code accepted: each code counts once. */
    lastTimeStep: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'auth_mfa_factors_user_index', properties: ['user'] }],
});

export class MfaFactor extends MfaFactorSchema.class {}
MfaFactorSchema.setClass(MfaFactor);

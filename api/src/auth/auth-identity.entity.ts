import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from './auth-user.entity.ts';

/** A way to sign in to an account (auth-contract §2.2); for `email` the provider id is the user id. */
export const AuthIdentitySchema = defineEntity({
  name: 'AuthIdentity',
  tableName: 'auth_identities',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    provider: p.text(),
    providerId: p.text(),
    identityData: p.json<Record<string, unknown>>(),
    email: p.text().nullable(),
    lastSignInAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'auth_identities_provider_unique', properties: ['provider', 'providerId'] }],
  indexes: [{ name: 'auth_identities_user_index', properties: ['user'] }],
});

export class AuthIdentity extends AuthIdentitySchema.class {}
AuthIdentitySchema.setClass(AuthIdentity);

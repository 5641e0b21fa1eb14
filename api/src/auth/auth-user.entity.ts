import { defineEntity, p } from '@mikro-orm/core';

/**
 * An account of the embedded auth (what GoTrue keeps in auth.users). Separate from the app's
 * `users` profile table: that row is created from the access token on first use, so the api
 * works the same with a hosted Supabase project, which owns its accounts itself.
 */
export const AuthUserSchema = defineEntity({
  name: 'AuthUser',
  tableName: 'auth_users',
  properties: {
    id: p.uuid().primary(),
    /** Lower-cased; one account per address. */
    email: p.text().unique('auth_users_email_unique'),
    /** argon2id PHC string; null for accounts without a password (providers, mailed links). */
    passwordHash: p.text().nullable().hidden(),
    emailConfirmedAt: p.datetime().nullable(),
    /**
     * When the owner showed they read this mailbox: a link or code from one of our mails, or a
     * provider that vouches for the address. Auto-confirm sets `emailConfirmedAt` only, so
     * rights bound to an address (ADMIN_EMAILS) wait for this. Not part of the Supabase JSON.
     */
    emailProvenAt: p.datetime().nullable().hidden(),
    confirmationSentAt: p.datetime().nullable(),
    recoverySentAt: p.datetime().nullable(),
    /** An address the account is changing to, until its confirmation link is followed. */
    newEmail: p.text().nullable(),
    emailChangeSentAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    userMetadata: p.json<Record<string, unknown>>(),
    appMetadata: p.json<Record<string, unknown>>(),
    bannedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AuthUser extends AuthUserSchema.class {}
AuthUserSchema.setClass(AuthUser);

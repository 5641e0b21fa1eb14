import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from './auth-user.entity.ts';

export const oneTimeTokenTypes = ['confirmation', 'recovery', 'magiclink', 'email_change'] as const;
export type OneTimeTokenType = (typeof oneTimeTokenTypes)[number];

/**
 * An e-mailed secret (confirmation, recovery or sign-in link plus its 6-digit code). Only hashes are
 * stored, so a database leak does not hand out sign-ins; one per user and type.
 */
export const OneTimeTokenSchema = defineEntity({
  name: 'OneTimeToken',
  tableName: 'auth_one_time_tokens',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    type: p.enum(oneTimeTokenTypes),
    /** SHA-256 of the link token (the `token`/`token_hash` the link carries). */
    tokenHash: p.text().unique('auth_one_time_tokens_token_hash_unique'),
    /** SHA-256 of user id and the 6-digit code. */
    codeHash: p.text(),
    /** PKCE: the flow state the link completes (then the link answers `?code=`). */
    flowStateId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'auth_one_time_tokens_user_type_unique', properties: ['user', 'type'] }],
});

export class OneTimeToken extends OneTimeTokenSchema.class {}
OneTimeTokenSchema.setClass(OneTimeToken);

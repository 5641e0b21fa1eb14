import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from './auth-user.entity.ts';

/**
 * One link of a session's refresh-token chain (rotation, auth-contract §6).
 *
 * The token is stored as issued, not hashed: the rotation rules require answering a retried
 * parent with the session's *current* token again, which needs its plain value.
 * `sessionId` deliberately has no foreign key: after a sign-out the session row is gone but its
 * tokens stay (revoked), so a late refresh answers `session_not_found` instead of "not found".
 */
export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'auth_refresh_tokens',
  properties: {
    id: p.bigint().primary().autoincrement(),
    token: p.text().unique('auth_refresh_tokens_token_unique'),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    sessionId: p.uuid(),
    /** The token this one replaced; null for a session's first token. */
    parent: p.text().nullable(),
    /** Set when the token was exchanged for a child. */
    usedAt: p.datetime().nullable(),
    /** Set when its session ended (sign-out, reuse detection). */
    isRevoked: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'auth_refresh_tokens_session_index', properties: ['sessionId'] }],
});

export class RefreshToken extends RefreshTokenSchema.class {}
RefreshTokenSchema.setClass(RefreshToken);

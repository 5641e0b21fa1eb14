import { defineEntity, p } from '@mikro-orm/core';
import { AuthUser } from './auth-user.entity.ts';

/** How a session was authenticated, newest first (the access token's `amr`). */
export type AuthMethodReference = { method: string; timestamp: number };

/**
 * A signed-in device. Access tokens carry its id (`session_id`); deleting the row signs the
 * device out, and GET /user refuses its tokens from then on.
 */
export const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(AuthUser).mapToPk().deleteRule('cascade'),
    amr: p.json<AuthMethodReference[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    refreshedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'auth_sessions_user_index', properties: ['user'] }],
});

export class AuthSession extends AuthSessionSchema.class {}
AuthSessionSchema.setClass(AuthSession);

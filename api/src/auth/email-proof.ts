import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isEmailProven } from './auth-accounts.ts';
import type { VerifiedToken } from './token-verifier.ts';

/** Whether the owner of a verified token has proven its e-mail address. */
export type EmailProof = (claims: VerifiedToken) => Promise<boolean>;

/**
 * The embedded auth knows how an address was confirmed (auth_users.email_proven_at): a mailed
 * link or code, or a provider vouching for it, but not auto-confirm.
 */
export function embeddedEmailProof(orm: MikroORM): EmailProof {
  return (claims) => isEmailProven(orm.em.fork() as EntityManager, claims.sub, claims.email);
}

/**
 * A hosted Supabase project keeps no row here, so its token decides: GoTrue puts
 * `email_verified: true` in user_metadata when the address is confirmed. It cannot tell a link
 * from auto-confirm, and user_metadata is writable by its user through updateUser, so this means
 * "proven" only while the project requires e-mail confirmation (then no session exists for an
 * unconfirmed address). README "Admin access" says so.
 */
export const hostedEmailProof: EmailProof = async (claims) =>
  claims.userMetadata.email_verified === true;

import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { VerifiedToken } from '../token-verifier.ts';
import { MfaFactor } from './mfa-factor.entity.ts';

/** Whether a token is sure enough of its holder to carry admin rights. */
export type AdminAssurance = (claims: VerifiedToken) => Promise<boolean>;

/**
 * An admin who set up a second factor is an admin only in sessions that used it (`aal2`): a
 * stolen password alone then opens the cook's own kitchen, not the dashboard.
 */
export function embeddedAdminAssurance(orm: MikroORM): AdminAssurance {
  return async (claims) =>
    claims.aal === 'aal2' ||
    (await (orm.em.fork() as EntityManager).count(MfaFactor, {
      user: claims.sub,
      status: 'verified',
    })) === 0;
}

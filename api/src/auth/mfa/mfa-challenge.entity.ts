import { defineEntity, p } from '@mikro-orm/core';
import { MfaFactor } from './mfa-factor.entity.ts';

/** One request for a code of a factor; it answers one verify, within five minutes. */
export const MfaChallengeSchema = defineEntity({
  name: 'MfaChallenge',
  tableName: 'auth_mfa_challenges',
  properties: {
    id: p.uuid().primary(),
    factor: () => p.manyToOne(MfaFactor).mapToPk().deleteRule('cascade'),
    ipAddress: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    verifiedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'auth_mfa_challenges_factor_index', properties: ['factor'] }],
});

export class MfaChallenge extends MfaChallengeSchema.class {}
MfaChallengeSchema.setClass(MfaChallenge);

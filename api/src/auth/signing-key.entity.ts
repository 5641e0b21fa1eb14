import { defineEntity, p } from '@mikro-orm/core';
import type { JWK } from 'jose';

/** The embedded auth's token signing keys; public halves are published as JWKS. */
export const SigningKeySchema = defineEntity({
  name: 'SigningKey',
  tableName: 'auth_signing_keys',
  properties: {
    kid: p.text().primary(),
    algorithm: p.text(),
    privateJwk: p.json<JWK>().hidden(),
    publicJwk: p.json<JWK>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set when a newer key took over; kept listed until its tokens have expired. */
    retiredAt: p.datetime().nullable(),
  },
});

export class SigningKey extends SigningKeySchema.class {}
SigningKeySchema.setClass(SigningKey);

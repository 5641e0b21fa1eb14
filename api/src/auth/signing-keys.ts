import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose';
import { SigningKey } from './signing-key.entity.ts';

export interface ActiveSigningKey {
  kid: string;
  algorithm: 'ES256';
  privateKey: Awaited<ReturnType<typeof importJWK>>;
}

export interface SigningKeySet {
  active: ActiveSigningKey;
  /** Public keys only: the active one and retired ones whose tokens may still be alive. */
  jwks: JSONWebKeySet;
}

/**
 * The embedded auth's ES256 keys. The first start generates one and keeps it in the database,
 * so every replica and every restart signs and verifies with the same key.
 */
export async function loadSigningKeys(orm: MikroORM): Promise<SigningKeySet> {
  const em = orm.em.fork();
  let keys = await em.find(SigningKey, {}, { orderBy: { createdAt: 'desc' } });
  if (!keys.some((key) => !key.retiredAt)) {
    await createKey(orm);
    keys = await em.find(SigningKey, {}, { orderBy: { createdAt: 'desc' } });
  }
  const active = keys.find((key) => !key.retiredAt);
  if (!active) throw new Error('No active signing key.');
  return {
    active: {
      kid: active.kid,
      algorithm: 'ES256',
      privateKey: await importJWK(active.privateJwk, 'ES256'),
    },
    jwks: { keys: keys.map((key) => key.publicJwk) },
  };
}

async function createKey(orm: MikroORM): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = {
    ...(await exportJWK(publicKey)),
    kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
  // Two replicas starting together must not both create a key: the loser's insert is ignored
  // because only one unretired key may exist (advisory lock keeps it to one writer).
  await (orm.em.fork() as EntityManager).transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(727274)');
    const existing = await em.count(SigningKey, { retiredAt: null });
    if (existing > 0) return;
    em.create(SigningKey, { kid, algorithm: 'ES256', privateJwk, publicJwk, retiredAt: null });
  });
}

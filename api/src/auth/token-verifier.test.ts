import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './token-verifier.ts';

const issuer = 'http://localhost:8080/auth/v1';
const audience = 'authenticated';
const sub = '5b0c6f0e-8a8e-4a3b-9d2c-2f4f4d0c1a11';

async function keyPair(alg: 'ES256' | 'RS256', kid: string) {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { privateKey, jwk, alg, kid };
}

type Pair = Awaited<ReturnType<typeof keyPair>>;

function token(
  pair: Pair,
  overrides: { aud?: string; iss?: string; exp?: number; sub?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'Ada@Example.com',
    user_metadata: { first_name: 'Ada' },
    session_id: 's1',
  })
    .setProtectedHeader({ alg: pair.alg, kid: pair.kid, typ: 'JWT' })
    .setSubject(overrides.sub ?? sub)
    .setIssuer(overrides.iss ?? issuer)
    .setAudience(overrides.aud ?? audience)
    .setIssuedAt(now)
    .setExpirationTime(overrides.exp ?? now + 3600)
    .sign(pair.privateKey);
}

/** An unsigned token, as an attacker would send it. */
function unsignedToken() {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub, aud: audience, iss: issuer, exp: now + 3600 })}.`;
}

let current: Pair;
let impostor: Pair;
let rsa: Pair;

beforeAll(async () => {
  current = await keyPair('ES256', 'key-1');
  impostor = await keyPair('ES256', 'key-1');
  rsa = await keyPair('RS256', 'rsa-1');
});

describe('local verification (embedded auth keys)', () => {
  const verify = () =>
    createTokenVerifier({
      verification: { kind: 'local' },
      issuer,
      audience,
      localKeys: () => ({ keys: [current.jwk] }),
    });

  it('accepts a token signed by the current key and reads its claims', async () => {
    await expect(verify()(await token(current))).resolves.toMatchObject({
      sub,
      email: 'ada@example.com',
      sessionId: 's1',
      userMetadata: { first_name: 'Ada' },
    });
  });

  it.each([
    ['an expired token', async () => token(current, { exp: Math.floor(Date.now() / 1000) - 10 })],
    ['a token signed by another key with the same kid', async () => token(impostor)],
    ['an unsigned token (alg none)', async () => unsignedToken()],
    ['a token for another audience', async () => token(current, { aud: 'service_role' })],
    [
      'a token from another issuer',
      async () => token(current, { iss: 'https://evil.example/auth/v1' }),
    ],
    ['an RS256 token from an unknown key', async () => token(rsa)],
    ['a subject that is not a user id', async () => token(current, { sub: 'admin' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('rejects %s as UNAUTHENTICATED', async (_label, make) => {
    await expect(verify()(await make())).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('shared-secret verification (HS256)', () => {
  const secret = 'a-long-shared-secret-for-hs256-tokens-only';
  const verify = createTokenVerifier({ verification: { kind: 'secret', secret }, audience });
  const sign = (key: string) =>
    new SignJWT({ email: 'cook@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience(audience)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(key));

  it('accepts a token signed with the secret', async () => {
    await expect(verify(await sign(secret))).resolves.toMatchObject({
      sub,
      email: 'cook@example.com',
    });
  });

  it('rejects a token signed with another secret, or with an asymmetric key', async () => {
    await expect(verify(await sign('another-secret-of-sufficient-length!!'))).rejects.toMatchObject(
      { code: 'UNAUTHENTICATED' },
    );
    await expect(verify(await token(current))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('JWKS URL verification (hosted Supabase)', () => {
  let server: Server;
  let jwksUrl: string;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      if (request.url !== '/auth/v1/.well-known/jwks.json') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [current.jwk, rsa.jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies ES256 and RS256 tokens with keys fetched once and cached', async () => {
    const verify = createTokenVerifier({
      verification: { kind: 'jwks', url: jwksUrl },
      issuer,
      audience,
    });
    for (let round = 0; round < 3; round += 1) {
      await expect(verify(await token(current))).resolves.toMatchObject({ sub });
      await expect(verify(await token(rsa))).resolves.toMatchObject({ sub });
    }
    expect(requests).toBe(1);
  });

  it('rejects a token signed by a key the JWKS does not publish', async () => {
    const verify = createTokenVerifier({
      verification: { kind: 'jwks', url: jwksUrl },
      issuer,
      audience,
    });
    await expect(verify(await token(impostor))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestUser,
  testAudience,
  testIssuer,
} from './create-test-app.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('tamper@example.com');
});
afterAll(() => app.close());

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token like the embedded auth's, signed with `key` and the given header and claims. */
async function forged(options: {
  alg?: 'ES256' | 'HS256';
  key?: CryptoKeyLike;
  claims?: Record<string, unknown>;
}) {
  const payload = {
    sub: cook.id,
    iss: testIssuer,
    aud: testAudience,
    iat: now(),
    exp: now() + 3600,
    email: cook.email,
    role: 'authenticated',
    session_id: randomUUID(),
    ...options.claims,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: app.keys.active.kid, typ: 'JWT' })
    .sign(options.key ?? app.keys.active.privateKey);
}

type CryptoKeyLike = Parameters<SignJWT['sign']>[0];

const cases: [string, () => Promise<string>][] = [
  [
    'an unsigned token (alg none)',
    async () =>
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: cook.id, aud: testAudience, iss: testIssuer, exp: now() + 3600 })}.`,
  ],
  [
    'a token signed by another key under the real kid',
    async () => forged({ key: (await generateKeyPair('ES256')).privateKey }),
  ],
  [
    'an HS256 token keyed with the published public key (algorithm confusion)',
    async () => {
      const publicJwk =
        app.keys.jwks.keys[0] ?? (await exportJWK((await generateKeyPair('ES256')).publicKey));
      return forged({ alg: 'HS256', key: new TextEncoder().encode(JSON.stringify(publicJwk)) });
    },
  ],
  ['an expired token', async () => forged({ claims: { exp: now() - 60 } })],
  ['a token for another audience', async () => forged({ claims: { aud: 'service_role' } })],
  [
    'a token from another issuer',
    async () => forged({ claims: { iss: 'https://evil.example/auth/v1' } }),
  ],
  [
    'a valid token with its payload edited',
    async () => {
      const [header, payload, signature] = cook.token.split('.');
      const edited = {
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: randomUUID(),
      };
      return `${header}.${encode(edited)}.${signature}`;
    },
  ],
];

describe('tampered access tokens', () => {
  it('accepts the genuine token', async () => {
    expect((await rest(app, 'GET', '/api/recipes', { user: cook })).status).toBe(200);
  });

  it.each(cases)('refuses %s on REST (401) and GraphQL (UNAUTHENTICATED)', async (_label, make) => {
    const token = await make();
    const authorization = `Bearer ${token}`;
    const restAnswer = await rest<{ error: { code: string } }>(app, 'GET', '/api/recipes', {
      headers: { authorization },
    });
    expect(restAnswer.status).toBe(401);
    expect(restAnswer.body.error.code).toBe('UNAUTHENTICATED');
    const graphqlAnswer = await graphql(
      app,
      '{ recipes { id } }',
      {},
      { ...cook, token, authorization },
    );
    expect(graphqlAnswer.status).toBe(401);
    expect(graphqlAnswer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

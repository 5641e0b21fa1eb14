import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntelligence } from '../src/ai/create-intelligence.ts';
import { createAuthenticator } from '../src/auth/authenticate.ts';
import { hostedEmailProof } from '../src/auth/email-proof.ts';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import { parseConfig } from '../src/config.ts';
import { summarizeConfig } from '../src/config-summary.ts';
import type { Database } from '../src/db/open-database.ts';
import { createEventBus } from '../src/modules/shared/event-bus.ts';
import { type JobQueue, startJobQueue } from '../src/modules/shared/job-queue.ts';
import { buildApp } from '../src/server/app.ts';
import { openTestDatabase } from './test-database.ts';

// A stand-in for a hosted Supabase project: it publishes its signing key at the JWKS path the
// configuration derives from SUPABASE_URL, and signs tokens the api has never seen the key of.
let jwksServer: Server;
let supabaseUrl: string;
let hostedKey: { privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK };
let database: Database;
let app: FastifyInstance;
let jobs: JobQueue;
let apiUrl: string;
let intelligence: ReturnType<typeof createIntelligence>;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  hostedKey = {
    privateKey: pair.privateKey,
    jwk: { ...(await exportJWK(pair.publicKey)), kid: 'hosted-1', alg: 'ES256' },
  };
  jwksServer = createServer((request, response) => {
    jwksRequests += 1;
    if (request.url !== '/auth/v1/.well-known/jwks.json') return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [hostedKey.jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;

  const config = parseConfig({
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: 'anon-key',
    ADMIN_EMAILS: 'hosted@example.com',
  });
  database = await openTestDatabase();
  intelligence = createIntelligence({
    openai: {},
    allowPrivateImportUrls: false,
    recipePrompt: async () => '',
    logger: pino({ level: 'silent' }),
  });
  jobs = await startJobQueue({ database, logger: pino({ level: 'silent' }) });
  app = await buildApp({
    orm: database.orm,
    intelligence,
    events: createEventBus(),
    jobs,
    systemSettings: summarizeConfig(config, {
      databaseKind: database.kind,
      aiProvider: intelligence.provider,
    }),
    logger: pino({ level: 'silent' }),
    authenticate: createAuthenticator({
      orm: database.orm,
      adminEmails: config.adminEmails,
      isEmailProven: hostedEmailProof,
      verifyToken: createTokenVerifier({ ...config.tokens }),
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await jobs.stop(0);
  await intelligence.close();
  await database.close();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

function hostedToken(
  claims: { iss?: string; kid?: string; userMetadata?: Record<string, unknown> } = {},
) {
  return new SignJWT({
    email: 'hosted@example.com',
    role: 'authenticated',
    session_id: randomUUID(),
    user_metadata: claims.userMetadata ?? {},
  })
    .setProtectedHeader({ alg: 'ES256', kid: claims.kid ?? 'hosted-1' })
    .setSubject(randomUUID())
    .setIssuer(claims.iss ?? `${supabaseUrl}/auth/v1`)
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(hostedKey.privateKey);
}

const getRecipes = (token: string) =>
  fetch(`${apiUrl}/api/recipes`, { headers: { authorization: `Bearer ${token}` } });

describe('hosted Supabase mode', () => {
  it('accepts tokens verified with the project JWKS, fetched once and cached', async () => {
    for (let index = 0; index < 3; index += 1) {
      const response = await getRecipes(await hostedToken());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    expect(jwksRequests).toBe(1);
  });

  it('refuses a token from another issuer or signed by an unknown key', async () => {
    expect(
      (await getRecipes(await hostedToken({ iss: 'http://localhost:8080/auth/v1' }))).status,
    ).toBe(401);
    expect((await getRecipes(await hostedToken({ kid: 'unknown' }))).status).toBe(401);
  });

  it('grants an admin address admin rights only once the project marks it verified', async () => {
    const stats = async (userMetadata: Record<string, unknown>) =>
      (
        await fetch(`${apiUrl}/api/admin/stats`, {
          headers: { authorization: `Bearer ${await hostedToken({ userMetadata })}` },
        })
      ).status;
    expect(await stats({})).toBe(403);
    expect(await stats({ email_verified: false })).toBe(403);
    expect(await stats({ email_verified: true })).toBe(200);
  });

  it('does not serve the embedded auth endpoint', async () => {
    expect((await fetch(`${apiUrl}/auth/v1/.well-known/jwks.json`)).status).toBe(404);
  });
});

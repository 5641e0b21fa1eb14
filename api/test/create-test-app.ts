import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { signAccessToken } from '../src/auth/access-token.ts';
import { createAuthenticator } from '../src/auth/authenticate.ts';
import { loadSigningKeys, type SigningKeySet } from '../src/auth/signing-keys.ts';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import type { Database } from '../src/db/open-database.ts';
import { createEventBus, type EventBus } from '../src/modules/shared/event-bus.ts';
import { buildApp } from '../src/server/app.ts';
import { openTestDatabase } from './test-database.ts';

export const testIssuer = 'http://localhost:8080/auth/v1';
export const testAudience = 'authenticated';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Authorization header value. */
  authorization: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  events: EventBus;
  keys: SigningKeySet;
  /** http://127.0.0.1:<port> */
  url: string;
  /** A signed-in user with a fresh token (same e-mail, same user). */
  user(
    email?: string,
    options?: { adminEmails?: string[]; metadata?: Record<string, unknown> },
  ): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * The real server (Fastify, Apollo, graphql-ws, REST) on a loopback port, over the file's own
 * database. Tokens are signed with the embedded auth's key and verified the way production does.
 */
export async function createTestApp(options: { adminEmails?: string[] } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const keys = await loadSigningKeys(database.orm);
  const events = createEventBus(process.env.TEST_REDIS_URL);
  const authenticate = createAuthenticator({
    orm: database.orm,
    adminEmails: new Set(options.adminEmails ?? []),
    verifyToken: createTokenVerifier({
      verification: { kind: 'local' },
      issuer: testIssuer,
      audience: testAudience,
      localKeys: () => keys.jwks,
    }),
  });
  const app = await buildApp({
    orm: database.orm,
    events,
    authenticate,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Ids differ per test file, so files sharing one Redis never see each other's events.
  const salt = randomUUID();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    app,
    database,
    events,
    keys,
    url: `http://127.0.0.1:${port}`,
    user: async (email = `cook-${randomUUID().slice(0, 8)}@example.com`, userOptions = {}) => {
      const id = uuidFor(`${salt}:${email}`);
      const token = await signAccessToken(
        keys.active,
        { sub: id, email, sessionId: randomUUID(), userMetadata: userOptions.metadata },
        { issuer: testIssuer, audience: testAudience, lifetimeSeconds: 3600 },
      );
      return { id, email, token, authorization: `Bearer ${token}` };
    },
    close: async () => {
      await app.close();
      await events.close();
      await database.close();
    },
  };
}

export function uuidFor(email: string): string {
  const hex = createHash('sha256').update(email).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

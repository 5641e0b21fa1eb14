import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { createIntelligence, type IntelligenceOptions } from '../src/ai/create-intelligence.ts';
import { signAccessToken } from '../src/auth/access-token.ts';
import { registerAuthRoutes } from '../src/auth/auth.routes.ts';
import { sessionExists } from '../src/auth/auth-sessions.ts';
import { type AuthSettings, createAuthSettings } from '../src/auth/auth-settings.ts';
import { createAuthenticator } from '../src/auth/authenticate.ts';
import { embeddedEmailProof, hostedEmailProof } from '../src/auth/email-proof.ts';
import { registerJwksRoute } from '../src/auth/jwks.routes.ts';
import { embeddedAdminAssurance } from '../src/auth/mfa/admin-assurance.ts';
import { configuredProviders } from '../src/auth/oauth/oauth-providers.ts';
import { createOutboxMailer } from '../src/auth/outbox-mailer.ts';
import { loadSigningKeys, type SigningKeySet } from '../src/auth/signing-keys.ts';
import { createTokenVerifier } from '../src/auth/token-verifier.ts';
import { type Config, parseConfig } from '../src/config.ts';
import { summarizeConfig } from '../src/config-summary.ts';
import type { Database } from '../src/db/open-database.ts';
import { startJobWorkers } from '../src/job-workers.ts';
import type {
  ChatSettings,
  RealtimeProvider,
  RealtimeSessionLimiter,
} from '../src/modules/chat/index.ts';
import { readPrompts } from '../src/modules/prompts/index.ts';
import { createEventBus, type EventBus, topics } from '../src/modules/shared/event-bus.ts';
import { type JobQueue, startJobQueue } from '../src/modules/shared/job-queue.ts';
import type { Metrics } from '../src/observability/metrics.ts';
import { type AppDependencies, buildApp } from '../src/server/app.ts';
import type { ServingState } from '../src/server/serving-state.ts';
import type { WebAppsOptions } from '../src/server/web-apps.ts';
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
  /** The file's own job queue, in its own database, worked by this app as a replica would. */
  jobs: JobQueue;
  keys: SigningKeySet;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Where the embedded auth writes its mails (only with the `auth` option). */
  outboxDir?: string;
  /** ADMIN_EMAILS; a test may add an address, as a restart with a new configuration would. */
  adminEmails: Set<string>;
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
export async function createTestApp(
  options: {
    adminEmails?: string[];
    /** Mounts the embedded /auth/v1 service with these settings over the defaults. */
    auth?: Partial<AuthSettings>;
    /** Whether URL import may reach loopback (the test pages); true unless a test checks the guard. */
    allowPrivateImportUrls?: boolean;
    /** External sign-in providers for the embedded auth (stand-ins on loopback). */
    oauthProviders?: Parameters<typeof configuredProviders>[0];
    /** Serve a shell (a stand-in build under `rootDir`) as production does. */
    webApps?: WebAppsOptions;
    /** Answer these hosts with this marketing site instance, as production does. */
    marketingSite?: AppDependencies['marketingSite'];
    /** Where the server logs; silent unless TEST_LOG_LEVEL says otherwise. */
    logger?: Logger;
    /** What the security headers are built from, as main.ts passes the configuration. */
    securityHeaders?: AppDependencies['securityHeaders'];
    /** The event bus's Redis over TEST_REDIS_URL (a test that stops its own Redis). */
    redisUrl?: string;
    /** Shared auth and per-cook limit counters (REDIS_URL), as several replicas use them. */
    rateLimitStore?: Redis;
    /** Believe X-Forwarded-For from these proxies (TRUST_PROXY), so tests can play many IPs. */
    trustProxy?: AppDependencies['trustProxy'];
    /** The AI provider (a stand-in OpenAI server's address and key); offline when left out. */
    openai?: IntelligenceOptions['openai'];
    /** The assistant's model and settings over the offline defaults (a stand-in provider's model). */
    chat?: Partial<ChatSettings>;
    /** The configuration the admin's System Settings describe (defaults: an empty environment). */
    config?: Config;
    /** Realtime voice's provider (a stand-in's); none by default, as without an OpenAI key. */
    realtime?: RealtimeProvider;
    /** Voice sessions per cook; the app's default limit when left out. */
    realtimeSessionLimiter?: RealtimeSessionLimiter;
    /** Instruments served at /metrics, as main.ts passes them. */
    metrics?: Metrics;
    /** Starting, serving or draining, for /readyz. */
    servingState?: ServingState;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const keys = await loadSigningKeys(database.orm);
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const events = createEventBus(options.redisUrl ?? process.env.TEST_REDIS_URL, { logger });
  const verifyToken = createTokenVerifier({
    verification: { kind: 'local' },
    issuer: testIssuer,
    audience: testAudience,
    localKeys: () => keys.jwks,
  });
  const adminEmails = new Set(options.adminEmails ?? []);
  const authenticate = createAuthenticator({
    orm: database.orm,
    adminEmails,
    verifyToken,
    // Without the embedded auth, tokens minted by `user()` stand in for a hosted project's.
    isEmailProven: options.auth ? embeddedEmailProof(database.orm) : hostedEmailProof,
    // With the embedded auth mounted, tokens are checked against its sessions as in production;
    // without it, tests mint tokens for sessions that exist nowhere.
    isSessionActive: options.auth
      ? (sessionId) => sessionExists(database.orm.em.fork() as EntityManager, sessionId)
      : undefined,
    isAdminAssured: options.auth ? embeddedAdminAssurance(database.orm) : undefined,
  });
  const authOptions = options.auth;
  const outboxDir = authOptions ? mkdtempSync(join(tmpdir(), 'auth-outbox-')) : undefined;
  // The offline provider unless a test passes one, as on a machine without an OpenAI key;
  // imports may reach loopback.
  const intelligence = createIntelligence({
    openai: options.openai ?? {},
    allowPrivateImportUrls: options.allowPrivateImportUrls ?? true,
    recipePrompt: async () =>
      (await readPrompts(database.orm.em.fork() as EntityManager)).recipePrompt,
    logger,
    metrics: options.metrics,
  });
  Object.assign(intelligence.chat, options.chat);
  if (options.realtime) intelligence.realtime = options.realtime;
  const jobs = await startJobQueue({
    database,
    logger,
    onSettled: (queue, outcome, seconds) =>
      options.metrics?.jobs.observe({ queue, outcome }, seconds),
  });
  options.metrics?.countJobsWith(() => jobs.depth());
  await startJobWorkers({ orm: database.orm, events, jobs, intelligence, logger });
  const app = await buildApp({
    orm: database.orm,
    events,
    jobs,
    intelligence,
    systemSettings: summarizeConfig(options.config ?? parseConfig({}), {
      databaseKind: database.kind,
      aiProvider: intelligence.provider,
    }),
    authenticate,
    realtimeSessionLimiter: options.realtimeSessionLimiter,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    logger,
    webApps: options.webApps,
    marketingSite: options.marketingSite,
    securityHeaders: options.securityHeaders,
    trustProxy: options.trustProxy,
    metrics: options.metrics,
    servingState: options.servingState,
    register:
      authOptions && outboxDir
        ? async (server) => {
            registerJwksRoute(server, () => keys.jwks);
            await registerAuthRoutes(server, {
              orm: database.orm,
              signingKey: () => keys.active,
              verifyToken,
              mailer: createOutboxMailer({ directory: outboxDir, logger }),
              settings: createAuthSettings({
                issuer: testIssuer,
                audience: testAudience,
                siteUrl: 'http://localhost:5173',
                adminEmails,
                ...authOptions,
              }),
              oauthProviders: configuredProviders(options.oauthProviders ?? {}),
              sessionsEnded: (sessionIds) => events.publish(topics.sessionsEnded(), { sessionIds }),
              rateLimitStore: options.rateLimitStore,
            });
          }
        : undefined,
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
    jobs,
    keys,
    url: `http://127.0.0.1:${port}`,
    outboxDir,
    adminEmails,
    user: async (email = `cook-${randomUUID().slice(0, 8)}@example.com`, userOptions = {}) => {
      const id = uuidFor(`${salt}:${email}`);
      const token = await signAccessToken(
        keys.active,
        {
          sub: id,
          email,
          sessionId: randomUUID(),
          // A hosted project marks a confirmed address so (see email-proof.ts).
          userMetadata: { email_verified: true, ...userOptions.metadata },
        },
        { issuer: testIssuer, audience: testAudience, lifetimeSeconds: 3600 },
      );
      return { id, email, token, authorization: `Bearer ${token}` };
    },
    close: async () => {
      await app.close();
      await jobs.stop(1_000);
      await events.close();
      await intelligence.close();
      await database.close();
      if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export function uuidFor(email: string): string {
  const hex = createHash('sha256').update(email).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

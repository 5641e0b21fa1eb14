// Composition root: configuration → database → services → servers. Nothing else constructs.
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createIntelligence } from './ai/create-intelligence.ts';
import { warmUpKitchenTables } from './ai/kitchen-warm-up.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { createAuthMailer } from './auth/auth-mailer.ts';
import { sessionExists } from './auth/auth-sessions.ts';
import { createAuthSettings } from './auth/auth-settings.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { embeddedEmailProof, hostedEmailProof } from './auth/email-proof.ts';
import { registerJwksRoute } from './auth/jwks.routes.ts';
import { embeddedAdminAssurance } from './auth/mfa/admin-assurance.ts';
import { configuredProviders } from './auth/oauth/oauth-providers.ts';
import { loadSigningKeys } from './auth/signing-keys.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { parseConfig } from './config.ts';
import { summarizeConfig } from './config-summary.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { requestNutritionRecompute, startJobWorkers } from './job-workers.ts';
import { readPrompts } from './modules/prompts/index.ts';
import { createEventBus, topics } from './modules/shared/event-bus.ts';
import { startJobQueue } from './modules/shared/job-queue.ts';
import { createUserRateLimiter } from './modules/shared/user-rate-limiter.ts';
import { createMetrics } from './observability/metrics.ts';
import { requestIdLogFields } from './observability/request-scope.ts';
import { buildApp } from './server/app.ts';
import { defaultGraphiqlDistDir } from './server/graphiql.ts';
import { startMarketingSite } from './server/marketing-site.ts';
import { createServingState } from './server/serving-state.ts';
import { startStartupResponder } from './server/startup-responder.ts';
import { stopAccepting } from './server/stop-accepting.ts';

const config = parseConfig();
const logger = pino({ level: config.logLevel, mixin: requestIdLogFields });
const servingState = createServingState();
const metrics = createMetrics();

// The port answers from the first moment: starting (possibly waiting on another replica's
// migration) is not the same as absent.
const startupResponder = await startStartupResponder({ port: config.port, host: config.host });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(database.orm);
logger.info(
  {
    database: database.kind,
    dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
    applied,
  },
  'database ready',
);

const signingKeys = await loadSigningKeys(database.orm);
const events = createEventBus(config.redisUrl, {
  logger,
  onDropped: () => metrics.droppedEvents.inc(),
});
const jobs = await startJobQueue({
  database,
  logger,
  onSettled: (queue, outcome, seconds) => metrics.jobs.observe({ queue, outcome }, seconds),
});
metrics.countJobsWith(() => jobs.depth());
const rateLimitStore = config.redisUrl
  ? new Redis(config.redisUrl, { enableOfflineQueue: false })
  : undefined;
// The limits fall back to this process's counts while Redis is away (insurance limiters).
rateLimitStore?.on('error', (error) =>
  logger.debug({ err: error }, 'rate limit store unreachable'),
);
const verifyToken = createTokenVerifier({
  verification: config.tokens.verification,
  issuer: config.tokens.issuer,
  audience: config.tokens.audience,
  localKeys: () => signingKeys.jwks,
});
const authenticate = createAuthenticator({
  orm: database.orm,
  adminEmails: config.adminEmails,
  verifyToken,
  isEmailProven:
    config.tokens.verification.kind === 'local'
      ? embeddedEmailProof(database.orm)
      : hostedEmailProof,
  isSessionActive:
    config.tokens.verification.kind === 'local'
      ? (sessionId) => sessionExists(database.orm.em.fork() as EntityManager, sessionId)
      : undefined,
  isAdminAssured:
    config.tokens.verification.kind === 'local' ? embeddedAdminAssurance(database.orm) : undefined,
});

const intelligence = createIntelligence({
  openai: config.openai,
  chat: config.chat,
  allowPrivateImportUrls: config.allowPrivateImportUrls,
  recipePrompt: async () =>
    (await readPrompts(database.orm.em.fork() as EntityManager)).recipePrompt,
  logger,
  metrics,
});
logger.info({ provider: intelligence.provider }, 'AI provider');
warmUpKitchenTables();

// The product's landing page: on its own port (localhost), and through the app server on the
// root and www hosts when the app runs on an app. host (production).
const marketing = await startMarketingSite({
  port: config.marketing.port,
  host: config.host,
  distDir: join(config.webRoot, 'shell', 'dist-marketing'),
  appUrl: `${config.publicUrl}/`,
  logger,
});

const app = await buildApp({
  orm: database.orm,
  events,
  jobs,
  intelligence,
  systemSettings: summarizeConfig(config, {
    databaseKind: database.kind,
    aiProvider: intelligence.provider,
  }),
  authenticate,
  realtimeSessionLimiter: createUserRateLimiter(
    {
      keyPrefix: 'realtime-sessions',
      points: config.realtime.sessionsPerHour,
      windowSeconds: 3600,
    },
    rateLimitStore,
  ),
  ...(rateLimitStore ? { rateLimitStore } : {}),
  logger,
  graphiqlDir: defaultGraphiqlDistDir,
  webApps: {
    rootDir: config.webRoot,
    shellUrl: config.shellUrl,
    remoteUrls: config.remoteUrls,
    publicUrl: config.publicUrl,
    marketingUrl: config.marketing.url,
  },
  marketingSite: { hosts: config.marketing.hosts, site: marketing.app },
  securityHeaders: {
    publicUrl: config.publicUrl,
    remoteUrls: config.remoteUrls,
    supabaseUrl: config.supabase?.url,
    realtimeProviderUrl: config.realtime.providerUrl,
  },
  trustProxy: config.trustProxy,
  metrics,
  servingState,
  register: async (server) => {
    // The embedded /auth/v1 only when the api signs its own tokens (never with SUPABASE_URL).
    if (config.tokens.verification.kind === 'local') {
      registerJwksRoute(server, () => signingKeys.jwks);
      await registerAuthRoutes(server, {
        orm: database.orm,
        signingKey: () => signingKeys.active,
        verifyToken,
        mailer: createAuthMailer({
          smtpUrl: config.auth.smtpUrl,
          from: config.auth.mailFrom,
          outboxDir: join(config.dataDir, 'outbox'),
          logger,
        }),
        settings: createAuthSettings({
          issuer: config.tokens.issuer ?? `${config.publicUrl}/auth/v1`,
          audience: config.tokens.audience,
          jwtLifetimeSeconds: config.auth.jwtLifetimeSeconds,
          autoConfirm: config.auth.autoConfirm,
          adminEmails: config.adminEmails,
          siteUrl: config.auth.siteUrl,
          redirectUrls: config.auth.redirectUrls,
          publicUrl: config.publicUrl,
        }),
        oauthProviders: configuredProviders({
          google: config.auth.google,
          github: config.auth.github,
        }),
        rateLimitStore,
        sessionsEnded: (sessionIds) => events.publish(topics.sessionsEnded(), { sessionIds }),
      });
    }
  },
});

await startupResponder.close();
await app.listen({ port: config.port, host: config.host });
servingState.phase = 'serving';
logger.info(
  {
    marketingHosts: config.marketing.hosts.length ? config.marketing.hosts : undefined,
  },
  `serving ${config.publicUrl} (GraphQL explorer at ${config.publicUrl}/graphql), landing page at ${config.marketing.url} (listening on ${marketing.url})`,
);

// This replica takes its share of queued imports; figures saved by an older calculator are
// recomputed by one of the replicas, while the server answers.
await startJobWorkers({ orm: database.orm, events, jobs, intelligence, logger });
await requestNutritionRecompute({ jobs }, intelligence.recipes.nutritionVersion);

let isShuttingDown = false;
async function shutDown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  // Readiness turns false first, so a balancer that probes stops sending new work here while
  // requests already here finish; then the port closes and sockets are told to reconnect
  // elsewhere (1001).
  servingState.phase = 'draining';
  logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining');
  const forceExit = setTimeout(() => process.exit(1), config.drainDelayMs + 12_000);
  forceExit.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    await stopAccepting(app.server);
    await app.close();
    // Jobs under way finish here; those that cannot in time are taken up by another replica.
    await jobs.stop();
    await marketing.close();
    await events.close();
    await intelligence.close();
    rateLimitStore?.disconnect();
    await database.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

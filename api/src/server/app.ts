import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Context, DomainError, schema, UnauthenticatedError, type Viewer } from '@app/schema';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Authenticate } from '../auth/authenticate.ts';
import { type ContextDependencies, createContext } from '../context.ts';
import { createChatTurnLimiter } from '../modules/chat/index.ts';
import { createUserRateLimiter } from '../modules/shared/user-rate-limiter.ts';
import type { Metrics } from '../observability/metrics.ts';
import { runInRequestScope } from '../observability/request-scope.ts';
import { registerAdminRoutes } from '../rest/admin.routes.ts';
import { registerAdminReportRoutes } from '../rest/admin-reports.routes.ts';
import { registerChatRoutes } from '../rest/chat.routes.ts';
import { errorBody, httpStatusOf, RestError } from '../rest/http-status.ts';
import { registerImportRoutes } from '../rest/imports.routes.ts';
import { prepareOperations } from '../rest/operations.ts';
import { registerRecipeRoutes } from '../rest/recipes.routes.ts';
import { createOperationRunner } from '../rest/run-operation.ts';
import { registerSharedRecipeRoutes } from '../rest/shared-recipes.routes.ts';
import { registerShoppingRoutes } from '../rest/shopping.routes.ts';
import { registerUserRoutes } from '../rest/users.routes.ts';
import { isPublicRoute } from '../rest/viewer.ts';
import { registerGraphqlRoute } from './apollo.ts';
import { maxJsonBodyBytes } from './body-limits.ts';
import { registerCompression } from './compression.ts';
import { registerGraphiql } from './graphiql.ts';
import { registerImageRoutes } from './images.routes.ts';
import { dispatchMarketingHosts, marketingRequestMatcher } from './marketing-hosts.ts';
import { registerMetricsRoute } from './metrics.routes.ts';
import { registerProbes } from './probes.ts';
import { recordRoutes } from './route-table.ts';
import { registerSecurityHeaders, type SecurityHeadersOptions } from './security-headers.ts';
import { outageOf, serviceUnavailable } from './service-unavailable.ts';
import type { ServingState } from './serving-state.ts';
import { registerSharedRecipePage, type SharedRecipeSummary } from './shared-recipe-page.ts';
import { refuseUnstorableText } from './storable-text-hook.ts';
import { attachSubscriptionServer } from './subscriptions.ts';
import { registerWebApps, type WebAppsOptions } from './web-apps.ts';

/** Voice sessions a cook may start per hour when the composition root sets no limiter. */
const defaultRealtimeSessionsPerHour = 30;

export interface AppDependencies
  extends Omit<ContextDependencies, 'realtimeSessionLimiter' | 'chatTurnLimiter'>,
    Partial<Pick<ContextDependencies, 'realtimeSessionLimiter' | 'chatTurnLimiter'>> {
  /** Where per-cook budgets are counted so every replica shares them (REDIS_URL); else in memory. */
  rateLimitStore?: Redis;
  authenticate: Authenticate;
  logger: Logger;
  /** Extra routes mounted by the composition root (auth endpoint, static files). */
  register?: (app: FastifyInstance) => Promise<void> | void;
  graphiqlDir?: string;
  /** Serve the built shell and remotes (production); tests of the API leave it out. */
  webApps?: WebAppsOptions;
  /** The marketing site's instance and the hosts (root domain, www) it answers on this server. */
  marketingSite?: { hosts: readonly string[]; site: FastifyInstance };
  /** What the Content-Security-Policy and HSTS are built from (security-headers.ts). */
  securityHeaders?: SecurityHeadersOptions;
  /** Which proxies' X-Forwarded-For gives `request.ip` (TRUST_PROXY); none by default. */
  trustProxy?: string | false;
  /** Instruments recorded into and served at `/metrics`; none in tests that leave it out. */
  metrics?: Metrics;
  /** Starting, serving or draining, for `/readyz`; always serving when left out. */
  servingState?: ServingState;
}

/** The HTTP app: GraphQL, subscriptions, REST and health on one port. Listening is the caller's job. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  // Behind a load balancer every socket is the balancer's: per-IP sign-in limits need the
  // client's address from the header the trusted proxy appends.
  const trustProxy: FastifyServerOptions['trustProxy'] = deps.trustProxy || false;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: maxJsonBodyBytes,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    // The request id comes from the request scope (request-scope.ts) on every line, the root
    // logger's included; bound here as well it would be written twice.
    childLoggerFactory: (logger, { reqId: _reqId, ...bindings }, options) =>
      logger.child(bindings, options),
    // One line per request, written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // While draining (main.ts), a request on a connection accepted before the port closed is
    // answered, not refused: a balancer would not send a refused write elsewhere.
    return503OnClosing: false,
    trustProxy,
    // A long path segment reaches the route, whose own check answers it in the app's shape; the
    // router's default (100) answered a bare 414 first.
    routerOptions: { maxParamLength: 2_048 },
    clientErrorHandler: answerClientError,
  });
  recordRoutes(app);
  const contextDeps: ContextDependencies = {
    ...deps,
    realtimeSessionLimiter:
      deps.realtimeSessionLimiter ??
      createUserRateLimiter(
        {
          keyPrefix: 'realtime-sessions',
          points: defaultRealtimeSessionsPerHour,
          windowSeconds: 3600,
        },
        deps.rateLimitStore,
      ),
    chatTurnLimiter: deps.chatTurnLimiter ?? createChatTurnLimiter(deps.rateLimitStore),
  };
  const contextFor = (viewer: Viewer | null): Context => createContext(contextDeps, viewer);
  // First of all: everything done for a request, services and the jobs it queues included,
  // runs in its scope and logs its id.
  app.addHook('onRequest', (request, _reply, done) =>
    runInRequestScope({ requestId: request.id }, done),
  );
  const isMarketingRequest = marketingRequestMatcher(deps.marketingSite?.hosts ?? []);
  // First of all hooks: a request for the marketing site's host never reaches the app.
  if (deps.marketingSite)
    dispatchMarketingHosts(app, { isMarketingRequest, site: deps.marketingSite.site });
  // Before any route: the plugin attaches itself to the routes registered after it.
  await registerCompression(app);
  await registerSecurityHeaders(app, deps.securityHeaders ?? {});

  // Only JSON bodies: Fastify's default text/plain parser would let a JSON text through as a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!request.url.startsWith('/api/')) return;
    request.viewer = await deps.authenticate(request.headers.authorization);
    // Checked before the body is read, so a guest learns nothing from validation messages.
    if (!request.viewer && !isPublicRoute(request)) throw new UnauthenticatedError();
  });
  refuseUnstorableText(app);
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics?.httpRequests.observe(
      {
        method: request.method,
        // The route's pattern (/api/recipes/:id), never the path: ids would make a series each.
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        // Without the query: e-mail links carry one-time tokens there.
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setErrorHandler((error, request, reply) => {
    const { code, message, details } = describeError(error);
    const status = httpStatusOf(code);
    if (status === 503)
      request.log.warn({ err: error }, 'request failed: a service is unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Every refusal for a budget, and every outage, says when to come back, in whole seconds.
    if (status === 429) reply.header('retry-after', String(retryAfterOf(details)));
    if (status === 503) reply.header('retry-after', String(serviceUnavailable.retryAfterSeconds));
    if (request.url.startsWith('/graphql')) {
      return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return reply.code(status).send(errorBody(code, message, details));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply
      .code(404)
      .send(errorBody('NOT_FOUND', `There is nothing at ${request.method} ${path}.`));
  });

  const subscriptions = attachSubscriptionServer({
    server: app.server,
    schema,
    authenticate: deps.authenticate,
    createContext: contextFor,
    events: deps.events,
    logger: deps.logger,
    refuses: isMarketingRequest,
    metrics: deps.metrics,
  });
  await subscriptions.ready;
  await registerGraphqlRoute(app, {
    schema,
    authenticate: deps.authenticate,
    createContext: contextFor,
    logger: deps.logger,
    onDrain: subscriptions.close,
    metrics: deps.metrics,
  });
  if (deps.graphiqlDir) await registerGraphiql(app, { distDir: deps.graphiqlDir });

  const run = createOperationRunner(prepareOperations(schema), contextFor, deps.logger);
  registerRecipeRoutes(app, run);
  registerSharedRecipeRoutes(app, run);
  registerShoppingRoutes(app, run);
  registerChatRoutes(app, run);
  registerUserRoutes(app, run);
  registerImportRoutes(app, run);
  registerAdminRoutes(app, run);
  registerAdminReportRoutes(app, run);
  registerProbes(app, { orm: deps.orm, state: deps.servingState ?? { phase: 'serving' } });
  registerImageRoutes(app, deps.orm);
  if (deps.metrics) registerMetricsRoute(app, deps.metrics);
  await deps.register?.(app);
  const shellPage = deps.webApps ? await registerWebApps(app, deps.webApps) : null;
  if (deps.webApps && shellPage) {
    registerSharedRecipePage(app, {
      shellPage,
      publicUrl: deps.webApps.publicUrl,
      // As a guest: the preview shows exactly what the public page may show.
      findSharedRecipe: async (id) =>
        (await run('SharedRecipe', { id }, null)).sharedRecipe as SharedRecipeSummary | null,
    });
  }
  return app;
}

/**
 * Requests Node refuses before Fastify sees them (headers or address over 16 KB, a client that
 * never finishes its headers), answered in the app's JSON error shape instead of Fastify's.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers, the address included, are larger than 16 KB.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The typed error's own wait (`retryAfterSeconds`), else a minute. */
function retryAfterOf(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds >= 1 ? Math.ceil(seconds) : 60;
}

/** Maps anything thrown in a route to a code and a message a client may see. */
function describeError(error: unknown): { code: string; message: string; details?: unknown } {
  const outage = outageOf(error);
  if (outage) return outage;
  if (error instanceof RestError)
    return { code: error.code, message: error.message, details: error.details };
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request body is larger than ${maxJsonBodyBytes} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as application/json.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body.' };
  }
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      message: fastifyError.message ?? 'Bad request.',
    };
  }
  return {
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Something went wrong on our side. Please try again.',
  };
}

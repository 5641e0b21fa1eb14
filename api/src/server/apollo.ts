import { ApolloServer, type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { type Context, DomainError, type Viewer } from '@app/schema';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema, Kind } from 'graphql';
import type { Logger } from 'pino';
import type { Authenticate } from '../auth/authenticate.ts';
import type { Metrics } from '../observability/metrics.ts';
import { httpStatusOf } from '../rest/http-status.ts';
import { createFormatError } from './format-error.ts';
import { graphiqlPage, wantsGraphiql } from './graphiql.ts';
import { graphqlBodyLimit } from './graphql-body-limit.ts';
import { graphqlValidationRules, maxQueryTokens } from './graphql-limits.ts';
import { refuseUnstorableVariables } from './graphql-storable-text.ts';
import { createJitGateway } from './jit-execution.ts';
import { isServiceUnavailable, serviceUnavailable, storageFull } from './service-unavailable.ts';

export interface GraphqlRouteOptions {
  schema: GraphQLSchema;
  authenticate: Authenticate;
  createContext: (viewer: Viewer | null) => Context;
  logger: Logger;
  /** Closed when the server drains, after in-flight requests finish. */
  onDrain: () => Promise<void>;
  metrics?: Metrics;
}

/** `POST /graphql` (and GET for queries); a browser asking for HTML gets the GraphiQL explorer. */
export async function registerGraphqlRoute(app: FastifyInstance, options: GraphqlRouteOptions) {
  const apollo = new ApolloServer<Context>({
    gateway: createJitGateway(options.schema),
    formatError: createFormatError(options.logger),
    validationRules: graphqlValidationRules,
    parseOptions: { maxTokens: maxQueryTokens },
    includeStacktraceInErrorResponses: false,
    introspection: true,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // Its per-field hook wraps every resolver of the shared schema, REST included, and the app
      // sets no cache hints: on a 500-recipe list it cost more than executing the query.
      ApolloServerPluginCacheControlDisabled(),
      refuseUnstorableVariables(),
      statusOfOutages(),
      ...(options.metrics ? [operationTimings(options.metrics)] : []),
      {
        async serverWillStart() {
          return { drainServer: options.onDrain };
        },
      },
    ],
  });
  await apollo.start();

  // Authenticated once per request, as it arrives: the body limit depends on who sends it.
  const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const requestViewer = (request: FastifyRequest) => {
    let viewer = viewers.get(request);
    if (!viewer) {
      viewer = viewerOf(options.authenticate, request.headers.authorization);
      viewers.set(request, viewer);
    }
    return viewer;
  };
  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => options.createContext(await requestViewer(request)),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // The photo mutations may carry 15 MB from a cook; anything else 1 MB. The token limit
    // still bounds the query itself.
    ...graphqlBodyLimit(requestViewer),
    // GraphiQL's dialogs add <style> elements at run time: the page's policy admits them by nonce.
    helmet: { enableCSPNonces: true },
    handler: (request, reply) => {
      if (wantsGraphiql(request)) {
        const page = graphiqlPage({ styleNonce: reply.cspNonce.style });
        return reply.type('text/html; charset=utf-8').send(page);
      }
      return handler.call(app, request as never, reply as never);
    },
  });
  return apollo;
}

/** A bad token is a 401 with a typed error, not a silent guest and not a 500. */
async function viewerOf(authenticate: Authenticate, authorization: string | undefined) {
  try {
    return await authenticate(authorization);
  } catch (error) {
    if (isServiceUnavailable(error)) {
      throw new GraphQLError(serviceUnavailable.message, {
        extensions: {
          code: serviceUnavailable.code,
          http: {
            status: 503,
            headers: new HeaderMap([['retry-after', String(serviceUnavailable.retryAfterSeconds)]]),
          },
        },
      });
    }
    if (error instanceof DomainError) {
      throw new GraphQLError(error.message, {
        extensions: { code: error.code, http: { status: httpStatusOf(error.code) } },
      });
    }
    throw error;
  }
}

/**
 * An operation that met an outage (its errors say SERVICE_UNAVAILABLE or STORAGE_FULL, see
 * format-error.ts) is answered 503 with Retry-After, or 507, as REST is, so clients and
 * balancers retry the first rather than show it, and never take the second for a bug.
 */
function statusOfOutages(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const codes = new Set(
            response.body.singleResult.errors?.map((error) => error.extensions?.code),
          );
          if (codes.has(storageFull.code)) response.http.status = 507;
          else if (codes.has(serviceUnavailable.code)) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(serviceUnavailable.retryAfterSeconds));
          }
        },
      };
    },
  };
}

/**
 * Times each operation into `graphql_operation_duration_seconds`. Labelled by its first root
 * field, which the schema bounds, not by the operation's name, which any client may invent.
 */
function operationTimings(metrics: Metrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const stop = metrics.graphqlOperations.startTimer();
      return {
        async willSendResponse({ operation, errors }) {
          const firstField = operation?.selectionSet.selections.find(
            (selection) => selection.kind === Kind.FIELD,
          );
          stop({
            operation: firstField?.kind === Kind.FIELD ? firstField.name.value : 'unparsed',
            type: operation?.operation ?? 'unknown',
            outcome: errors?.length ? 'error' : 'ok',
          });
        },
      };
    },
  };
}

import type { IncomingMessage, Server } from 'node:http';
import type { Context, Viewer } from '@app/schema';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { CloseCode, makeServer } from 'graphql-ws';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Authenticate } from '../auth/authenticate.ts';
import { type EventBus, topics } from '../modules/shared/event-bus.ts';
import type { Metrics } from '../observability/metrics.ts';
import { subscribeCompiled } from './compiled-subscribe.ts';
import { graphqlValidationRules, maxQueryTokens } from './graphql-limits.ts';
import { variableErrors } from './graphql-storable-text.ts';
import { serveGraphqlWs } from './graphql-ws-transport.ts';
import { asGraphqlJsError, compileOperation } from './jit-execution.ts';
import { createSocketErrorMasking } from './socket-error-masking.ts';
import { SocketSession, socketEndReasons } from './socket-session.ts';

export interface SubscriptionServerOptions {
  server: Server;
  schema: GraphQLSchema;
  authenticate: Authenticate;
  createContext: (viewer: Viewer | null) => Context;
  /** Where sign-outs are announced, so the sockets of an ended session close on every replica. */
  events: EventBus;
  logger: Logger;
  /** Upgrades refused before the handshake (requests for the marketing site's hosts). */
  refuses?: (request: IncomingMessage) => boolean;
  /** Reads the open sockets and subscriptions of this replica when scraped. */
  metrics?: Metrics;
}

/**
 * Operations one socket may have running at once. A page subscribes to a handful of streams;
 * without a ceiling one socket could make every event be delivered a thousand times.
 */
export const maxOperationsPerSocket = 50;

/**
 * Sockets one cook may hold open on a replica: a phone, a laptop and a handful of tabs with
 * room to spare. Past it a script's hundred sockets would multiply every event it receives.
 */
export const maxSocketsPerCook = 20;

/** graphql-ws's own "too many" close code; its clients do not retry it. */
const tooManySocketsCode = CloseCode.TooManyInitialisationRequests;

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The token travels in connectionParams
 * (`{ authorization: "Bearer …" }`); a socket without a valid one is closed with 4403 before any
 * operation runs, so a guest never streams anything. The socket then follows its session
 * (socket-session.ts): a client keeps it past the token's expiry by sending its refreshed token
 * in a ping (`{ type: "ping", payload: { authorization: "Bearer …" } }`).
 */
export function attachSubscriptionServer(options: SubscriptionServerOptions) {
  const { schema, authenticate, createContext, logger } = options;
  const sockets = new WebSocketServer({
    server: options.server,
    path: '/graphql',
    maxPayload: 1024 * 1024,
    verifyClient: ({ req }, accept) =>
      options.refuses?.(req) ? accept(false, 404, 'Not Found') : accept(true),
  });
  const masking = createSocketErrorMasking(logger);
  const operations = createOperationCache(schema);
  const socketsBySession = new Map<string, Set<SocketSession>>();
  const socketsByCook = new Map<string, Set<SocketSession>>();
  const releaseSocket = (session: SocketSession, cookId: string) => {
    const own = socketsByCook.get(cookId);
    own?.delete(session);
    if (own?.size === 0) socketsByCook.delete(cookId);
  };
  // Each socket's running operations, for the metrics; a socket leaves the set as it closes.
  const openContexts = new Set<{ subscriptions: Record<string, unknown> }>();
  options.metrics?.countSocketsWith({
    openSockets: () => sockets.clients.size,
    activeSubscriptions: () =>
      [...openContexts].reduce((sum, ctx) => sum + Object.keys(ctx.subscriptions).length, 0),
  });

  const graphqlWs = makeServer<Record<string, unknown> | undefined, SocketSession>({
    schema,
    onConnect: async (ctx) => {
      openContexts.add(ctx);
      const session = ctx.extra;
      if (!(await session.open(authorizationFrom(ctx.connectionParams)))) return false;
      const cookId = session.current?.id;
      if (!cookId) return false;
      const own = socketsByCook.get(cookId) ?? new Set<SocketSession>();
      if (own.size >= maxSocketsPerCook) {
        session.closeWith(
          tooManySocketsCode,
          `Too many connections: at most ${maxSocketsPerCook} per account`,
        );
        return false;
      }
      socketsByCook.set(cookId, own.add(session));
      session.onDispose(() => releaseSocket(session, cookId));
      return true;
    },
    onClose: (ctx) => {
      openContexts.delete(ctx);
    },
    onPing: async (ctx, payload) => {
      const authorization = authorizationFrom(payload);
      if (authorization) await ctx.extra.renew(authorization);
    },
    onSubscribe: async (ctx, _id, payload) => {
      // Counted before anything is awaited: operations arriving together all count.
      if (Object.keys(ctx.subscriptions).length > maxOperationsPerSocket) {
        return [
          new GraphQLError(
            `A connection may run at most ${maxOperationsPerSocket} operations at once.`,
          ),
        ];
      }
      const viewer = await ctx.extra.assertActive();
      if (!viewer) return [new GraphQLError('This session has ended; sign in again.')];
      const operation = operations.prepare(payload.query, payload.operationName);
      const definition = operation.document
        ? (getOperationAST(operation.document, payload.operationName) ?? undefined)
        : undefined;
      const errors = [...operation.errors, ...variableErrors(definition, payload.variables)];
      if (errors.length > 0 || !operation.document) return errors;
      return {
        schema,
        document: operation.document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: createContext(viewer),
      };
    },
    // Every event of every subscriber is one execution: compiled once per operation, it costs a
    // fraction of graphql-js's walk, which is what a change fanned out to hundreds waits on.
    subscribe: (args) => subscribeCompiled(args, operations.compiledFor(args.document)),
    execute: (args) =>
      operations
        .compiledFor(args.document)
        ?.query(args.rootValue, args.contextValue, args.variableValues) ?? execute(args),
    onNext: (_ctx, _id, _payload, _args, result) => masking.result(withGraphqlJsErrors(result)),
    onError: (_ctx, _id, _payload, errors) => {
      logger.warn({ errors: errors.map((error) => error.message) }, 'subscription error');
      return masking.errors(errors);
    },
  });

  const transport = serveGraphqlWs(sockets, graphqlWs, {
    logger,
    extraFor: (socket) => {
      const session: SocketSession = new SocketSession(
        authenticate,
        (code, reason) => socket.close(code, reason),
        (previous, next) => {
          if (previous) {
            const ofPrevious = socketsBySession.get(previous);
            ofPrevious?.delete(session);
            if (ofPrevious?.size === 0) socketsBySession.delete(previous);
          }
          if (next)
            socketsBySession.set(next, (socketsBySession.get(next) ?? new Set()).add(session));
        },
      );
      return session;
    },
    onClose: (session) => session.dispose(),
  });

  // Also the authenticator forgets them, so HTTP refuses their tokens at once as well.
  const sessionEnds = followSessionEnds(options.events, (sessionIds) => {
    authenticate.forgetSessions(sessionIds);
    for (const id of sessionIds) {
      for (const session of socketsBySession.get(id) ?? []) {
        session.end(socketEndReasons.sessionEnded);
      }
    }
  });

  return {
    /** Resolves once sign-outs announced from now on are acted upon. */
    ready: sessionEnds.ready,
    /** Closes every socket with 1001 (going away) so clients reconnect to another replica. */
    close: async () => {
      await sessionEnds.stop();
      await transport.dispose();
    },
  };
}

interface PreparedOperation {
  document?: DocumentNode;
  errors: readonly GraphQLError[];
}

/**
 * Subscribers send the same few operations over and over (every open page subscribes to the
 * same streams): each is parsed, validated and compiled once, then only its variables differ.
 */
function createOperationCache(schema: GraphQLSchema) {
  const rules = [...specifiedRules, ...graphqlValidationRules];
  // Bounded by the text it keeps (a socket message may be 1 MB), not only by entries.
  const prepared = new LRUCache<string, PreparedOperation>({
    max: 500,
    maxSize: 2_000_000,
    sizeCalculation: (_operation, key) => Math.max(1, key.length),
  });
  const compiled = new WeakMap<DocumentNode, CompiledQuery>();
  return {
    prepare(query: string, operationName?: string | null): PreparedOperation {
      const key = `${operationName ?? ''}\n${query}`;
      const known = prepared.get(key);
      if (known) return known;
      let operation: PreparedOperation;
      try {
        const document = parse(query, { maxTokens: maxQueryTokens });
        const errors = validate(schema, document, rules);
        operation = errors.length > 0 ? { errors } : { document, errors: [] };
        if (operation.document)
          compiled.set(document, compileOperation(schema, document, operationName ?? undefined));
      } catch (error) {
        // A syntax error as parse words it; an operation that cannot run (which one of several?)
        // as the compiler words it.
        operation = {
          errors: [
            error instanceof GraphQLError ? error : new GraphQLError((error as Error).message),
          ],
        };
      }
      if (key.length <= 100_000) prepared.set(key, operation);
      return operation;
    },
    compiledFor: (document: DocumentNode) => compiled.get(document),
  };
}

/** graphql-jit's errors, rebuilt as graphql-js's, as the masking expects them. */
function withGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
}

/** Runs `onEnded` for every `sessionsEnded` announcement until stopped. */
function followSessionEnds(events: EventBus, onEnded: (sessionIds: string[]) => void) {
  const listening = events.listen<{ sessionIds?: unknown }>(topics.sessionsEnded());
  const loop = listening.then(async (announcements) => {
    for await (const { sessionIds } of announcements) {
      if (Array.isArray(sessionIds)) onEnded(sessionIds.filter((id) => typeof id === 'string'));
    }
  });
  return {
    ready: listening.then(() => undefined),
    stop: async () => {
      await (await listening).return?.();
      await loop;
    },
  };
}

function authorizationFrom(params: unknown): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const record = params as Record<string, unknown>;
  const value = record.authorization ?? record.Authorization ?? record.token ?? record.accessToken;
  if (typeof value !== 'string' || value === '') return undefined;
  return /^Bearer\s/i.test(value) ? value : `Bearer ${value}`;
}

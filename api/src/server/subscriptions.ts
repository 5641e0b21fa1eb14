import type { IncomingMessage, Server } from 'node:http';
import type { Context, Viewer } from '@app/schema';
import { type ExecutionArgs, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Authenticate } from '../auth/authenticate.ts';
import { graphqlValidationRules, maxQueryTokens } from './graphql-limits.ts';
import { unstorableVariableErrors } from './graphql-storable-text.ts';
import { createSocketErrorMasking } from './socket-error-masking.ts';

export interface SubscriptionServerOptions {
  server: Server;
  schema: GraphQLSchema;
  authenticate: Authenticate;
  createContext: (viewer: Viewer | null) => Context;
  logger: Logger;
  /** Upgrades refused before the handshake (requests for the marketing site's hosts). */
  refuses?: (request: IncomingMessage) => boolean;
}

interface SocketExtra {
  viewer?: Viewer;
}

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The token travels in connectionParams
 * (`{ authorization: "Bearer …" }`); a socket without a valid one is closed with 4403 before any
 * operation runs, so a guest never streams anything.
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
  const rules = [...specifiedRules, ...graphqlValidationRules];
  const masking = createSocketErrorMasking(logger);

  const graphqlWs = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          const viewer = await authenticate(authorizationFrom(ctx.connectionParams));
          if (!viewer) return false;
          (ctx.extra as SocketExtra).viewer = viewer;
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        const viewer = (ctx.extra as SocketExtra).viewer ?? null;
        let document: ExecutionArgs['document'];
        try {
          document = parse(payload.query, { maxTokens: maxQueryTokens });
        } catch (error) {
          return [error as never];
        }
        const errors = [
          ...validate(schema, document, rules),
          ...unstorableVariableErrors(payload.variables),
        ];
        if (errors.length > 0) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(viewer),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => masking.result(result),
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors: errors.map((error) => error.message) }, 'subscription error');
        return masking.errors(errors);
      },
    },
    sockets,
  );

  return {
    /** Closes every socket with 1001 (going away) so clients reconnect to another replica. */
    close: async () => {
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

function authorizationFrom(
  params: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const value =
    params?.authorization ?? params?.Authorization ?? params?.token ?? params?.accessToken;
  if (typeof value !== 'string' || value === '') return undefined;
  return /^Bearer\s/i.test(value) ? value : `Bearer ${value}`;
}

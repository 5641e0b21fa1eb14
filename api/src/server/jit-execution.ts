import type {
  GatewayGraphQLRequestContext,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getVariableValues,
  printSchema,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * graphql-jit turns an operation into a specialised function once; executing it then costs a
 * fraction of graphql-js's generic walk, which dominated large lists (500 recipes × 20 fields).
 * Resolvers, scalars and error handling are the schema's own.
 */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
): CompiledQuery {
  const compiled = compileQuery(schema, document, operationName);
  if (!isCompiledQuery(compiled)) {
    throw new Error(
      `Cannot compile ${operationName ?? 'operation'}: ${compiled.errors?.map((e) => e.message).join('; ')}`,
    );
  }
  return compiled;
}

export async function runCompiled(
  compiled: CompiledQuery,
  contextValue: unknown,
  variables: Record<string, unknown> | undefined,
): Promise<ExecutionResult> {
  return compiled.query(undefined, contextValue, variables ?? {});
}

/**
 * Apollo Server lets a "gateway" supply the executor; this one serves our own schema and runs
 * each operation through a compiled query, cached by query hash. Parsing, validation, context,
 * error formatting and plugins stay Apollo's. What graphql-js's `execute` checks before running
 * anything (which operation, its variables) is checked here the way graphql-js words it, so
 * Apollo answers those mistakes with 400 as it does for its own executor.
 */
export function createJitGateway(schema: GraphQLSchema): GatewayInterface {
  const callbacks = new Set<GatewaySchemaLoadOrUpdateCallback>();
  const compiledByQuery = new LRUCache<string, CompiledQuery>({ max: 1_000 });
  return {
    onSchemaLoadOrUpdate: (callback) => {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    load: async () => {
      for (const callback of callbacks)
        callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return {
        executor: async (request) => {
          const refused = requestErrors(schema, request);
          if (refused) return { errors: refused };
          const key = `${request.queryHash}:${request.operationName ?? ''}`;
          let compiled = compiledByQuery.get(key);
          if (!compiled) {
            compiled = compileOperation(
              schema,
              request.document,
              request.operationName ?? undefined,
            );
            compiledByQuery.set(key, compiled);
          }
          const result = await runCompiled(compiled, request.context, request.request.variables);
          return result.errors
            ? { ...result, errors: result.errors.map(asGraphqlJsError) }
            : result;
        },
      };
    },
    stop: async () => {},
  };
}

/**
 * What graphql-js's `execute` refuses before running anything, worded as graphql-js words it:
 * no operation to run (Apollo then answers OPERATION_RESOLUTION_FAILURE, 400), or variables that
 * do not fit their types (Apollo recognises graphql-js's coercion errors by the variable's node
 * they carry: BAD_USER_INPUT, 400). A subscription is refused too: it runs over the socket.
 */
function requestErrors(
  schema: GraphQLSchema,
  request: GatewayGraphQLRequestContext,
): readonly GraphQLError[] | undefined {
  const { operation } = request;
  if (!operation) {
    const unresolved = compileQuery(schema, request.document, request.request.operationName);
    const errors = isCompiledQuery(unresolved) ? undefined : unresolved.errors;
    return errors?.length
      ? errors.map(asGraphqlJsError)
      : [new GraphQLError('Must provide an operation.')];
  }
  if (operation.operation === 'subscription') return [subscriptionOverHttp()];
  const variables = request.request.variables ?? {};
  return getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors;
}

function subscriptionOverHttp(): GraphQLError {
  return new GraphQLError(
    'POST requests only support query and mutation operations, not subscription operations; subscribe over WebSocket (graphql-ws) at /graphql.',
    { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
  );
}

/**
 * graphql-jit builds its errors by hand, without `extensions` unless the thrown error had some;
 * Apollo's formatting fails on those and answers its own "Internal server error" before our
 * formatError ever sees (and logs) the cause. The same error as graphql-js would build it.
 */
export function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  // Locations are known only as line and column here; graphql-js serializes them as they are.
  if (error.locations) Object.assign(rebuilt, { locations: error.locations });
  return rebuilt;
}

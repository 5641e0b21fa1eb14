import type { Context, Viewer } from '@app/schema';
import type { Logger } from 'pino';
import { clientCodeOf } from '../server/error-codes.ts';
import { runCompiled } from '../server/jit-execution.ts';
import { outageOf } from '../server/service-unavailable.ts';
import { RestError } from './http-status.ts';
import type { OperationName, RestOperations } from './operations.ts';

/** `viewer` is null only for the operations a guest may run (the shared recipe page). */
export type RunOperation = (
  name: OperationName,
  variables: Record<string, unknown>,
  viewer: Viewer | null,
) => Promise<Record<string, unknown>>;

interface TypedResult {
  __typename?: string;
  message?: string;
  code?: string;
  issues?: unknown;
  /** Fields an operation selects on one error type, e.g. the deleted item's id. */
  [field: string]: unknown;
}

/** graphql-js and Apollo request-level codes are the client's input mistakes. */
const inputErrorCodes = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
]);

/**
 * Executes a prepared operation (no parsing or validation per request) and turns GraphQL errors
 * and typed error results into RestErrors, so routes only shape the successful data.
 */
export function createOperationRunner(
  operations: RestOperations,
  createContext: (viewer: Viewer | null) => Context,
  logger: Logger,
): RunOperation {
  return async (name, variables, viewer) => {
    const result = await runCompiled(operations[name], createContext(viewer), variables);
    const [error] = result.errors ?? [];
    if (error) {
      const outage = outageOf(error);
      if (outage) throw new RestError(outage.code, outage.message);
      const code = clientCodeOf(error, error.extensions?.code);
      if (!code) {
        logger.error(
          { err: error.originalError ?? error, operation: name },
          'unexpected REST error',
        );
        throw new RestError(
          'INTERNAL_SERVER_ERROR',
          'Something went wrong on our side. Please try again.',
        );
      }
      throw new RestError(inputErrorCodes.has(code) ? 'VALIDATION' : code, error.message);
    }
    const data = (result.data ?? {}) as Record<string, unknown>;
    const typed = data.result as TypedResult | undefined;
    if (typed?.code && typed.message) {
      const { __typename, code, message: typedMessage, issues: typedIssues, ...fields } = typed;
      const issues = Array.isArray(typedIssues)
        ? (typedIssues as { message: string }[])
        : undefined;
      // "Name is required." reads better than the plugin's "Validation error: input.name: …".
      const message = issues?.length
        ? issues.map((issue) => issue.message).join(' ')
        : typedMessage;
      const details = issues ? { issues } : Object.keys(fields).length > 0 ? fields : undefined;
      throw new RestError(code, message, details);
    }
    return data;
  };
}

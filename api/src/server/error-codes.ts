import { DomainError, isInputValidationError } from '@app/schema';
import { GraphQLError } from 'graphql';

/** Codes a client can see on a GraphQL error; anything else is reported as INTERNAL_SERVER_ERROR. */
const clientCodes = new Set([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  // Apollo's and graphql-js's own request errors.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The code a client may act on, or undefined when the error is a bug (its message is then masked).
 * Errors may come wrapped in GraphQLErrors by graphql-js, so the original error is looked at too.
 */
export function clientCodeOf(error: unknown, reportedCode?: unknown): string | undefined {
  const original =
    error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof DomainError) return original.code;
  if (isInputValidationError(original)) return 'VALIDATION';
  if (typeof reportedCode === 'string' && clientCodes.has(reportedCode)) return reportedCode;
  if (original instanceof GraphQLError) {
    const code = original.extensions?.code;
    if (typeof code === 'string' && clientCodes.has(code)) return code;
    // A GraphQLError without a code and without an underlying exception is a request error
    // (unknown field, wrong variable type, ...), which graphql-js reports for the client.
    if (code === undefined && !original.originalError) return 'GRAPHQL_VALIDATION_FAILED';
  }
  return undefined;
}

import type { ExecutionResult, FormattedExecutionResult, GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { createFormatError } from './format-error.ts';

/**
 * graphql-ws sends results and errors as they are; these pass them through the same formatError
 * as HTTP first, so an unexpected error (a database driver's message, say) is logged and masked
 * on the socket too, while errors a client can act on keep their message and code.
 */
export function createSocketErrorMasking(logger: Logger) {
  const formatError = createFormatError(logger);
  const format = (error: GraphQLError) => formatError(error.toJSON(), error);
  return {
    /** For graphql-ws `onNext`: undefined (send as is) when the result has no errors. */
    result: (result: ExecutionResult): FormattedExecutionResult | undefined =>
      result.errors ? { ...result, errors: result.errors.map(format) } : undefined,
    /** For graphql-ws `onError`. */
    errors: (errors: readonly GraphQLError[]) => errors.map(format),
  };
}

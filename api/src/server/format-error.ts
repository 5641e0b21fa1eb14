import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { clientCodeOf } from './error-codes.ts';
import { outageOf, serviceUnavailable } from './service-unavailable.ts';

/**
 * Keeps errors a client can act on, with their code; logs everything else and answers
 * INTERNAL_SERVER_ERROR without the original message, so internals never leak.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // An outage met while signing the request in is already our own error, typed (apollo.ts).
    const outage =
      outageOf(error) ??
      (formatted.extensions?.code === serviceUnavailable.code ? serviceUnavailable : null);
    if (outage) {
      logger.warn({ err: error, path: formatted.path }, `GraphQL error: ${outage.code}`);
      return { message: outage.message, path: formatted.path, extensions: { code: outage.code } };
    }
    const code = clientCodeOf(error, formatted.extensions?.code);
    if (code) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions: { ...extensions, code } };
    }
    logger.error({ err: error, path: formatted.path }, 'unexpected GraphQL error');
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

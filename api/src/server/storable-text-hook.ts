import type { FastifyInstance } from 'fastify';
import { RestError } from '../rest/http-status.ts';
import { findUnstorableText, unstorableTextReason } from './storable-text.ts';

/**
 * Refuses unstorable text in the path, query string or body of every route before its handler
 * runs. /graphql is left to GraphQL, which reports it in its own terms (a validation rule for
 * literals, a check of the variables) over HTTP and the socket alike. The RestError is read by
 * both error handlers: REST answers 400 VALIDATION, /auth/v1 400 validation_failed.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === '/graphql') return;
    const where =
      findUnstorableText(request.params, 'path') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    if (where !== null) {
      throw new RestError('VALIDATION', `Text ${unstorableTextReason} (${where}).`);
    }
  });
}

import { Transform } from 'node:stream';
import type { Viewer } from '@app/schema';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { getOperationAST, Kind, parse } from 'graphql';
import { RestError } from '../rest/http-status.ts';
import { maxJsonBodyBytes, maxUploadBodyBytes } from './body-limits.ts';
import { maxQueryTokens } from './graphql-limits.ts';

/** The mutations that carry photos, the only operations a body past 1 MB may hold. */
const uploadFields = new Set(['analyzeRecipeImage', 'startRecipeImport']);

const tooLarge = (limit: number) =>
  new RestError(
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${limit.toLocaleString('en')} bytes.`,
  );

/**
 * `/graphql` takes a photo's size only from a signed-in cook, and only for an operation that
 * carries photos; everyone else gets 1 MB. A guest's larger body is refused from its
 * Content-Length, or as soon as its stream passes the limit, before any of it is parsed.
 * `viewerOf` is the request's authentication, started when the request arrived.
 */
export function graphqlBodyLimit(
  viewerOf: (request: FastifyRequest) => Promise<Viewer | null>,
): Pick<RouteShorthandOptions, 'bodyLimit' | 'preParsing' | 'preHandler'> {
  const bodyBytes = new WeakMap<FastifyRequest, number>();
  return {
    bodyLimit: maxUploadBodyBytes,
    preParsing: async (request, _reply, payload) => {
      const viewer = await viewerOf(request).catch(() => null);
      const limit = viewer ? maxUploadBodyBytes : maxJsonBodyBytes;
      if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
      let received = 0;
      const counted = payload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            bodyBytes.set(request, received);
            done(received > limit ? tooLarge(limit) : null, chunk);
          },
        }),
      );
      payload.on('error', (error) => counted.destroy(error));
      return counted;
    },
    preHandler: async (request) => {
      if ((bodyBytes.get(request) ?? 0) <= maxJsonBodyBytes) return;
      if (!carriesPhotos(request.body)) throw tooLarge(maxJsonBodyBytes);
    },
  };
}

/** Whether the request's operation is one of the photo mutations (its document parsed once more, bounded). */
function carriesPhotos(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    const operation = getOperationAST(
      parse(query, { maxTokens: maxQueryTokens }),
      typeof operationName === 'string' ? operationName : undefined,
    );
    return (
      operation?.operation === 'mutation' &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && uploadFields.has(selection.name.value),
      )
    );
  } catch {
    // Apollo answers the malformed document itself; its size alone is refused here.
    return false;
  }
}

import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { findImage } from '../modules/images/index.ts';
import { errorBody } from '../rest/http-status.ts';

/**
 * Recipe pictures, for <img> tags (which send no token, and the shared recipe page is public).
 * An image never changes once stored, so browsers may keep it for a year; the ETag answers
 * revalidations with 304.
 */
export function registerImageRoutes(app: FastifyInstance, orm: MikroORM): void {
  app.get<{ Params: { id: string } }>(
    '/api/images/:id',
    { config: { isPublic: true } },
    async (request, reply) => {
      const image = await findImage(orm.em.fork() as EntityManager, request.params.id);
      if (!image) return reply.code(404).send(errorBody('NOT_FOUND', 'Image not found'));
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff');
      // A generated SVG must never run as a document.
      if (image.contentType === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  );
}

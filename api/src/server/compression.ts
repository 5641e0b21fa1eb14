import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the client's Accept-Encoding prefers, for answers of 1 KB and more: a
 * collection of 2,000 recipes is a multi-megabyte GraphQL answer, and `npm start` has no proxy
 * in front to compress it. Files served pre-compressed (the GraphiQL bundle's .br/.gz) already
 * carry a Content-Encoding and are passed through as they are. Request bodies are not inflated:
 * the JSON body limits are meant for what a client sends, not for what it expands to.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}

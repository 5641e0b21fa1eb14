import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';

/** Public signing keys, where supabase-js and other services look for them (auth-contract §4.11). */
export function registerJwksRoute(app: FastifyInstance, keys: () => JSONWebKeySet): void {
  app.get('/auth/v1/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return keys();
  });
}

import type { FastifyInstance } from 'fastify';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

export function registerUserRoutes(app: FastifyInstance, run: RunOperation): void {
  /** The signed-in user's profile; the first call creates it from the token. */
  app.get('/api/auth/user', async (request) => {
    const data = await run('Me', {}, requireViewer(request));
    return data.me;
  });

  /** Where guests are sent to sign in; an import link survives the trip (spec §2). */
  app.get<{ Querystring: { import_url?: string } }>(
    '/api/login',
    { config: { isPublic: true } },
    async (request, reply) => {
      const importUrl = request.query.import_url;
      const target =
        typeof importUrl === 'string' && importUrl !== ''
          ? `/auth/login?import_url=${encodeURIComponent(importUrl)}`
          : '/auth/login';
      return reply.redirect(target, 302);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

export function registerUserRoutes(app: FastifyInstance, run: RunOperation): void {
  /** The signed-in user's profile; the first call creates it from the token. */
  app.get('/api/auth/user', async (request) => {
    const data = await run('Me', {}, requireViewer(request));
    return data.me;
  });

  /**
   * Where guests are sent to sign in. An import link survives the trip (spec §2), and so does
   * `next`, a page of this site to return to (the shared recipe a guest was reading).
   */
  app.get<{ Querystring: { import_url?: string; next?: string } }>(
    '/api/login',
    { config: { isPublic: true } },
    async (request, reply) => {
      const { import_url: importUrl, next } = request.query;
      const query = new URLSearchParams();
      if (typeof importUrl === 'string' && importUrl !== '') query.set('import_url', importUrl);
      if (isSitePath(next)) query.set('next', next);
      const search = query.toString();
      return reply.redirect(search ? `/auth/login?${search}` : '/auth/login', 302);
    },
  );
}

/** A path on this site (`/shared/recipe/7`), never another origin (`//evil.example`, `/\\x`). */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 512;
}

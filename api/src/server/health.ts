import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';

/** For load balancers: 200 while the database answers, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, orm: MikroORM): void {
  app.get('/health', async (_request, reply) => {
    try {
      await (orm.em.fork() as EntityManager).execute('select 1');
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}

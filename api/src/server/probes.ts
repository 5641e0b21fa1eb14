import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import type { ServingState } from './serving-state.ts';

/** A database that takes longer than this to answer `select 1` counts as unreachable. */
const databaseCheckTimeoutMs = 2000;

/**
 * `/livez`: the process answers (an orchestrator restarts it otherwise). `/readyz`: send it
 * traffic: false while starting or draining, or when PostgreSQL does not answer. `/health` is
 * the older name of the database check, kept for load balancers configured with it.
 */
export function registerProbes(
  app: FastifyInstance,
  options: { orm: MikroORM; state: ServingState },
): void {
  const isDatabaseUp = () => databaseAnswers(options.orm);
  app.get('/livez', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.state.phase !== 'serving') {
      return reply.code(503).send({ status: options.state.phase });
    }
    if (!(await isDatabaseUp())) {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
    return { status: 'ready', database: 'up' };
  });
  app.get('/health', async (_request, reply) => {
    if (await isDatabaseUp()) return { status: 'ok', database: 'up' };
    return reply.code(503).send({ status: 'unavailable', database: 'down' });
  });
}

async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckTimeoutMs);
  });
  try {
    const answered = (orm.em.fork() as EntityManager).execute('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

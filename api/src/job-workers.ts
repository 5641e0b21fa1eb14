import type { EntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import { type ContextDependencies, createCookServices } from './context.ts';
import { type ImportJobData, ImportRunner, importQueue } from './modules/imports/index.ts';
import { startNutritionRecompute } from './modules/recipes/index.ts';
import type { QueueSettings } from './modules/shared/job-queue.ts';

export type JobWorkerDependencies = Pick<
  ContextDependencies,
  'orm' | 'events' | 'jobs' | 'intelligence'
> & {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
};

/**
 * Figures saved by an older calculator, recomputed in small batches. One job per start of a
 * replica, at most one waiting: replicas starting together recompute once, and a replica
 * stopped mid-way leaves the rest to the next job.
 */
export const nutritionRecomputeQueue: QueueSettings = {
  name: 'nutrition-recompute',
  attempts: 3,
  timeLimitSeconds: 3_600,
  concurrency: 1,
  isSingleton: true,
};

/** Runs this process's share of the queued jobs, each with the rights of the cook who asked. */
export async function startJobWorkers(deps: JobWorkerDependencies): Promise<void> {
  const { orm, jobs, intelligence, logger } = deps;
  await jobs.work<ImportJobData>(importQueue, (job) => {
    const { viewer } = job.data;
    const em = orm.em.fork() as EntityManager;
    const { recipes } = createCookServices(deps, viewer, em);
    const runner = new ImportRunner(em, viewer, deps.events, intelligence.recipes, recipes);
    return runner.perform(job);
  });
  await jobs.work<{ version: number }>(nutritionRecomputeQueue, async (job) => {
    const recompute = startNutritionRecompute({
      orm,
      version: intelligence.recipes.nutritionVersion,
      nutritionOf: intelligence.recipes.nutrition,
      logger,
    });
    const stop = () => void recompute.stop();
    job.signal.addEventListener('abort', stop, { once: true });
    try {
      const recipes = await recompute.done;
      // Stopped part-way: fail the try so the rest is recomputed by the next one.
      if (job.signal.aborted) throw new Error('nutrition recompute stopped');
      return { recipes };
    } finally {
      job.signal.removeEventListener('abort', stop);
    }
  });
}

/** Asks for the recompute; a no-op when one is already waiting. */
export async function requestNutritionRecompute(
  deps: Pick<ContextDependencies, 'jobs'>,
  version: number,
) {
  await deps.jobs.send(nutritionRecomputeQueue.name, { version });
}

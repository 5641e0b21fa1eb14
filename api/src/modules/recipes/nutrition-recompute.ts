import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import {
  NutritionRecomputeRepository,
  type StaleNutritionRow,
} from './nutrition-recompute.repository.ts';
import type { NutritionCalculator } from './nutrition-refresh.ts';
import { storableComputedNutrition } from './recipe-input.ts';

export interface NutritionRecomputeOptions {
  orm: MikroORM;
  /** The figures' current version; recipes stored with a lower one are recomputed. */
  version: number;
  nutritionOf: NutritionCalculator;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Recipes per transaction. */
  batchSize?: number;
  /** Called after each committed batch with the count so far (tests pause the job here). */
  afterBatch?: (recomputed: number) => void | Promise<void>;
}

export interface NutritionRecompute {
  /** How many recipes this run recomputed, once it has finished or stopped. */
  readonly done: Promise<number>;
  /** Stops after the batch under way commits; answers when the job has ended. */
  stop(): Promise<void>;
}

/**
 * Recomputes, in the background, the figures of recipes saved with an older `version` of the
 * calculator. Batches are claimed with `for update skip locked`, in id order, one transaction
 * each: replicas running at once share the work without doing a recipe twice, a crash loses at
 * most the batch under way (recomputed on the next start), and figures are computed from the
 * row as it is inside the transaction, so an edit made meanwhile is never overwritten. Recipes
 * whose figures are the cook's own (null version) are left alone. Never throws: a failure is
 * logged and the remaining recipes wait for the next start.
 */
export function startNutritionRecompute(options: NutritionRecomputeOptions): NutritionRecompute {
  const { orm, version, nutritionOf, logger } = options;
  // Small batches: a batch's figures are computed while its rows are locked, and on the embedded
  // database (one connection) requests wait for the batch.
  const batchSize = options.batchSize ?? 25;
  let isStopping = false;

  async function claimAndRecompute(after: number): Promise<{ last: number; count: number }> {
    const em = orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      const recipes = new NutritionRecomputeRepository(tx);
      const rows = await recipes.claimStale(after, version, batchSize);
      if (rows.length === 0) return { last: after, count: 0 };
      const figures = rows.map((row) => ({ id: row.id, nutrition: recomputed(row) }));
      await recipes.saveComputed(figures, version);
      return { last: Number(rows[rows.length - 1]?.id), count: rows.length };
    });
  }

  /**
   * The row's figures by today's calculator. A row it cannot read (stored lines of another
   * shape) gets no figures rather than stopping the job on every start at the same batch.
   */
  function recomputed(row: StaleNutritionRow): ReturnType<typeof storableComputedNutrition> | null {
    try {
      const lines = Array.isArray(row.ingredients)
        ? row.ingredients.filter((line): line is string => typeof line === 'string')
        : [];
      return storableComputedNutrition(nutritionOf(lines, row.servings ?? 0));
    } catch (error) {
      logger.warn({ err: error, recipeId: row.id }, 'nutrition could not be recomputed');
      return null;
    }
  }

  async function run(): Promise<number> {
    const started = performance.now();
    let recomputed = 0;
    try {
      // A second pass picks up recipes skipped while an edit held them locked.
      for (let pass = 0; pass < 2 && !isStopping; pass++) {
        let after = 0;
        let claimedInPass = 0;
        while (!isStopping) {
          const batch = await claimAndRecompute(after);
          if (batch.count === 0) break;
          after = batch.last;
          claimedInPass += batch.count;
          recomputed += batch.count;
          await options.afterBatch?.(recomputed);
          // Let requests in between batches.
          await nextTurn();
        }
        if (claimedInPass === 0) break;
      }
      logger.info(
        {
          recipes: recomputed,
          ms: Math.round(performance.now() - started),
          version,
          stopped: isStopping || undefined,
        },
        `nutrition recomputed for ${recomputed} recipes`,
      );
    } catch (error) {
      logger.error({ err: error, recipes: recomputed }, 'nutrition recompute failed');
    }
    return recomputed;
  }

  // Started on the next turn, so the caller (start-up) never waits on it.
  const done = nextTurn().then(run);
  return {
    done,
    stop: async () => {
      isStopping = true;
      await done;
    },
  };
}

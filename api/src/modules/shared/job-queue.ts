import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { currentRequestId, runInRequestScope } from '../../observability/request-scope.ts';

/**
 * Work that outlives the request or the process that asked for it (imports, OCR, recomputes,
 * pictures), kept in the database so any replica can run it and a replica that dies mid-job
 * loses nothing: another one takes the job up again. pg-boss on PostgreSQL (chosen with figures:
 * bench/job-queue-choice.bench.ts); the embedded default runs the same queue on its PGlite, in
 * process.
 */
export interface JobQueue {
  /** Declares the queue (once per database) and runs its jobs in this process. */
  work<T extends object>(settings: QueueSettings, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues a job and answers its id. Sending again with the id of a job still kept (waiting,
   * running or finished) changes nothing: the first job stands.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;
  /** The job's state and what it answered, or null once it is gone (or never was). */
  find(queue: string, id: string): Promise<QueuedJob | null>;
  /** Waiting and running jobs per queue, for `/metrics`. */
  depth(): Promise<QueueDepth[]>;
  /** How many of the queue's jobs whose data contains `match` are waiting or running. */
  unfinished(queue: string, match: object): Promise<number>;
  /** Stops taking jobs; those running finish (or, past `graceMs`, are left to another replica). */
  stop(graceMs?: number): Promise<void>;
}

export interface QueueSettings {
  name: string;
  /** Tries before a job is given up: a failure or a lost worker counts as one. */
  attempts: number;
  /** A running job is stopped (its signal aborted) and tried again after this long. */
  timeLimitSeconds: number;
  /** This queue's jobs one process runs at once. */
  concurrency: number;
  /** At most one job waiting: a job sent while one already waits is dropped. */
  isSingleton?: boolean;
}

export interface SendOptions {
  /** A UUID naming the job, so a request sent twice queues it once. */
  id?: string;
}

export interface RunningJob<T> {
  id: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
  /** No try follows this one if it fails. */
  isLastAttempt: boolean;
  /** Aborted when the time limit is up or the process stops. */
  signal: AbortSignal;
}

/** Answers the job's output (stored with it), or throws to fail this try. */
export type JobHandler<T> = (job: RunningJob<T>) => Promise<object | undefined>;

export type JobState = 'waiting' | 'running' | 'completed' | 'failed';

export interface QueuedJob {
  id: string;
  state: JobState;
  output: unknown;
}

export interface QueueDepth {
  queue: string;
  waiting: number;
  running: number;
}

export interface JobQueueOptions {
  /** The app's database: PostgreSQL's address, or the embedded database's PGlite instance. */
  database: { url?: string; pglite?: PGlite };
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called when each try ends, for the duration histogram. */
  onSettled?: (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
}

/**
 * Starts the queue (installing or upgrading its tables under an advisory lock, so replicas
 * starting together do it once). Sends are seen by idle workers at once: by NOTIFY on
 * PostgreSQL, on every replica; by a direct wake on PGlite, where there is only this process.
 * A 2 s poll backs both up, and a pass every 10 s retries jobs whose worker went silent (a
 * killed replica's are running again elsewhere within about 20 s).
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger } = options;
  const isEmbedded = Boolean(database.pglite);
  if (!database.pglite && !database.url) throw new Error('The job queue needs a database.');
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        superviseIntervalSeconds: 10,
        monitorIntervalSeconds: 10,
        schedule: false,
      })
    : new PgBoss({
        connectionString: database.url,
        // Its own small pool: sends, fetches and the LISTEN connection.
        max: 4,
        application_name: 'mise-jobs',
        useListenNotify: true,
        superviseIntervalSeconds: 10,
        // The pass that retries jobs whose worker stopped beating: 10 s, not the default minute.
        monitorIntervalSeconds: 10,
        schedule: false,
      });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  await boss.start();

  const workerIds = new Map<string, string[]>();
  const running = new Map<string, AbortController>();

  async function declare(settings: QueueSettings) {
    const queueOptions = {
      // Each try has its time limit; a worker that stops beating (a killed replica) is noticed
      // within about 10 s instead of at the limit.
      expireInSeconds: settings.timeLimitSeconds,
      heartbeatSeconds: 10,
      retryLimit: settings.attempts - 1,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 30,
      // Finished jobs are kept a day: a client that lost its socket can still read the answer.
      deleteAfterSeconds: 86_400,
      notify: !isEmbedded,
      policy: settings.isSingleton ? ('stately' as const) : ('standard' as const),
    };
    // Replicas declare at once: the queue exists afterwards whichever of them created it.
    if (await boss.getQueue(settings.name)) return;
    try {
      await boss.createQueue(settings.name, queueOptions);
    } catch (error) {
      if (!(await boss.getQueue(settings.name))) throw error;
    }
  }

  /** Each try runs as part of the request that queued the job: its log lines carry that id. */
  function settle<T>(queue: string, job: Job<T>, retryLimit: number, handler: JobHandler<T>) {
    const { requestId } = job.data as { requestId?: unknown };
    return runInRequestScope(
      { requestId: typeof requestId === 'string' ? requestId : job.id },
      () => runTry(queue, job, retryLimit, handler),
    );
  }

  async function runTry<T>(
    queue: string,
    job: Job<T>,
    retryLimit: number,
    handler: JobHandler<T>,
  ): Promise<object> {
    const started = performance.now();
    const controller = new AbortController();
    const abort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', abort, { once: true });
    running.set(job.id, controller);
    // Which replica took which try: what an operator follows when a job moved.
    logger.info({ queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job started');
    try {
      const output = await handler({
        id: job.id,
        data: job.data,
        attempt: job.retryCount + 1,
        isLastAttempt: job.retryCount >= retryLimit,
        signal: controller.signal,
      });
      options.onSettled?.(queue, 'completed', (performance.now() - started) / 1000);
      return output ?? {};
    } catch (error) {
      options.onSettled?.(queue, 'failed', (performance.now() - started) / 1000);
      logger.warn({ err: error, queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
      throw error;
    } finally {
      job.signal.removeEventListener('abort', abort);
      running.delete(job.id);
    }
  }

  return {
    async work<T extends object>(settings: QueueSettings, handler: JobHandler<T>) {
      await declare(settings);
      const retryLimit = settings.attempts - 1;
      // One job per worker and `concurrency` workers: a slow photo holds up nothing else. A
      // worker that finishes a job asks for the next at once instead of waiting out its poll,
      // so a backlog drains as fast as the jobs run.
      const ids: string[] = [];
      for (let index = 0; index < settings.concurrency; index++) {
        let workerId = '';
        workerId = await boss.work<T>(
          settings.name,
          { batchSize: 1, notifyPollingIntervalSeconds: 2, pollingIntervalSeconds: 2 },
          async ([job]) => {
            if (!job) return {};
            try {
              return await settle(settings.name, job, retryLimit, handler);
            } finally {
              boss.notifyWorker(workerId);
            }
          },
        );
        ids.push(workerId);
      }
      workerIds.set(settings.name, ids);
    },

    async send(queue, data, sendOptions = {}) {
      // The request that queues a job names its tries too (see settle).
      const payload = { requestId: currentRequestId(), ...data };
      const id = await boss.send(queue, payload, sendOptions.id ? { id: sendOptions.id } : {});
      // Without NOTIFY (PGlite) the idle workers here would wait for their next poll.
      if (isEmbedded)
        for (const workerId of workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
      // pg-boss answers null for a job it did not insert (one with this id is kept already).
      return id ?? sendOptions.id ?? '';
    },

    async find(queue, id) {
      const [job] = await boss.findJobs(queue, { id });
      if (!job) return null;
      return { id: job.id, state: stateOf(job.state), output: job.output ?? null };
    },

    async unfinished(queue, match) {
      // pg-boss's findJobs has no state filter past "queued"; its job table answers directly.
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select count(*)::int as count from pgboss.job where name = $1 and state < 'completed' and data @> $2::jsonb`,
          [queue, JSON.stringify(match)],
        );
      return Number((rows[0] as { count?: unknown } | undefined)?.count ?? 0);
    },

    async depth() {
      const queues = await boss.getQueues([...workerIds.keys()]);
      return queues.map((queue) => ({
        queue: queue.name,
        waiting: queue.queuedCount,
        running: queue.activeCount,
      }));
    },

    async stop(graceMs = 10_000) {
      // Past the grace period, jobs still running are aborted; their tries end as failures and
      // another replica takes them up (a handler that ignores the signal is cut off by stop).
      const abortLate = setTimeout(() => {
        for (const controller of running.values()) controller.abort(new Error('shutting down'));
      }, graceMs);
      try {
        await boss.stop({ graceful: true, timeout: graceMs + 2_000, close: true });
      } finally {
        clearTimeout(abortLate);
      }
    },
  };
}

function stateOf(state: string): JobState {
  if (state === 'active') return 'running';
  if (state === 'completed') return 'completed';
  if (state === 'failed' || state === 'cancelled') return 'failed';
  return 'waiting';
}

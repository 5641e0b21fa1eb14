// Job queues side by side: pg-boss on PostgreSQL and on in-memory PGlite, graphile-worker on
// PostgreSQL and BullMQ on Redis, each run by worker processes of their own (two, like two api
// replicas; one for PGlite, which lives inside its process). For each: 200 jobs of 20 ms queued
// at once and drained by 4 concurrent jobs per process (lost and doubled jobs counted), the start
// latency of single jobs on an idle queue, what idle workers cost (database round trips and RSS),
// and, with a 5 s time limit, a worker SIGKILLed while holding jobs, a job that always throws and
// a job that outlives its limit. Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL; the
// machine's by default; Redis database 11 is emptied). BENCH_QUEUES picks variants by label
// substring. Prints Markdown tables.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
// The api's own copies, so the figures are for the pg-boss and PGlite the app runs. Each worker
// process loads only its own library (imported where used), so that its RSS is that library's.
import type { PGlite } from '@app/api/node_modules/@electric-sql/pglite/dist/index.js';
import type { Db, Job, PgBoss } from '@app/api/node_modules/pg-boss/dist/index.js';
import type { Queue, Worker } from 'bullmq';
import type { Runner, WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './api-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const drainJobs = 200;
const workMs = 20;
const concurrency = 4;
const latencySamples = 50;
const timeLimitSeconds = 5;
const attempts = 3;
const drainTimeoutMs = 60_000;
const recoveryTimeoutMs = 150_000;

type Store = 'postgres' | 'pglite' | 'redis';
type Library = 'pg-boss' | 'graphile-worker' | 'bullmq';

interface Variant {
  label: string;
  library: Library;
  store: Store;
  processes: 1 | 2;
  pgBoss?: PgBossSettings;
  /** Whether the SIGKILL, retry and time-limit checks run. */
  failures: boolean;
}

interface PgBossSettings {
  /** LISTEN/NOTIFY on (`useListenNotify`, and `notify` on each queue). */
  notify: boolean;
  /** `notifyWorker` after each send, the in-process wake without NOTIFY. */
  wakeAfterSend: boolean;
  /** `batchSize` 4 with `burstWhenBatchFull`, instead of `localConcurrency` 4. */
  batches: boolean;
  notifyPollingSeconds?: number;
  superviseSeconds?: number;
}

interface JobData {
  id: number;
  mode: 'work' | 'hold' | 'fail' | 'long';
  ms: number;
}

interface ChildConfig {
  variant: Variant;
  queues: string[];
  databaseUrl: string;
  /** Jobs of mode `hold` never finish here: this process is the one to be killed. */
  isVictim: boolean;
}

type Report =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'log'; text: string }
  | { kind: 'start' | 'done'; id: number; at: number; pid: number }
  | { kind: 'error'; id: number; at: number; pid: number; message: string }
  | { kind: 'reply'; seq: number; at: number; rss: number; queries: number | null };

type Command =
  | { kind: 'send'; seq: number; queue: string; jobs: JobData[] }
  | { kind: 'subscribe'; seq: number; queues: string[] }
  | { kind: 'stats'; seq: number }
  | { kind: 'stop'; seq: number };

type CommandBody<C = Command> = C extends unknown ? Omit<C, 'seq'> : never;

/** What each process does with a queue library: the same four verbs for all three. */
interface Driver {
  subscribe(queues: string[]): Promise<void>;
  send(queue: string, jobs: JobData[]): Promise<void>;
  /** Round trips counted inside the process, where the database server cannot count them. */
  queries(): number | null;
  stop(): Promise<void>;
}

// pg-boss's defaults, then the settings its options offer for a backlog and for recovery:
// batches of 4 fetched back to back while they come full (each job settled on its own), a 2 s
// poll behind NOTIFY instead of 30 s, and expired jobs looked for every 10 s instead of 60 s.
const pgBossDefaults: PgBossSettings = { notify: true, wakeAfterSend: false, batches: false };
const pgBossTuned: PgBossSettings = {
  notify: true,
  wakeAfterSend: false,
  batches: true,
  notifyPollingSeconds: 2,
  superviseSeconds: 10,
};

const variants: Variant[] = [
  {
    label: 'pg-boss, PostgreSQL, notify, defaults',
    library: 'pg-boss',
    store: 'postgres',
    processes: 2,
    pgBoss: pgBossDefaults,
    failures: true,
  },
  {
    label: 'pg-boss, PostgreSQL, notify, tuned',
    library: 'pg-boss',
    store: 'postgres',
    processes: 2,
    pgBoss: pgBossTuned,
    failures: true,
  },
  {
    label: 'pg-boss, PGlite, notify, defaults',
    library: 'pg-boss',
    store: 'pglite',
    processes: 1,
    pgBoss: pgBossDefaults,
    failures: false,
  },
  {
    label: 'pg-boss, PGlite, notify, tuned',
    library: 'pg-boss',
    store: 'pglite',
    processes: 1,
    pgBoss: pgBossTuned,
    failures: false,
  },
  {
    label: 'pg-boss, PGlite, notifyWorker, tuned',
    library: 'pg-boss',
    store: 'pglite',
    processes: 1,
    pgBoss: { ...pgBossTuned, notify: false, wakeAfterSend: true },
    failures: false,
  },
  {
    label: 'graphile-worker, PostgreSQL',
    library: 'graphile-worker',
    store: 'postgres',
    processes: 2,
    failures: true,
  },
  { label: 'BullMQ, Redis', library: 'bullmq', store: 'redis', processes: 2, failures: true },
];

const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------
// A worker process

async function runChild(config: ChildConfig): Promise<void> {
  const report = (message: Report) => process.send?.(message);
  const handle = async (data: JobData, signal?: AbortSignal): Promise<void> => {
    report({ kind: 'start', id: data.id, at: now(), pid: process.pid });
    try {
      if (data.mode === 'fail') throw new Error('planned failure');
      // A killed process's jobs are held for good; anywhere else they are ordinary work.
      const ms = data.mode === 'hold' && config.isVictim ? 600_000 : data.ms;
      await sleep(ms, undefined, signal ? { signal } : {});
      report({ kind: 'done', id: data.id, at: now(), pid: process.pid });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report({ kind: 'error', id: data.id, at: now(), pid: process.pid, message });
      throw error;
    }
  };
  let driver: Driver;
  try {
    driver = await startDriver(config, handle, (text) => report({ kind: 'log', text }));
    await driver.subscribe(config.queues);
  } catch (error) {
    report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  process.on('message', async (command: Command) => {
    const reply = () =>
      report({
        kind: 'reply',
        seq: command.seq,
        at: now(),
        rss: process.memoryUsage().rss,
        queries: driver.queries(),
      });
    try {
      if (command.kind === 'send') {
        const at = now();
        await driver.send(command.queue, command.jobs);
        report({ kind: 'reply', seq: command.seq, at, rss: 0, queries: null });
      } else if (command.kind === 'subscribe') {
        await driver.subscribe(command.queues);
        reply();
      } else if (command.kind === 'stats') {
        reply();
      } else {
        await Promise.race([driver.stop(), sleep(10_000)]);
        reply();
        process.exit(0);
      }
    } catch (error) {
      report({ kind: 'log', text: `${command.kind} failed: ${String(error)}` });
    }
  });
  report({ kind: 'ready' });
}

function startDriver(
  config: ChildConfig,
  handle: (data: JobData, signal?: AbortSignal) => Promise<void>,
  log: (text: string) => void,
): Promise<Driver> {
  if (config.variant.library === 'pg-boss') return startPgBoss(config, handle, log);
  if (config.variant.library === 'graphile-worker') return startGraphile(config, handle, log);
  return startBullmq(handle, log);
}

async function startPgBoss(
  config: ChildConfig,
  handle: (data: JobData, signal?: AbortSignal) => Promise<void>,
  log: (text: string) => void,
): Promise<Driver> {
  const options = config.variant.pgBoss ?? pgBossDefaults;
  const supervision = options.superviseSeconds
    ? { superviseIntervalSeconds: options.superviseSeconds }
    : {};
  let statements = 0;
  const { PgBoss, fromPglite } = await import('@app/api/node_modules/pg-boss/dist/index.js');
  let pglite: PGlite | undefined;
  let boss: PgBoss;
  if (config.variant.store === 'pglite') {
    const { PGlite } = await import('@app/api/node_modules/@electric-sql/pglite/dist/index.js');
    pglite = new PGlite();
    const adapter = fromPglite(pglite);
    const counted: Db = {
      ...adapter,
      executeSql: (text, values) => {
        statements += 1;
        return adapter.executeSql(text, values);
      },
    };
    boss = new PgBoss({
      db: counted,
      backend: 'pglite',
      useListenNotify: options.notify,
      ...supervision,
    });
  } else {
    boss = new PgBoss({
      connectionString: config.databaseUrl,
      useListenNotify: options.notify,
      ...supervision,
    });
  }
  boss.on('error', (error) => log(`pg-boss error: ${error.message}`));
  boss.on('warning', (warning) => log(`pg-boss warning: ${warning.message}`));
  await boss.start();
  const workerIds = new Map<string, string>();
  const polling = options.notifyPollingSeconds
    ? { notifyPollingIntervalSeconds: options.notifyPollingSeconds }
    : {};
  const work = (queue: string) =>
    options.batches
      ? boss.work<JobData>(
          queue,
          { batchSize: concurrency, burstWhenBatchFull: true, perJobResults: true, ...polling },
          (jobs) =>
            Promise.all(
              jobs.map((job: Job<JobData>) =>
                handle(job.data, job.signal).then(
                  () => ({ id: job.id, status: 'completed' as const }),
                  (error: unknown) => ({
                    id: job.id,
                    status: 'failed' as const,
                    output: { message: String(error) },
                  }),
                ),
              ),
            ),
        )
      : boss.work<JobData>(queue, { localConcurrency: concurrency, ...polling }, ([job]) =>
          job ? handle(job.data, job.signal) : Promise.resolve(),
        );
  return {
    async subscribe(queues) {
      for (const queue of queues) {
        if (!(await boss.getQueue(queue)))
          await boss.createQueue(queue, {
            notify: options.notify,
            expireInSeconds: timeLimitSeconds,
            retryLimit: attempts - 1,
            retryDelay: 1,
            retryBackoff: true,
          });
        workerIds.set(queue, await work(queue));
      }
    },
    async send(queue, jobs) {
      const [first] = jobs;
      if (jobs.length === 1 && first) await boss.send(queue, first);
      else
        await boss.insert(
          queue,
          jobs.map((data) => ({ data })),
        );
      const workerId = workerIds.get(queue);
      if (options.wakeAfterSend && workerId) boss.notifyWorker(workerId);
    },
    queries: () => (pglite ? statements : null),
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      await pglite?.close();
    },
  };
}

async function startGraphile(
  config: ChildConfig,
  handle: (data: JobData, signal?: AbortSignal) => Promise<void>,
  log: (text: string) => void,
): Promise<Driver> {
  const { Logger, makeWorkerUtils, run } = await import('graphile-worker');
  const connectionString = config.databaseUrl;
  // Its own log is one line per failed attempt; the failures are counted from the handler.
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' && !message.includes('planned failure') && !message.includes('abort'))
      log(`graphile-worker: ${message}`);
  });
  const utils: WorkerUtils = await makeWorkerUtils({ connectionString, logger });
  await utils.migrate();
  const runners: Runner[] = [];
  return {
    // A runner's task list is fixed when it starts, so a later subscription is a runner of its own.
    async subscribe(queues) {
      const taskList = Object.fromEntries(
        queues.map((queue) => [
          queue,
          (payload: unknown, helpers: { abortSignal: AbortSignal }) =>
            handle(payload as JobData, helpers.abortSignal),
        ]),
      );
      runners.push(
        await run({ connectionString, concurrency, noHandleSignals: true, taskList, logger }),
      );
    },
    async send(queue, jobs) {
      await utils.addJobs(
        jobs.map((data) => ({ identifier: queue, payload: data, maxAttempts: attempts })),
      );
    },
    queries: () => null,
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await utils.release();
    },
  };
}

async function startBullmq(
  handle: (data: JobData, signal?: AbortSignal) => Promise<void>,
  log: (text: string) => void,
): Promise<Driver> {
  const { Queue, Worker } = await import('bullmq');
  const connection = redisConnection();
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  let commands = 0;
  let isCounting = false;
  const queueOf = (name: string) => {
    const queue = queues.get(name) ?? new Queue(name, { connection });
    queues.set(name, queue);
    return queue;
  };
  return {
    async subscribe(names) {
      for (const name of names) {
        const worker = new Worker(name, (job) => handle(job.data as JobData), {
          connection,
          concurrency,
          lockDuration: timeLimitSeconds * 1000,
          stalledInterval: timeLimitSeconds * 1000,
          maxStalledCount: 1,
        });
        worker.on('error', (error) => log(`BullMQ error: ${error.message}`));
        workers.push(worker);
        if (!isCounting) {
          // Every connection of the process is of this class, the blocking ones included.
          const prototype = Object.getPrototypeOf(await worker.getBackend().client);
          const sendCommand = prototype.sendCommand;
          prototype.sendCommand = function (this: unknown, ...args: unknown[]) {
            commands += 1;
            return sendCommand.apply(this, args);
          };
          isCounting = true;
        }
        await worker.waitUntilReady();
      }
    },
    async send(name, jobs) {
      await queueOf(name).addBulk(
        jobs.map((data) => ({
          name,
          data,
          opts: {
            attempts,
            backoff: { type: 'exponential', delay: 1000 },
            removeOnComplete: true,
            removeOnFail: true,
          },
        })),
      );
    },
    queries: () => commands,
    async stop() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}

function redisConnection() {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    db: Number(url.pathname.slice(1) || 0),
    maxRetriesPerRequest: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The coordinator

interface Trace {
  sentAt?: number;
  starts: { at: number; pid: number }[];
  done: { at: number; pid: number }[];
  errors: { at: number; pid: number; message: string }[];
}

interface Row {
  variant: Variant;
  startupMs?: number;
  drainMs?: number;
  drained?: number;
  lost?: number;
  twice?: number;
  /** Jobs each process ran. */
  split?: string;
  p50?: number;
  p99?: number;
  latencyNote?: string;
  idleRate?: number;
  rssMb?: number[];
  crash?: string;
  retry?: string;
  overLimit?: string;
  problems: string[];
}

const traces = new Map<number, Trace>();
let nextJobId = 1;
let nextSeq = 1;

function traceOf(id: number): Trace {
  const trace = traces.get(id) ?? { starts: [], done: [], errors: [] };
  traces.set(id, trace);
  return trace;
}

class WorkerProcess {
  readonly child: ChildProcess;
  readonly startedAt = now();
  private readonly replies = new Map<number, (report: Report & { kind: 'reply' }) => void>();
  private readonly readiness: Promise<void>;
  exited = false;

  constructor(config: ChildConfig, problems: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      env: { ...process.env, JOBQ_CHILD: JSON.stringify(config) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.readiness = new Promise((resolve, reject) => {
      this.child.on('message', (report: Report) => {
        if (report.kind === 'ready') resolve();
        else if (report.kind === 'failed') reject(new Error(report.message));
        else if (report.kind === 'log') {
          if (!problems.includes(report.text)) problems.push(report.text);
          console.log(`  [${this.child.pid}] ${report.text}`);
        } else if (report.kind === 'reply') this.replies.get(report.seq)?.(report);
        else {
          const trace = traceOf(report.id);
          const { at, pid } = report;
          if (report.kind === 'start') trace.starts.push({ at, pid });
          else if (report.kind === 'done') trace.done.push({ at, pid });
          else if (report.kind === 'error') trace.errors.push({ at, pid, message: report.message });
        }
      });
      this.child.once('exit', (code) => {
        this.exited = true;
        reject(new Error(`worker process exited (${code})`));
      });
    });
    this.readiness.catch(() => {});
  }

  async ready(): Promise<void> {
    await withTimeout(this.readiness, 120_000, 'worker process start');
  }

  request(command: CommandBody, timeoutMs = 30_000) {
    const seq = nextSeq++;
    const answer = new Promise<Report & { kind: 'reply' }>((resolve) =>
      this.replies.set(seq, resolve),
    );
    this.child.send({ ...command, seq });
    return withTimeout(answer, timeoutMs, command.kind);
  }

  async send(queue: string, jobs: JobData[]): Promise<void> {
    const { at } = await this.request({ kind: 'send', queue, jobs });
    for (const job of jobs) traceOf(job.id).sentAt = at;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exit = new Promise((resolve) => this.child.once('exit', resolve));
    await this.request({ kind: 'stop' }, 15_000).catch(() => {});
    await withTimeout(exit, 5_000, 'exit').catch(() => this.child.kill('SIGKILL'));
  }
}

async function runBench(): Promise<void> {
  const filter = process.env.BENCH_QUEUES;
  const chosen = variants.filter((variant) => !filter || variant.label.includes(filter));
  // Bounds the whole run: a queue that never answers must not hold the machine.
  const watchdog = setTimeout(() => {
    console.error('job-queue-choice: stopped after 40 minutes');
    process.exit(1);
  }, 40 * 60_000);
  console.log('an empty Node process and one with an empty PGlite, for comparison ...');
  const baselineRssMb = await idleProcessRss('');
  const pgliteRssMb = await idleProcessRss(
    "const { PGlite } = await import('@app/api/node_modules/@electric-sql/pglite/dist/index.js'); await new PGlite().query('select 1')",
  );
  const rows: Row[] = [];
  for (const variant of chosen) {
    console.log(`${variant.label} ...`);
    const row: Row = { variant, problems: [] };
    rows.push(row);
    const databaseName = `jobq_bench_${variant.label.replace(/[^a-z]+/gi, '_').toLowerCase()}`;
    try {
      const databaseUrl = await prepareStore(variant, databaseName);
      await measureLoad(variant, databaseUrl, databaseName, row);
      if (variant.failures) await measureFailures(variant, databaseUrl, row);
    } catch (error) {
      row.problems.push(error instanceof Error ? error.message : String(error));
      console.log(`  failed: ${row.problems.at(-1)}`);
    } finally {
      if (variant.store === 'postgres') await dropDatabase(adminUrl, databaseName);
    }
  }
  clearTimeout(watchdog);
  printTables(rows, baselineRssMb, pgliteRssMb);
  process.exit(0);
}

async function prepareStore(variant: Variant, databaseName: string): Promise<string> {
  if (variant.store === 'postgres') return recreateDatabase(adminUrl, databaseName);
  if (variant.store === 'redis') {
    const { Queue } = await import('bullmq');
    const queue = new Queue('flush', { connection: redisConnection() });
    await (await queue.getBackend().client).runCommand('flushdb', []);
    await queue.close();
  }
  return '';
}

async function measureLoad(
  variant: Variant,
  databaseUrl: string,
  databaseName: string,
  row: Row,
): Promise<void> {
  const processes: WorkerProcess[] = [];
  try {
    // One after the other: each installs or checks the schema as it starts.
    for (let index = 0; index < variant.processes; index += 1) {
      const worker = new WorkerProcess(
        { variant, queues: ['drain'], databaseUrl, isVictim: false },
        row.problems,
      );
      processes.push(worker);
      await worker.ready();
      row.startupMs ??= now() - worker.startedAt;
    }
    const [producer] = processes;
    if (!producer) return;

    await sleep(5_000);
    const before = await idleCounters(variant, databaseName, processes);
    await sleep(idleSeconds * 1000);
    const after = await idleCounters(variant, databaseName, processes);
    row.idleRate = (after.count - before.count) / ((after.at - before.at) / 1000);
    row.rssMb = after.rss.map((rss) => rss / 2 ** 20);

    const latencies: number[] = [];
    for (let sample = 0; sample < latencySamples; sample += 1) {
      await sleep(50 + Math.random() * 200);
      const job: JobData = { id: nextJobId++, mode: 'work', ms: 1 };
      await producer.send('drain', [job]);
      const trace = traceOf(job.id);
      const isStarted = await waitUntil(() => trace.starts.length > 0, 35_000);
      const [start] = trace.starts;
      if (!isStarted || !start || trace.sentAt === undefined) {
        row.latencyNote = `job ${sample + 1} not started within 35 s`;
        break;
      }
      latencies.push(start.at - trace.sentAt);
    }
    row.p50 = percentile(latencies, 0.5);
    row.p99 = percentile(latencies, 0.99);

    const jobs = Array.from({ length: drainJobs }, () => ({
      id: nextJobId++,
      mode: 'work' as const,
      ms: workMs,
    }));
    await producer.send('drain', jobs);
    const jobTraces = jobs.map((job) => traceOf(job.id));
    const isDrained = await waitUntil(
      () => jobTraces.every((trace) => trace.done.length > 0),
      drainTimeoutMs,
    );
    // A second run of a job would show up shortly after the first.
    await sleep(2_000);
    const sentAt = jobTraces[0]?.sentAt ?? 0;
    const finished = jobTraces.filter((trace) => trace.done.length > 0);
    row.drained = finished.length;
    row.drainMs = isDrained
      ? Math.max(...finished.map((trace) => trace.done[0]?.at ?? 0)) - sentAt
      : undefined;
    row.twice = jobTraces.filter((trace) => trace.starts.length > 1).length;
    const byProcess = new Map<number, number>();
    for (const trace of finished) {
      const pid = trace.done[0]?.pid ?? 0;
      byProcess.set(pid, (byProcess.get(pid) ?? 0) + 1);
    }
    row.split = [...byProcess.values()].join('/');
    // Jobs not done when the bound is reached may still be queued rather than lost: not counted.
    if (isDrained) row.lost = drainJobs - finished.length;
    else
      row.problems.push(
        `${drainJobs - finished.length} of ${drainJobs} jobs not done ${drainTimeoutMs / 1000} s after they were queued (not waited for longer)`,
      );
  } finally {
    for (const worker of processes) await worker.stop();
  }
}

async function idleCounters(variant: Variant, databaseName: string, processes: WorkerProcess[]) {
  const replies = await Promise.all(processes.map((worker) => worker.request({ kind: 'stats' })));
  const rss = replies.map((reply) => reply.rss);
  if (variant.store !== 'postgres') {
    const count = replies.reduce((sum, reply) => sum + (reply.queries ?? 0), 0);
    if (variant.store === 'redis')
      console.log(
        `  Redis server, all clients, commands inside scripts included: ${await redisCommandsProcessed()} so far`,
      );
    return { at: now(), count, rss };
  }
  // Each statement outside a transaction block commits a transaction of its own.
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ commits: string }>(
    'select xact_commit + xact_rollback as commits from pg_stat_database where datname = $1',
    [databaseName],
  );
  await client.end();
  return { at: now(), count: Number(rows[0]?.commits ?? 0), rss };
}

/** The server's own count, the processes' cross-check (it includes any other client of the server). */
async function redisCommandsProcessed(): Promise<number> {
  const { Queue } = await import('bullmq');
  const queue = new Queue('stats', { connection: redisConnection() });
  const info = await (await queue.getBackend().client).info();
  await queue.close();
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? Number.NaN);
}

async function measureFailures(variant: Variant, databaseUrl: string, row: Row): Promise<void> {
  const victim = new WorkerProcess(
    { variant, queues: ['crash'], databaseUrl, isVictim: true },
    row.problems,
  );
  const survivor = new WorkerProcess(
    { variant, queues: ['retry', 'timeout'], databaseUrl, isVictim: false },
    row.problems,
  );
  try {
    await victim.ready();
    await survivor.ready();
    const held = Array.from({ length: concurrency }, () => ({
      id: nextJobId++,
      mode: 'hold' as const,
      ms: workMs,
    }));
    await victim.send('crash', held);
    const heldTraces = held.map((job) => traceOf(job.id));
    if (!(await waitUntil(() => heldTraces.every((trace) => trace.starts.length > 0), 35_000)))
      throw new Error('the process to be killed did not start its jobs');
    // The survivor takes the queue only now, so that the held jobs are all the victim's.
    await survivor.request({ kind: 'subscribe', queues: ['crash'] });
    victim.child.kill('SIGKILL');
    const killedAt = now();

    const failing: JobData = { id: nextJobId++, mode: 'fail', ms: 0 };
    const long: JobData = { id: nextJobId++, mode: 'long', ms: 8_000 };
    await survivor.send('retry', [failing]);
    await survivor.send('timeout', [long]);
    const failTrace = traceOf(failing.id);
    const longTrace = traceOf(long.id);
    await waitUntil(
      () =>
        heldTraces.every((trace) => trace.done.length > 0) &&
        failTrace.errors.length >= attempts &&
        (longTrace.done.length > 0 || longTrace.errors.length >= attempts),
      recoveryTimeoutMs,
    );
    await sleep(3_000);

    const recovered = heldTraces.filter((trace) => trace.done.length > 0);
    const lastRecovery = Math.max(...recovered.map((trace) => trace.starts.at(-1)?.at ?? 0));
    row.crash =
      recovered.length === 0
        ? `none of ${held.length} within ${recoveryTimeoutMs / 1000} s`
        : `${recovered.length} of ${held.length}, last ${seconds(lastRecovery - killedAt)} after the kill`;

    const failStarts = failTrace.starts.map((start) => start.at);
    const gaps = failStarts.slice(1).map((at, index) => seconds(at - (failStarts[index] ?? at)));
    row.retry = `${runs(failStarts.length)}${gaps.length ? `, gaps ${gaps.join(', ')}` : ''}`;

    const longRuns = longTrace.starts.map((start) => {
      const ended = [...longTrace.done, ...longTrace.errors]
        .map((end) => end.at)
        .filter((at) => at >= start.at)
        .sort((a, b) => a - b)[0];
      return ended === undefined ? 'still running' : seconds(ended - start.at);
    });
    const outcome = longTrace.done.length > 0 ? 'completed' : `${longTrace.errors.length} stopped`;
    row.overLimit = `${runs(longTrace.starts.length)} (${longRuns.join(', ')}), ${outcome}`;
  } finally {
    if (!victim.exited) victim.child.kill('SIGKILL');
    await survivor.stop();
  }
}

/** RSS of a Node process that runs `code` and then idles 2 s: the floor under a worker's. */
async function idleProcessRss(code: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `${code}; setTimeout(() => console.log(process.memoryUsage().rss), 2000);`,
    ],
    { cwd: fileURLToPath(new URL('.', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  await withTimeout(new Promise((resolve) => child.once('exit', resolve)), 60_000, 'idle process');
  return Number(output.trim().split('\n').at(-1)) / 2 ** 20;
}

function printTables(rows: Row[], baselineRssMb: number, pgliteRssMb: number): void {
  const fastestDrain = Math.min(...rows.map((row) => row.drainMs ?? Number.POSITIVE_INFINITY));
  const fastestP50 = Math.min(...rows.map((row) => row.p50 ?? Number.POSITIVE_INFINITY));
  console.log(
    `\n${drainJobs} jobs × ${workMs} ms, ${concurrency} concurrent per process; ${latencySamples} single jobs; idle ${idleSeconds} s; ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; RSS of an idle Node + tsx process ${baselineRssMb.toFixed(0)} MB, with an empty in-memory PGlite ${pgliteRssMb.toFixed(0)} MB\n`,
  );
  console.log(
    '| queue | processes | start | drain 200 | vs fastest | jobs per process | lost | run twice | start p50 ms | p99 ms | p50 vs fastest | idle round trips/s | RSS MB per process |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const drain =
      row.drainMs !== undefined
        ? `${(row.drainMs / 1000).toFixed(2)} s`
        : row.drained !== undefined
          ? `${row.drained}/${drainJobs} in ${drainTimeoutMs / 1000} s`
          : '—';
    console.log(
      `| ${row.variant.label} | ${row.variant.processes} | ${row.startupMs === undefined ? '—' : seconds(row.startupMs)} | ${drain} | ${row.drainMs !== undefined ? (row.drainMs / fastestDrain).toFixed(1) : '—'} | ${row.split ?? '—'} | ${row.lost ?? '—'} | ${row.twice ?? '—'} | ${format(row.p50)} | ${format(row.p99)}${row.latencyNote ? ` (${row.latencyNote})` : ''} | ${row.p50 !== undefined ? (row.p50 / fastestP50).toFixed(1) : '—'} | ${format(row.idleRate)} | ${row.rssMb?.map((mb) => mb.toFixed(0)).join(', ') ?? '—'} |`,
    );
  }
  const failureRows = rows.filter((row) => row.variant.failures);
  if (failureRows.length > 0) {
    console.log(
      `\n| queue | SIGKILLed process's ${concurrency} jobs, run by the other | always throws (${attempts} attempts, backoff from 1 s) | 8 s job, ${timeLimitSeconds} s limit |`,
    );
    console.log('|---|---|---|---|');
    for (const row of failureRows)
      console.log(
        `| ${row.variant.label} | ${row.crash ?? '—'} | ${row.retry ?? '—'} | ${row.overLimit ?? '—'} |`,
      );
  }
  const problems = rows.filter((row) => row.problems.length > 0);
  if (problems.length > 0) {
    console.log('\nWhat went wrong:');
    for (const row of problems)
      for (const problem of row.problems) console.log(`- ${row.variant.label}: ${problem}`);
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = now() + timeoutMs;
  while (!condition()) {
    if (now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function percentile(values: number[], fraction: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function runs(count: number): string {
  return count === 1 ? '1 run' : `${count} runs`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function format(value: number | undefined): string {
  if (value === undefined) return '—';
  return value >= 10 ? value.toFixed(0) : value.toFixed(1);
}

// Last, once the classes above are defined: this file is the coordinator and each worker process.
if (process.env.JOBQ_CHILD) await runChild(JSON.parse(process.env.JOBQ_CHILD) as ChildConfig);
else await runBench();

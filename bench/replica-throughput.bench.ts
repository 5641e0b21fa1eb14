// Throughput of the recipe list with one and two api replicas behind the load balancer: GET
// /api/recipes and the GraphQL list, against the bare node:http + pg baseline on the same database
// in the same run. The deployment is CI's (e2e/deployment): replicas from release/api on
// PostgreSQL and Redis behind Debian's nginx. 500 recipes of one cook, autocannon with 50
// connections for BENCH_SECONDS (8) each after a 2 s warm-up, in BENCH_ROUNDS (3) rounds that
// each start with the baseline; medians of the rounds. Needs the release folders
// (npx -y pnpm@10 run release), nginx, PostgreSQL and Redis (DATABASE_URL, REDIS_URL; the
// machine's by default). Prints a Markdown table.
import type { ChildProcess } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { openDatabase } from '@app/api/src/db/open-database.ts';
import autocannon from 'autocannon';
import { type Deployment, signUp, startDeployment } from '../e2e/deployment/deployment.ts';
import { startProcess } from './api-process.ts';
import { seedRecipes } from './seed-recipes.ts';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const recipeCount = Number(process.env.BENCH_RECIPES ?? 500);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Rounds of every target, the baseline first in each: on a shared machine the speed drifts over
 * minutes, so each target is compared with the baseline of its own round, and the medians of
 * the rounds are reported.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const baselinePort = 18091;

const recipeFields = `id name description imageUrl prepTime cookTime totalTime servings difficulty
  ingredients instructions tags nutrition { protein fat carbs calories } isFavorite sourceUrl
  sourceImageUrl createdAt updatedAt`;

interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Row {
  setup: string;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** Against the baseline measured in the same deployment. */
  ratio: number;
  p99Ratio: number;
}

function load({ label: _label, ...target }: Target, duration: number) {
  return autocannon({ ...target, connections, duration, pipelining: 1, timeout: 30 });
}

async function measure(target: Target) {
  await load(target, 2); // warm up JIT, pools and caches
  const result = await load(target, durationSeconds);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The list targets of one origin, as the cook's token reaches them. */
function listTargets(origin: string, where: string, token: string): Target[] {
  const authorization = `Bearer ${token}`;
  return [
    {
      label: `REST GET /api/recipes, ${where}`,
      url: `${origin}/api/recipes`,
      headers: { authorization },
    },
    {
      label: `GraphQL { recipes }, ${where}`,
      url: `${origin}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query BenchRecipes { recipes { ${recipeFields} } }` }),
    },
  ];
}

async function run(replicas: number): Promise<Row[]> {
  const deployment: Deployment = await startDeployment({
    postgresUrl,
    redisUrl,
    replicas,
    behindBalancer: replicas,
    // BENCH_REPLICA_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=…' profiles the replicas.
    env: { LOG_LEVEL: 'warn', NODE_OPTIONS: process.env.BENCH_REPLICA_NODE_OPTIONS ?? '' },
  });
  let baseline: ChildProcess | undefined;
  try {
    const cook = await signUp(deployment.url);
    const userId = JSON.parse(
      Buffer.from(cook.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ).sub as string;
    const database = await openDatabase({ databaseUrl: deployment.databaseUrl, poolMax: 2 });
    await seedRecipes(database.orm, userId, recipeCount);
    await database.close();
    baseline = await startProcess(
      'bench',
      'baseline-server.ts',
      { DATABASE_URL: deployment.databaseUrl, PORT: String(baselinePort), BENCH_USER_ID: userId },
      `http://127.0.0.1:${baselinePort}/`,
    );
    const setup = `${replicas} replica${replicas > 1 ? 's' : ''}`;
    const targets: Target[] = [
      { label: 'baseline: node:http + pg', url: `http://127.0.0.1:${baselinePort}/` },
      ...(replicas === 1
        ? listTargets(deployment.replicas[0]?.url ?? '', 'the replica itself', cook.accessToken)
        : []),
      ...listTargets(deployment.url, 'through nginx', cook.accessToken),
    ];
    const samples = targets.map(
      () => [] as { rps: number; p50: number; p99: number; ratio: number; p99Ratio: number }[],
    );
    for (let round = 0; round < rounds; round += 1) {
      let reference = { rps: 1, p99: 1 };
      for (const [index, target] of targets.entries()) {
        console.log(`loading ${setup}, round ${round + 1}: ${target.label} ...`);
        const result = await measure(target);
        if (index === 0) reference = result;
        samples[index]?.push({
          ...result,
          ratio: result.rps / reference.rps,
          p99Ratio: result.p99 / reference.p99,
        });
      }
    }
    const rows: Row[] = targets.map((target, index) => {
      const of = samples[index] ?? [];
      const median = (pick: (sample: (typeof of)[number]) => number) => {
        const values = of.map(pick).sort((a, b) => a - b);
        return values[Math.floor(values.length / 2)] ?? 0;
      };
      return {
        setup,
        label: target.label,
        rps: median((sample) => sample.rps),
        p50: median((sample) => sample.p50),
        p99: median((sample) => sample.p99),
        ratio: median((sample) => sample.ratio),
        p99Ratio: median((sample) => sample.p99Ratio),
      };
    });
    return rows;
  } finally {
    baseline?.kill('SIGTERM');
    await deployment.stop();
  }
}

// BENCH_REPLICAS=1 measures one setup only (to profile it, say).
const setups = process.env.BENCH_REPLICAS ? [Number(process.env.BENCH_REPLICAS)] : [1, 2];
const rows: Row[] = [];
for (const replicas of setups) rows.push(...(await run(replicas)));
console.log(
  `\n${recipeCount} recipes, ${connections} connections, ${durationSeconds} s each; ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}\n`,
);
console.log(`${rounds} rounds, medians; ratios against the baseline of the same round\n`);
console.log('| setup | target | req/s | p50 ms | p99 ms | req/s vs baseline | p99 vs baseline |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.setup} | ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.ratio.toFixed(2)}× | ${row.p99Ratio.toFixed(2)}× |`,
  );
}

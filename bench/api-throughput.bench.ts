// API throughput: GET /api/recipes and the same GraphQL query against a bare node:http + pg
// baseline, 500 recipes, autocannon with 50 connections for 10 s each. Needs PostgreSQL
// (DATABASE_URL, default the machine's at 127.0.0.1:5432). Prints a Markdown table.
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { openDatabase } from '@app/api/src/db/open-database.ts';
import autocannon from 'autocannon';
import { recreateDatabase, startApi, startProcess } from './api-process.ts';
import { seedRecipes } from './seed-recipes.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const recipeCount = Number(process.env.BENCH_RECIPES ?? 500);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const apiPort = 18080;
const baselinePort = 18081;
const marketingPort = 18082;

const recipeFields = `id name description imageUrl prepTime cookTime totalTime servings difficulty
  ingredients instructions tags nutrition { protein fat carbs calories } isFavorite sourceUrl
  sourceImageUrl createdAt updatedAt`;

const databaseUrl = await recreateDatabase(adminUrl, 'recipes_bench');

const children: ChildProcess[] = [];
try {
  children.push(
    await startApi(apiPort, { DATABASE_URL: databaseUrl, MARKETING_PORT: String(marketingPort) }),
  );
  // A real account and session, as the app gets them: the api refuses tokens of unknown sessions.
  const { userId, token } = await signUp();
  const database = await openDatabase({ databaseUrl, poolMax: 2 });
  await seedRecipes(database.orm, userId, recipeCount);
  await database.close();
  children.push(
    await startProcess(
      'bench',
      'baseline-server.ts',
      { DATABASE_URL: databaseUrl, PORT: String(baselinePort), BENCH_USER_ID: userId },
      `http://127.0.0.1:${baselinePort}/`,
    ),
  );

  const authorization = `Bearer ${token}`;
  const targets: Target[] = [
    { label: 'baseline: node:http + pg', url: `http://127.0.0.1:${baselinePort}/` },
    {
      label: 'REST GET /api/recipes',
      url: `http://127.0.0.1:${apiPort}/api/recipes`,
      headers: { authorization },
    },
    {
      label: 'GraphQL { recipes }',
      url: `http://127.0.0.1:${apiPort}/graphql`,
      method: 'POST' as const,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query BenchRecipes { recipes { ${recipeFields} } }` }),
    },
  ];

  const results = [];
  for (const target of targets) {
    console.log(`loading ${target.label} ...`);
    await load(target, 2); // warm up JIT, pools and caches
    const result = await load(target, durationSeconds);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push({
      label: target.label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: result.throughput.average,
    });
  }
  const [baseline] = results;
  console.log(
    `\n${recipeCount} recipes, ${connections} connections, ${durationSeconds} s each; ${cpus().length} × ${cpus()[0]?.model}; Node ${process.version}\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | ratio to baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of results) {
    console.log(
      `| ${row.label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.rps / (baseline?.rps ?? 1)).toFixed(2)} |`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}

interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function load({ label: _label, ...target }: Target, duration: number) {
  return autocannon({ ...target, connections, duration, pipelining: 1, timeout: 30 });
}

async function signUp(): Promise<{ userId: string; token: string }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmark password',
    }),
  });
  const session = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!session.access_token || !session.user) throw new Error(`sign-up failed: ${response.status}`);
  return { userId: session.user.id, token: session.access_token };
}

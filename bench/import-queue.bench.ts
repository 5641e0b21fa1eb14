// Imports on the job queue: 200 URL imports started at once (startRecipeImport, which answers
// the job's id at once) by one cook, through the load balancer, against one and then two api
// replicas from release/api on PostgreSQL and Redis (the layout of e2e/deployment). The pages
// are the 42 real recipe pages of the test corpus, served on loopback under several addresses
// each. Measured: time until every import has its outcome, imports per second, latency from
// start to outcome (p50/p95), and jobs lost (started, never finished) or run twice. Needs the
// release folders (npx -y pnpm@10 run release), nginx, PostgreSQL and Redis (DATABASE_URL,
// REDIS_URL; the machine's by default). Prints a Markdown table.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import {
  adminQuery,
  type Deployment,
  graphql,
  signUp,
  startDeployment,
  waitFor,
} from '../e2e/deployment/deployment.ts';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const imports = Number(process.env.BENCH_IMPORTS ?? 200);
/** Starts in flight at once, as a bulk import's client would send them. */
const startConcurrency = 20;

const corpus = new URL('../api/test/fixtures/recipe-pages/dev/', import.meta.url);
const pages = readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => readFileSync(new URL(`${entry.name}/page.html`, corpus)));

const server = createServer((request, response) => {
  const index = Number(request.url?.split('/').pop()) || 0;
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(pages[index % pages.length]);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const pagesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Row {
  replicas: number;
  drainSeconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  saved: number;
  existing: number;
  failed: number;
  lost: number;
  ranTwice: number;
}

async function measure(replicas: number): Promise<Row> {
  const deployment: Deployment = await startDeployment({
    postgresUrl,
    redisUrl,
    replicas,
    behindBalancer: replicas,
    env: { LOG_LEVEL: 'warn', ALLOW_PRIVATE_IMPORT_URLS: 'true' },
  });
  try {
    // A cook may have five imports in progress: the 200 come from 40 cooks at once.
    const cooks = await Promise.all(
      Array.from({ length: Math.ceil(imports / 5) }, () => signUp(deployment.url)),
    );
    const startedAt = new Map<string, number>();
    const ids = Array.from({ length: imports }, () => randomUUID());
    const began = Date.now();
    for (let offset = 0; offset < ids.length; offset += startConcurrency) {
      await Promise.all(
        ids.slice(offset, offset + startConcurrency).map(async (importId, index) => {
          startedAt.set(importId, Date.now());
          await graphql(
            deployment.url,
            cooks[Math.floor((offset + index) / 5)]?.accessToken ?? '',
            `mutation Start($url: String!, $importId: String!) {
              startRecipeImport(url: $url, importId: $importId) { __typename }
            }`,
            { url: `${pagesUrl}/page/${offset + index}`, importId },
          );
        }),
      );
    }
    await waitFor(
      `${imports} outcomes`,
      async () => {
        const { rows } = await adminQuery(
          deployment.databaseUrl,
          'select count(*)::int as count from import_results',
        );
        return rows[0]?.count === imports;
      },
      600_000,
    ).catch(() => {});
    const drainSeconds = (Date.now() - began) / 1000;
    const outcomes = await adminQuery(
      deployment.databaseUrl,
      `select outcome->>'status' as status, (outcome->>'isExisting')::boolean as existing,
        extract(epoch from created_at) * 1000 as at from import_results`,
    );
    const tries = await adminQuery(
      deployment.databaseUrl,
      `select count(*)::int as count from pgboss.job where name = 'recipe-imports' and retry_count > 0`,
    );
    // Latency per import: the outcomes are not matched to ids here, so the n-th outcome is
    // compared with the n-th start (both in order); a fair figure for a queue worked in order.
    const starts = [...startedAt.values()].sort((a, b) => a - b);
    const ends = outcomes.rows.map((row: { at: number }) => Number(row.at)).sort((a, b) => a - b);
    const latencies = ends
      .map((end, index) => end - (starts[index] ?? began))
      .sort((a, b) => a - b);
    const pick = (share: number) => latencies[Math.floor(share * (latencies.length - 1))] ?? 0;
    const rows = outcomes.rows as { status: string; existing: boolean | null }[];
    return {
      replicas,
      drainSeconds,
      perSecond: outcomes.rows.length / drainSeconds,
      p50: pick(0.5) / 1000,
      p95: pick(0.95) / 1000,
      saved: rows.filter((row) => row.status === 'SAVED' && !row.existing).length,
      existing: rows.filter((row) => row.status === 'SAVED' && row.existing).length,
      failed: rows.filter((row) => row.status === 'FAILED').length,
      lost: imports - outcomes.rows.length,
      ranTwice: tries.rows[0]?.count ?? 0,
    };
  } finally {
    await deployment.stop();
  }
}

const results: Row[] = [];
for (const replicas of [1, 2]) results.push(await measure(replicas));
server.close();

const [one] = results;
console.log(
  `\n${imports} URL imports started at once (${pages.length} real pages under ${imports} addresses, on loopback); ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}\n`,
);
console.log(
  '| replicas | all done in | imports/s | vs 1 replica | start → outcome p50 | p95 | new | imported before | failed | lost | tried twice |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of results) {
  console.log(
    `| ${row.replicas} | ${row.drainSeconds.toFixed(1)} s | ${row.perSecond.toFixed(1)} | ${(row.perSecond / (one?.perSecond ?? row.perSecond)).toFixed(2)}× | ${row.p50.toFixed(1)} s | ${row.p95.toFixed(1)} s | ${row.saved} | ${row.existing} | ${row.failed} | ${row.lost} | ${row.ranTwice} |`,
  );
}

// URL import time through a running api: POST /api/recipes/analyze-url for every page of a
// recipe-page corpus, each served by a loopback page server as the site would serve it, against
// fetching the same page straight from that server (the baseline: what any importer pays before
// it reads a byte). The api runs as in production (its own process, the machine's PostgreSQL,
// the offline provider) and saves every recipe, as a cook's import does.
//
//   tsx import-http.bench.ts [cases-dir]
//
// cases-dir defaults to ../shared/data/recipe-pages/wide beside the repository; without it the
// run says so and exits 0. Needs PostgreSQL (DATABASE_URL, default 127.0.0.1:5432).
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, recreateDatabase, startApi } from './api-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const casesDir = resolve(
  process.argv[2] ?? join(root, '..', 'shared', 'data', 'recipe-pages', 'wide'),
);
if (!existsSync(casesDir)) {
  console.log(`import over HTTP: no corpus at ${casesDir}; skipped`);
  process.exit(0);
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const apiPort = 18090;

const cases = readdirSync(casesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(casesDir, entry.name, 'page.html')))
  .map((entry) => entry.name)
  .sort();
const pages = new Map(cases.map((name) => [name, readFileSync(join(casesDir, name, 'page.html'))]));

const databaseName = 'recipes_import_bench';
const databaseUrl = await recreateDatabase(adminUrl, databaseName);
const pageServer = await servePages();
const pagesUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
let api: ChildProcess | undefined;
try {
  api = await startApi(apiPort, {
    DATABASE_URL: databaseUrl,
    // The pages are served from loopback, which the import guard refuses by default.
    ALLOW_PRIVATE_IMPORT_URLS: 'true',
    OPENAI_API_KEY: '',
  });
  const token = await signUp();
  const baseline: number[] = [];
  const imports: number[] = [];
  const failures: string[] = [];
  // A warm-up page each, so the first measured import does not pay for JIT and pools.
  for (const name of cases.slice(0, 3)) {
    await fetchPage(name);
    await importPage(name, token);
  }
  for (const name of cases) {
    baseline.push(await timed(() => fetchPage(name)));
    let status = 0;
    imports.push(
      await timed(async () => {
        status = await importPage(name, token);
      }),
    );
    if (status !== 200) failures.push(`${name}: HTTP ${status}`);
  }
  const [importMedian, importP95] = [percentile(imports, 50), percentile(imports, 95)];
  const [fetchMedian, fetchP95] = [percentile(baseline, 50), percentile(baseline, 95)];
  console.log(
    `\nimport over HTTP: ${cases.length} pages from ${casesDir}; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg()[0]?.toFixed(1)}; Node ${process.version}\n`,
  );
  console.log('| per page | median | p95 |');
  console.log('|---|---:|---:|');
  console.log(`| baseline: GET the page from its server | ${ms(fetchMedian)} | ${ms(fetchP95)} |`);
  console.log(`| POST /api/recipes/analyze-url (saved) | ${ms(importMedian)} | ${ms(importP95)} |`);
  console.log(
    `| ratio to baseline | ${(importMedian / fetchMedian).toFixed(1)}× | ${(importP95 / fetchP95).toFixed(1)}× |`,
  );
  console.log(
    `\npages not imported (a page with no recipe answers 400 with its reason): ${failures.length}`,
  );
  for (const failure of failures) console.log(`  ${failure}`);
} finally {
  api?.kill('SIGTERM');
  pageServer.close();
  // The api's connections must be gone before its database can be dropped.
  const running = api;
  if (running && running.exitCode === null) {
    await new Promise((resolve) => running.once('exit', resolve));
  }
  await dropDatabase(adminUrl, databaseName);
}

async function fetchPage(name: string): Promise<void> {
  const response = await fetch(`${pagesUrl}/${name}/`);
  await response.arrayBuffer();
}

async function importPage(name: string, token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/recipes/analyze-url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${pagesUrl}/${name}/` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Each saved page under /<case>/, as a site serves it: HTML bytes, no charset promised. */
function servePages(): Promise<Server> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '').split('/')[1] ?? '';
    const page = pages.get(name);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

async function signUp(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `import-${Date.now()}@example.com`, password: 'bench password' }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-up failed: ${response.status}`);
  return session.access_token;
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

// Cold start of the api: the compiled release folder (`node --conditions=compiled build/main.js`
// in release/api, as its image runs it) against the sources through tsx (how `npm start` ran
// before), on the same already-migrated database: time from spawn to the first ready answer of
// /readyz, and the resident memory then. Rounds alternate the two so a busy moment hits both.
// Needs release/api (npx -y pnpm@10 --filter @app/api release) and PostgreSQL (DATABASE_URL,
// default the machine's); the embedded database is measured too. Prints a Markdown table.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recreateDatabase } from './api-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const port = 18180;

interface Variant {
  label: string;
  cwd: string;
  args: string[];
}

const compiled: Variant = {
  label: 'compiled (release/api)',
  cwd: join(root, 'release', 'api'),
  args: ['--conditions=compiled', 'build/main.js'],
};
const throughTsx: Variant = {
  label: 'sources through tsx',
  cwd: join(root, 'api'),
  args: ['--import', 'tsx', 'src/main.ts'],
};

interface Start {
  readyMs: number;
  rssMb: number;
}

async function startOnce(variant: Variant, env: Record<string, string>): Promise<Start> {
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, variant.args, {
    cwd: variant.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MARKETING_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - began > 120_000) throw new Error(`${variant.label} never ready`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - began;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { readyMs, rssMb: rssKb / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

if (!existsSync(join(compiled.cwd, 'build', 'main.js'))) {
  console.error('release/api is missing: run npx -y pnpm@10 --filter @app/api release first');
  process.exit(1);
}

const databaseUrl = await recreateDatabase(adminUrl, 'recipes_cold_start');
const dataDir = mkdtempSync(join(tmpdir(), 'cold-start-'));
const databases: { label: string; env: Record<string, string> }[] = [
  { label: 'PostgreSQL', env: { DATABASE_URL: databaseUrl } },
  { label: 'PGlite', env: { DATA_DIR: dataDir } },
];
try {
  console.log(`| database | api | ready (median of ${rounds}) | RSS at ready | ratio |`);
  console.log('|---|---|---:|---:|---:|');
  for (const database of databases) {
    // The first start migrates; what is measured starts on a migrated database, as a restart does.
    await startOnce(compiled, database.env);
    const results = new Map<Variant, Start[]>([
      [compiled, []],
      [throughTsx, []],
    ]);
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of round % 2 === 0 ? [compiled, throughTsx] : [throughTsx, compiled]) {
        results.get(variant)?.push(await startOnce(variant, database.env));
      }
    }
    const tsxReady = median((results.get(throughTsx) ?? []).map((start) => start.readyMs));
    for (const [variant, starts] of results) {
      const ready = median(starts.map((start) => start.readyMs));
      const rss = median(starts.map((start) => start.rssMb));
      console.log(
        `| ${database.label} | ${variant.label} | ${Math.round(ready)} ms | ${Math.round(rss)} MB | ${(ready / tsxReady).toFixed(2)} |`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

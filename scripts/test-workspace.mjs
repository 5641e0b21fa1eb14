#!/usr/bin/env node
// Every test of the workspace, using both cores of a small machine. Vitest alone runs one file
// at a time there (its workers are the cores less one), and most files wait on a browser, a
// server or a database more than they compute: two runs side by side take little more than the
// longer of them. Tests held to a wall-clock bound (the `api-timed` project) run first, alone.
//
// With TEST_SERVICES_DATABASE_URL and TEST_SERVICES_REDIS_URL set (.ci/run sets them), the
// api's database and Redis tests run again on those servers, as a deployment uses them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const databaseUrl = process.env.TEST_SERVICES_DATABASE_URL;
const redisUrl = process.env.TEST_SERVICES_REDIS_URL;
const onServices = { DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl };
const hasServices = Boolean(databaseUrl && redisUrl);
// Only the files that reach a database or Redis run again on the servers.
const servicesFilter = ['integration', 'limiter'];

/** Longest first, so the two lanes end close together. */
const phases = [
  {
    title: 'tests held to a time bound, alone',
    lanes: 1,
    runs: [
      { name: 'api-timed', args: ['--project', 'api-timed'] },
      hasServices && {
        name: 'api-timed/services',
        args: ['--project', 'api-timed', ...servicesFilter],
        env: onServices,
      },
    ],
  },
  {
    title: 'everything else, two runs at a time',
    lanes: 2,
    runs: [
      // The browser journeys are half of all the time: two halves, one per lane at first.
      { name: 'e2e 1/2', args: ['--project', 'e2e', '--shard=1/2'] },
      { name: 'e2e 2/2', args: ['--project', 'e2e', '--shard=2/2'] },
      { name: 'api', args: ['--project', 'api'] },
      hasServices && {
        name: 'api/services',
        args: ['--project', 'api', ...servicesFilter],
        env: onServices,
      },
      {
        name: 'web',
        args: ['--project', '!api', '--project', '!api-timed', '--project', '!e2e'],
      },
    ],
  },
];

const failed = [];
const timings = [];
/** Each run's lines, so a failed run's report can be printed again at the end. */
const output = new Map();
for (const phase of phases) {
  const queue = phase.runs.filter(Boolean);
  console.log(`\n== ${phase.title}: ${queue.map((run) => run.name).join(', ')}`);
  const lane = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) {
      const started = Date.now();
      const code = await vitestRun(run);
      timings.push(`${run.name} ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) failed.push(run.name);
    }
  };
  await Promise.all(Array.from({ length: phase.lanes }, lane));
}
console.log(`\n== test runs: ${timings.join(', ')}`);
if (failed.length > 0) {
  // Two runs print at once and the web run is long: a failure scrolls far up. Its report comes
  // again at the end, and last of all the names of the failed tests.
  for (const name of failed) {
    console.log(`\n== what failed in ${name}`);
    for (const line of failureReport(plainLines(name))) console.log(`[${name}] ${line}`);
  }
  for (const name of failed) {
    console.log(`\n== failed tests in ${name}`);
    for (const line of plainLines(name).filter((line) => /^\s*(FAIL|×)\s/.test(line))) {
      console.log(`[${name}] ${line}`);
    }
  }
  console.error(`== failed: ${failed.join(', ')}`);
  process.exit(1);
}

function plainLines(name) {
  return (output.get(name) ?? []).map((line) => stripVTControlCharacters(line));
}

/** Vitest's own account of the failures, from its "Failed Tests" rule, bounded. */
function failureReport(lines) {
  let start = lines.findIndex((line) =>
    /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) /.test(line),
  );
  if (start < 0) start = Math.max(0, lines.length - 80);
  const report = lines.slice(start);
  return report.length > 200
    ? [...report.slice(0, 200), `… ${report.length - 200} more lines`]
    : report;
}

/** One vitest run, its lines prefixed with its name (two runs print at once). */
function vitestRun(run) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...run.args], {
      cwd: root,
      env: { ...process.env, ...run.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    output.set(run.name, lines);
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const parts = (pending + chunk.toString()).split('\n');
        pending = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          process.stdout.write(`[${run.name}] ${line}\n`);
        }
      });
      stream.on('end', () => {
        if (!pending) return;
        lines.push(pending);
        process.stdout.write(`[${run.name}] ${pending}\n`);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

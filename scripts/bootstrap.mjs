#!/usr/bin/env node
// `npm start` and `npm test` run here on whatever Node the machine has (20 is enough): install the
// workspace with pnpm, which brings Node 22 for everything else, then hand over to pnpm scripts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const command = process.argv[2];
const steps = {
  start: [['install'], ['run', 'build'], ['run', 'serve']],
  test: [['install'], ['run', 'build'], ['run', 'check']],
  // The reliability suites at full size: fuzzers, hostile inputs, budgets and outages in the
  // api; load, restarts and a killed replica on the deployment (its release folders, the
  // machine's PostgreSQL and Redis, Debian's nginx).
  stress: [['install'], ['run', 'release'], ['run', 'test:stress:run']],
};

if (!(command in steps)) {
  console.error('usage: node scripts/bootstrap.mjs start|test|stress');
  process.exit(2);
}

for (const args of steps[command]) {
  const pnpmArgs =
    args[0] === 'install' ? ['install', '--frozen-lockfile', '--prefer-offline'] : args;
  const result = spawnSync('npx', ['-y', 'pnpm@10', ...pnpmArgs], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

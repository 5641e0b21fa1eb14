import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the real server; one file at a time (each starts a server and Chromium).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    // The deployment's own suite needs PostgreSQL, Redis, nginx and the release folders (.ci/run).
    exclude: ['deployment/**', '**/node_modules/**'],
    // A Content-Security-Policy violation on any page fails the test it happened in.
    setupFiles: ['./no-csp-violations.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

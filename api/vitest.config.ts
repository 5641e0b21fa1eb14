import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const allTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Tests that hold the server to a wall-clock bound (the event loop's worst stall, /health under
 * a hostile page, a reader's time per input): the workspace runs them with nothing else on the
 * machine (scripts/test-workspace.mjs), everything else two files at a time.
 */
export const timingBoundTests = [
  'test/fuzz-*.test.ts',
  'test/hostile-input.integration.test.ts',
  'test/text-readers-adversarial.test.ts',
  'test/chat-model-local.test.ts',
  'test/food-line-reader.test.ts',
  'test/food-identity.test.ts',
];

/** The api's tests, or a part of them (the workspace's `api` and `api-timed` projects). */
export function apiTests(part: {
  name: string;
  include?: string[];
  exclude?: string[];
  /** One process for all files (see the workspace's `api` project). */
  isolate?: boolean;
}) {
  return defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    // Node loads graphql's CommonJS build for dependencies; Vite would give our sources the .mjs
    // build, and graphql refuses a schema built by the other copy. One copy for everyone.
    resolve: { alias: { graphql: 'graphql/index.js' } },
    test: {
      name: part.name,
      environment: 'node',
      include: part.include ?? allTests,
      exclude: [...configDefaults.exclude, ...(part.exclude ?? [])],
      // Database tests run in separate processes; each file gets its own database.
      pool: 'forks',
      isolate: part.isolate ?? true,
      // A spy left by one test never reaches the next file's (they may share a process).
      restoreMocks: true,
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// Run from this folder: every api test.
export default apiTests({ name: 'api' });

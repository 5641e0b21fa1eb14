import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for dependencies; Vite would give our sources the .mjs
  // build, and graphql refuses a schema built by the other copy. One copy for everyone.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Database tests run in separate processes; each file gets its own database.
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for dependencies; Vite would give our sources the .mjs
  // build, and graphql refuses a schema built by the other copy. One copy for everyone.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: { name: 'schema', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});

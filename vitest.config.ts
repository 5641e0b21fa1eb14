import { defineConfig } from 'vitest/config';
import { apiTests, timingBoundTests } from './api/vitest.config.ts';

// One config per package, run together from here. The api's tests held to a wall-clock bound
// are a project of their own, `api-timed`, which scripts/test-workspace.mjs runs alone.
export default defineConfig({
  test: {
    projects: [
      'schema',
      // Each file builds its own app on its own database, and the api's modules hold nothing of
      // a file's: one process runs them all, loading the api once instead of once per file.
      apiTests({ name: 'api', exclude: timingBoundTests, isolate: false }),
      apiTests({ name: 'api-timed', include: timingBoundTests }),
      'ui',
      'shell',
      'mfe-recipes',
      'mfe-shopping',
      'mfe-chat',
      'mfe-admin',
      'e2e',
    ],
  },
});

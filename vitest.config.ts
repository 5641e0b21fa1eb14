import { defineConfig } from 'vitest/config';
import { apiTests, timingBoundTests } from './api/vitest.config.ts';

// One config per package, run together from here. The api's tests held to a wall-clock bound
// are a project of their own, `api-timed`, which scripts/test-workspace.mjs runs alone.
export default defineConfig({
  test: {
    projects: [
      'schema',
      apiTests({ name: 'api', exclude: timingBoundTests }),
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

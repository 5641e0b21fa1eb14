import { defineConfig } from 'vitest/config';

// One config per package, run together from here.
export default defineConfig({
  test: {
    projects: [
      'schema',
      'api',
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

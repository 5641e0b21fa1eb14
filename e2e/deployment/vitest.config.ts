import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The deployment as CI proves it without containers: api replicas from the api's release folder,
// each front end's release folder on its own static server, Debian's nginx in front, the
// machine's PostgreSQL and Redis. Run by .ci/run after the release folders are built.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'deployment',
    include: ['**/*.test.ts'],
    setupFiles: ['../no-csp-violations.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

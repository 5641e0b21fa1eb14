import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-shopping',
    environment: 'jsdom',
    // Room for the 5 s of findBy/waitFor (test-setup.ts) on a busy machine.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});

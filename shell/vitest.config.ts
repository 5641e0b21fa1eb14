import { defineProject } from 'vitest/config';

// Plain functions only (URL rules, manifest and storage parsing): no DOM needed.
export default defineProject({
  test: {
    name: 'shell',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

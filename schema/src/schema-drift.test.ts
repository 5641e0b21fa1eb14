import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl } from './print.ts';

describe('schema.graphql', () => {
  it('matches the schema the code builds (run `pnpm schema:print` after changing it)', () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../schema.graphql', import.meta.url)),
      'utf8',
    );
    expect(printSchemaSdl()).toBe(committed);
  });
});

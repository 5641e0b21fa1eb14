import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nutritionDataFiles, nutritionDataHashes, nutritionVersion } from './nutrition-version.ts';

function currentDataHash(): string {
  const hash = createHash('sha256');
  for (const file of nutritionDataFiles) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

describe('nutritionVersion', () => {
  it('has a recorded hash for every version up to the current one, and none beyond', () => {
    const versions = Object.keys(nutritionDataHashes).map(Number);
    expect(versions).toEqual(Array.from({ length: nutritionVersion }, (_, index) => index + 1));
  });

  it('is bumped with the data the figures rest on', () => {
    // When this fails: raise nutritionVersion and record the received hash under it.
    expect(currentDataHash()).toBe(nutritionDataHashes[nutritionVersion]);
  });
});

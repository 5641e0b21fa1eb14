import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language.ts';

describe('acceptedLanguages', () => {
  it('lists the languages most preferred first', () => {
    expect(acceptedLanguages('en;q=0.5,de-AT,de;q=0.9,fr;q=0.5')).toEqual([
      'de-AT',
      'de',
      'en',
      'fr',
    ]);
  });

  it('answers nothing for no header, a wildcard, refused or malformed entries', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages('sv;q=0, no;q=2, <script>, nb')).toEqual(['nb']);
  });

  it('keeps at most ten', () => {
    const header = Array.from({ length: 20 }, (_, index) => `x${String.fromCharCode(97 + index)}`);
    expect(acceptedLanguages(header.join(','))).toHaveLength(10);
  });
});

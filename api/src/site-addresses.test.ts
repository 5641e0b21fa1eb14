import { describe, expect, it } from 'vitest';
import { marketingSiteOf } from './site-addresses.ts';

describe('marketingSiteOf', () => {
  it.each([
    ['http://localhost:8080', undefined, 'http://localhost:3000/', []],
    ['http://127.0.0.1:8080', undefined, 'http://127.0.0.1:3000/', []],
    [
      'https://app.example.test',
      undefined,
      'https://example.test/',
      ['example.test', 'www.example.test'],
    ],
    [
      'https://app.example.test:8443',
      undefined,
      'https://example.test:8443/',
      ['example.test', 'www.example.test'],
    ],
    ['https://recipes.example.test', undefined, 'https://recipes.example.test:3000/', []],
    ['http://app.localhost:8080', undefined, 'http://app.localhost:3000/', []],
    [
      'https://app.example.test',
      'https://www.example.test/',
      'https://www.example.test/',
      ['example.test', 'www.example.test'],
    ],
    ['http://localhost:8080', 'https://cooking.example/', 'https://cooking.example/', []],
  ])('for %s (MARKETING_URL %s) is %s, answered on %j', (publicUrl, marketingUrl, url, hosts) => {
    expect(marketingSiteOf({ publicUrl, marketingPort: 3000, marketingUrl })).toEqual({
      url,
      hosts,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['uniquelocal', 'uniquelocal'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(
      expected,
    );
  });
});

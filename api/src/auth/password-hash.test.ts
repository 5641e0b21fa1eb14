import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordCorrect } from './password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id hashes that verify only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await isPasswordCorrect(stored, 'correct horse')).toBe(true);
    expect(await isPasswordCorrect(stored, 'wrong horse')).toBe(false);
  });

  it('answers false without an account', async () => {
    expect(await isPasswordCorrect(null, 'anything')).toBe(false);
  });
});

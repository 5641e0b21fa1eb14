import { describe, expect, it } from 'vitest';
import type { AuthError } from './auth-error.ts';
import { assertPasswordAllowed } from './password-policy.ts';

const policy = { passwordMinLength: 6, passwordRequiredCharacters: [] as string[] };

function failureOf(password: string, options = policy) {
  try {
    assertPasswordAllowed(password, options);
    return null;
  } catch (error) {
    return error as AuthError;
  }
}

describe('password policy', () => {
  it('accepts 6 to 72 characters', () => {
    expect(failureOf('secret')).toBeNull();
    expect(failureOf('x'.repeat(72))).toBeNull();
  });

  it('refuses short passwords as weak, with the length reason', () => {
    const error = failureOf('short');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error?.extra).toEqual({ weak_password: { reasons: ['length'] } });
  });

  it('refuses more than 72 bytes as a validation failure', () => {
    const error = failureOf('x'.repeat(73));
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('names missing character sets', () => {
    const error = failureOf('abc', {
      passwordMinLength: 6,
      passwordRequiredCharacters: ['0123456789'],
    });
    expect(error?.extra).toEqual({ weak_password: { reasons: ['length', 'characters'] } });
  });
});

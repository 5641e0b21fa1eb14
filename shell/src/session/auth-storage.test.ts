import { describe, expect, it } from 'vitest';
import { authStorageKey, hasStoredSession, storedSession } from './auth-storage.ts';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === authStorageKey ? value : null) };
}

const session = {
  access_token: 'access',
  refresh_token: 'refresh',
  expires_at: 1,
  user: { id: 'user-1' },
};

describe('storedSession', () => {
  it('reads the session supabase-js stored, even with an expired access token', () => {
    expect(storedSession(storageWith(JSON.stringify(session)))?.user.id).toBe('user-1');
  });

  it('answers null for no session, a partial one, or broken JSON', () => {
    expect(storedSession(storageWith(null))).toBeNull();
    expect(storedSession(storageWith(JSON.stringify({ access_token: 'a' })))).toBeNull();
    expect(storedSession(storageWith('{'))).toBeNull();
  });
});

describe('hasStoredSession', () => {
  it('is true for a stored session and false for none', () => {
    expect(hasStoredSession(storageWith(JSON.stringify(session)))).toBe(true);
    expect(hasStoredSession(storageWith(null))).toBe(false);
  });
});

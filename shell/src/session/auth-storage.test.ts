import { describe, expect, it } from 'vitest';
import {
  authStorageKey,
  hasStoredSession,
  storedSession,
  unexpiredStoredSession,
} from './auth-storage.ts';

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

describe('unexpiredStoredSession', () => {
  const now = Date.UTC(2026, 11, 1, 12);
  const expiringIn = (seconds: number) =>
    storageWith(JSON.stringify({ ...session, expires_at: now / 1000 + seconds }));

  it('answers the stored session while its access token has minutes left', () => {
    expect(unexpiredStoredSession(expiringIn(3600), now)?.access_token).toBe('access');
  });

  it('answers null when the token is about to expire or has, so supabase-js refreshes it', () => {
    expect(unexpiredStoredSession(expiringIn(60), now)).toBeNull();
    expect(unexpiredStoredSession(expiringIn(-10), now)).toBeNull();
  });

  it('answers null without a whole session or an expiry', () => {
    expect(unexpiredStoredSession(storageWith(null), now)).toBeNull();
    const { expires_at: _expiresAt, ...withoutExpiry } = session;
    expect(unexpiredStoredSession(storageWith(JSON.stringify(withoutExpiry)), now)).toBeNull();
  });
});

import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';

// Short tokens (refreshed at supabase-js's first auto-refresh tick, auth-contract §8), no
// reuse interval (so reuse detection can be tested at once) and the default sign-in limits.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    auth: {
      jwtLifetimeSeconds: 95,
      refreshReuseIntervalSeconds: 0,
      rateLimits: {
        token: { perIp: 1000, windowSeconds: 300 },
        signup: { perIp: 1000, perEmail: 10, windowSeconds: 300 },
        recover: { perIp: 1000, perEmail: 10, windowSeconds: 300 },
        otp: { perIp: 1000, perEmail: 10, windowSeconds: 300 },
        verify: { perIp: 1000, perEmail: 10, windowSeconds: 300 },
        user: { perIp: 1000, perEmail: 30, windowSeconds: 300 },
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';

async function signedUp(email = newEmail()) {
  const client = supabaseClient(app);
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { client, email, session: data.session };
}

function refresh(refreshToken: string) {
  return rest<{ code?: string; refresh_token?: string; access_token?: string }>(
    app,
    'POST',
    '/auth/v1/token?grant_type=refresh_token',
    { headers: { 'x-supabase-api-version': '2024-01-01' }, body: { refresh_token: refreshToken } },
  );
}

describe('refresh across expiry', () => {
  it('refreshes a short-lived session automatically', async () => {
    const { client, session } = await signedUp();
    expect(session.expires_in).toBe(95);
    const refreshed = new Promise<string>((resolve) => {
      client.auth.onAuthStateChange((event, next) => {
        if (event === 'TOKEN_REFRESHED' && next) resolve(next.refresh_token);
      });
    });
    await client.auth.startAutoRefresh();
    try {
      const refreshToken = await refreshed;
      expect(refreshToken).not.toBe(session.refresh_token);
    } finally {
      await client.auth.stopAutoRefresh();
    }
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('refresh token reuse', () => {
  it('revokes the session when a used token comes back later', async () => {
    const { client, session } = await signedUp();
    const first = await refresh(session.refresh_token);
    const second = await refresh(first.body.refresh_token ?? '');
    expect(second.status).toBe(200);

    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');

    const current = await refresh(second.body.refresh_token ?? '');
    expect(current.body.code).toBe('session_not_found');
    const user = await rest<{ code: string }>(app, 'GET', '/auth/v1/user', {
      headers: {
        authorization: `Bearer ${second.body.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(user.status).toBe(403);
    expect(user.body.code).toBe('session_not_found');
    expect((await client.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    // The recipe api refuses the revoked session's access token too (a fresh one was never
    // checked before, so nothing is cached).
    const api = await rest(app, 'GET', '/api/recipes', {
      headers: { authorization: `Bearer ${second.body.access_token}` },
    });
    expect(api.status).toBe(401);
  });

  it('still answers the parent of the current token with the current one', async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    const retried = await refresh(session.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(first.body.refresh_token);
  });
});

describe('rate limits', () => {
  it('stops password guessing for an address from one IP with 429', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app);
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { error } = await client.auth.signInWithPassword({
        email,
        password: `guess-${attempt}`,
      });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'));
    expect(codes[5]).toBe('over_request_rate_limit');

    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(429);
    expect(error?.message).toBe('Request rate limit reached');
  });
});

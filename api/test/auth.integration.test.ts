import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, lastMail, newEmail, readOutbox, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp, testIssuer } from './create-test-app.ts';
import { rest } from './http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ auth: {} });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';

async function signedUp(email = newEmail()) {
  const client = supabaseClient(app);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  expect(error).toBeNull();
  return { client, email, session: data.session };
}

async function signedIn(email: string, secret = password) {
  const client = supabaseClient(app);
  const { data, error } = await client.auth.signInWithPassword({ email, password: secret });
  expect(error).toBeNull();
  return { client, session: data.session };
}

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with metadata and is signed in at once (auto-confirm)', async () => {
    const email = newEmail('Ada');
    const { session } = await signedUp(email);
    expect(session?.user.email).toBe(email.toLowerCase());
    expect(session?.user.user_metadata).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified: true,
    });
    expect(session?.user.identities).toHaveLength(1);
    expect(session?.user.identities?.[0]).toMatchObject({
      id: session?.user.id,
      user_id: session?.user.id,
      provider: 'email',
      identity_data: { email: email.toLowerCase(), email_verified: true, first_name: 'Ada' },
    });
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.expires_in).toBe(3600);

    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: testIssuer,
      aud: 'authenticated',
      sub: session?.user.id,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: { first_name: 'Ada' },
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(session?.expires_at).toBe(claims.exp);
  });

  it('creates the app profile from the token on first use', async () => {
    const { session } = await signedUp();
    const profile = await rest<{ firstName: string; lastName: string }>(
      app,
      'GET',
      '/api/auth/user',
      {
        headers: { authorization: `Bearer ${session?.access_token}` },
      },
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuses a second sign-up of the same address', async () => {
    const { email } = await signedUp();
    const { error } = await supabaseClient(app).auth.signUp({ email, password });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a weak password with its reasons', async () => {
    const { error } = await supabaseClient(app).auth.signUp({ email: newEmail(), password: 'abc' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses a password longer than 72 characters', async () => {
    const { error } = await supabaseClient(app).auth.signUp({
      email: newEmail(),
      password: 'x'.repeat(73),
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('lets the client refuse a sign-up or sign-in without e-mail', async () => {
    const client = supabaseClient(app);
    const missing = { password } as unknown as Parameters<typeof client.auth.signUp>[0];
    for (const { error } of [
      await client.auth.signUp(missing),
      await client.auth.signInWithPassword(missing),
    ]) {
      expect(error?.message).toBe(
        'You must provide either an email or phone number and a password',
      );
      expect(error?.status).toBe(400);
    }
    const empty = await client.auth.signUp({ email: '', password });
    expect(empty.error?.code).toBe('validation_failed');
  });

  it('refuses a malformed e-mail address', async () => {
    const { error } = await supabaseClient(app).auth.signUp({ email: 'not-an-email', password });
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('signs in with the password, case-insensitively', async () => {
    const { email } = await signedUp();
    const { session } = await signedIn(email.toUpperCase());
    expect(session?.user.email).toBe(email);
    expect(session?.refresh_token).toBeTruthy();
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await signedUp();
    for (const attempt of [
      { email, password: 'wrong horse' },
      { email: newEmail(), password },
    ]) {
      const { data, error } = await supabaseClient(app).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });
});

describe('sessions', () => {
  it('reads the user fresh from the server', async () => {
    const { client, session } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session?.user.id);
    expect(data.user?.user_metadata.first_name).toBe('Ada');
  });

  it('refreshes the session with a rotated refresh token', async () => {
    const { client, session } = await signedUp();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect(decodeJwt(data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(session?.access_token ?? '').session_id,
    );
    expect(data.user?.id).toBe(session?.user.id);
  });

  it('answers a retried refresh with the current token again', async () => {
    const { session } = await signedUp();
    const first = await rest<{ refresh_token: string }>(
      app,
      'POST',
      '/auth/v1/token?grant_type=refresh_token',
      {
        body: { refresh_token: session?.refresh_token },
      },
    );
    const retry = await rest<{ refresh_token: string; access_token: string }>(
      app,
      'POST',
      '/auth/v1/token?grant_type=refresh_token',
      { body: { refresh_token: session?.refresh_token } },
    );
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    expect(retry.body.access_token).toBeTruthy();
  });

  it('gives an older used token another child within the reuse interval', async () => {
    const { session } = await signedUp();
    const refresh = (token: string | undefined) =>
      rest<{ refresh_token: string }>(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: token },
      });
    const first = await refresh(session?.refresh_token);
    const second = await refresh(first.body.refresh_token);
    const concurrent = await refresh(session?.refresh_token);
    expect(concurrent.status).toBe(200);
    expect([
      session?.refresh_token,
      first.body.refresh_token,
      second.body.refresh_token,
    ]).not.toContain(concurrent.body.refresh_token);
  });

  it('updates metadata key by key; null deletes a key', async () => {
    const { client } = await signedUp();
    const { data, error } = await client.auth.updateUser({
      data: { last_name: 'Byron', first_name: null, favourite: 'soup' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ last_name: 'Byron', favourite: 'soup' });
    expect(data.user?.user_metadata).not.toHaveProperty('first_name');
  });

  it('changes the password and signs out the other sessions only', async () => {
    const { client, email } = await signedUp();
    const { client: other } = await signedIn(email);

    expect((await client.auth.updateUser({ password: 'abc' })).error).toBeInstanceOf(
      AuthWeakPasswordError,
    );
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');

    const { error } = await client.auth.updateUser({ password: 'new battery staple' });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);

    const old = await supabaseClient(app).auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    await signedIn(email, 'new battery staple');
  });

  it('signs out the other sessions (scope others)', async () => {
    const { client, email } = await signedUp();
    const { client: other } = await signedIn(email);
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('signs out only this session (scope local)', async () => {
    const { client, email, session } = await signedUp();
    const { client: other } = await signedIn(email);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect((await other.auth.getUser()).error).toBeNull();

    // The signed-out session's access token is still validly signed, but refused.
    const refused = await rest<{ code: string }>(app, 'GET', '/auth/v1/user', {
      headers: {
        authorization: `Bearer ${session?.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('session_not_found');
  });

  it('signs out every session (scope global)', async () => {
    const { client, email } = await signedUp();
    const { client: other } = await signedIn(email);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("stops the api accepting a signed-out session's access token", async () => {
    const { client } = await signedUp();
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const before = await rest(app, 'GET', '/api/recipes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    expect((await client.auth.signOut()).error).toBeNull();
    // The api trusts a live session for a few seconds before asking again.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    const after = await rest<{ error: { code: string } }>(app, 'GET', '/api/recipes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('password recovery', () => {
  const resetPage = 'http://localhost:5173/auth/reset-password';

  it('mails a link that signs in to the recovery session through GET /verify', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app);
    const { data, error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: resetPage,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = lastMail(app, email, 'recovery');
    expect(mail.code).toMatch(/^\d{6}$/);
    const followed = await fetch(mail.link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${resetPage}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered secret' })).error).toBeNull();
    await signedIn(email, 'recovered secret');

    // Links are single use.
    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(fragmentOf(again.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
  });

  it('emits PASSWORD_RECOVERY for verifyOtp with the token hash', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app);
    await client.auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    const link = new URL(lastMail(app, email, 'recovery').link);
    expect(link.searchParams.get('redirect_to')).toBe(resetPage);

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token') ?? '',
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(decodeJwt(data.session?.access_token ?? '').amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'recovered secret' })).error).toBeNull();
    await signedIn(email, 'recovered secret');
  });

  it('accepts the 6-digit code with the address', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app);
    await client.auth.resetPasswordForEmail(email);
    const { code } = lastMail(app, email, 'recovery');
    const wrong = await client.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
  });

  it('completes a PKCE recovery with the code in the redirect', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app, { flowType: 'pkce' });
    await client.auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    const mail = lastMail(app, email, 'recovery');
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);

    const followed = await fetch(mail.link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const code = new URL(followed.headers.get('location') ?? '').searchParams.get('code');
    expect(code).toBeTruthy();

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.exchangeCodeForSession(code ?? '');
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toContain('PASSWORD_RECOVERY');

    const reused = await client.auth.exchangeCodeForSession(code ?? '');
    expect(reused.error).toBeTruthy();
  });

  it('sends at most one mail per minute to an address', async () => {
    const { email } = await signedUp();
    const client = supabaseClient(app);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(readOutbox(app).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('answers an unknown address like a known one', async () => {
    const { data, error } = await supabaseClient(app).auth.resetPasswordForEmail(newEmail());
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it('redirects a bad link with the error in the fragment', async () => {
    const response = await fetch(
      `${app.url}/auth/v1/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent(resetPage)}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(resetPage)).toBe(true);
    expect(Object.fromEntries(fragmentOf(location))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('sends a foreign redirect target to the site URL instead', async () => {
    const response = await fetch(
      `${app.url}/auth/v1/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent('https://evil.example/steal')}`,
      { redirect: 'manual' },
    );
    expect(response.headers.get('location')?.startsWith('http://localhost:5173/#')).toBe(true);
  });
});

describe('the wire format', () => {
  const versioned = { 'x-supabase-api-version': '2024-01-01' };

  it('answers errors in the 2024-01-01 shape and echoes the version', async () => {
    const response = await rest(app, 'POST', '/auth/v1/token?grant_type=password', {
      headers: versioned,
      body: { email: newEmail(), password: 'whatever', gotrue_meta_security: {}, phone: null },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers the legacy shape without the version header', async () => {
    const response = await rest(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: newEmail(), password: 'whatever' },
    });
    expect(response.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
  });

  it('names bad JSON, unknown grants, missing tokens and scopes', async () => {
    const badJson = await rest<{ code: string }>(app, 'POST', '/auth/v1/signup', {
      headers: versioned,
      rawBody: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe('bad_json');

    const grant = await rest<{ code: string; message: string }>(
      app,
      'POST',
      '/auth/v1/token?grant_type=magic',
      {
        headers: versioned,
        body: {},
      },
    );
    expect(grant.body).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });

    const emptyRefresh = await rest(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      headers: versioned,
      body: { refresh_token: null },
    });
    expect(emptyRefresh.status).toBe(400);
    expect(emptyRefresh.body).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });

    const unknownRefresh = await rest<{ code: string }>(
      app,
      'POST',
      '/auth/v1/token?grant_type=refresh_token',
      {
        headers: versioned,
        body: { refresh_token: 'unknown' },
      },
    );
    expect(unknownRefresh.body.code).toBe('refresh_token_not_found');

    const noBearer = await rest<{ code: string }>(app, 'GET', '/auth/v1/user', {
      headers: versioned,
    });
    expect(noBearer.status).toBe(401);
    expect(noBearer.body.code).toBe('no_authorization');

    const badBearer = await rest<{ code: string }>(app, 'GET', '/auth/v1/user', {
      headers: { ...versioned, authorization: 'Bearer sb_publishable_xyz' },
    });
    expect(badBearer.status).toBe(403);
    expect(badBearer.body.code).toBe('bad_jwt');

    const { session } = await signedUp();
    const scope = await rest<{ message: string }>(app, 'POST', '/auth/v1/logout?scope=everyone', {
      headers: { ...versioned, authorization: `Bearer ${session?.access_token}` },
    });
    expect(scope.status).toBe(400);
    expect(scope.body.message).toBe('Unsupported logout scope "everyone"');
  });

  it('refuses bodies over 1 MiB', async () => {
    const response = await rest<{ code: string }>(app, 'POST', '/auth/v1/signup', {
      headers: versioned,
      body: { email: newEmail(), password, data: { blob: 'x'.repeat(1024 * 1024) } },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('request_entity_too_large');
  });

  it('serves settings and health, and no OAuth providers', async () => {
    const settings = await rest<{ external: Record<string, boolean>; mailer_autoconfirm: boolean }>(
      app,
      'GET',
      '/auth/v1/settings',
    );
    expect(settings.body.external.email).toBe(true);
    expect(settings.body.mailer_autoconfirm).toBe(true);
    const health = await rest<{ name: string }>(app, 'GET', '/auth/v1/health');
    expect(health.body.name).toBe('GoTrue');

    const authorize = await rest(app, 'GET', '/auth/v1/authorize?provider=github');
    expect(authorize.status).toBe(400);
    expect(authorize.body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });
});

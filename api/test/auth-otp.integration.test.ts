import type { EntityManager } from '@mikro-orm/sql';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, lastMail, newEmail, readOutbox, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';

// Sign-in by e-mailed link or code (signInWithOtp, verifyOtp) with the unmodified supabase-js,
// on the local defaults (auto-confirm on) and GoTrue's limits.
let app: TestApp;
const admin = newEmail('admin');
beforeAll(async () => {
  app = await createTestApp({ auth: {}, adminEmails: [admin] });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';
const callback = 'http://localhost:5173/auth/callback';

async function signedUp(email: string, data: Record<string, unknown> = {}): Promise<void> {
  const { error } = await supabaseClient(app).auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
}

const mailsTo = (email: string) => readOutbox(app).filter((mail) => mail.to === email);

function execute(query: string, params: unknown[]) {
  return (app.database.orm.em.fork() as EntityManager).execute(query, params);
}

describe('signInWithOtp and verifyOtp', () => {
  it('mails a link and a code to a cook; the code signs in once', async () => {
    const email = newEmail('otp');
    await signedUp(email);
    const phone = supabaseClient(app);
    const sent = await phone.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: callback },
    });
    expect(sent.error).toBeNull();
    const mail = lastMail(app, email, 'magiclink');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(mail.code);
    expect(new URL(mail.link).searchParams.get('type')).toBe('magiclink');
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(callback);

    const verified = await phone.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    const claims = decodeJwt(verified.data.session?.access_token ?? '');
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);
    expect(claims.aal).toBe('aal1');
    const replayed = await supabaseClient(app).auth.verifyOtp({
      email,
      token: mail.code,
      type: 'email',
    });
    expect(replayed.error?.code).toBe('otp_expired');
    expect(replayed.error?.message).toBe('Token has expired or is invalid');
    expect(replayed.error?.status).toBe(403);
  });

  it('ends, at the first proof of the mailbox, a password set without one', async () => {
    // Auto-confirm let anyone sign up with this address and a password; the mailed code shows
    // who reads the mailbox, so what came before it goes (proveEmail in auth-accounts.ts).
    const email = newEmail('squatted');
    await signedUp(email);
    await supabaseClient(app).auth.signInWithOtp({ email });
    const { code } = lastMail(app, email, 'magiclink');
    const verified = await supabaseClient(app).auth.verifyOtp({
      email,
      token: code,
      type: 'email',
    });
    expect(verified.error).toBeNull();
    const withPassword = await supabaseClient(app).auth.signInWithPassword({ email, password });
    expect(withPassword.error?.code).toBe('invalid_credentials');
  });

  it('signs in by following the link, once', async () => {
    const email = newEmail('link');
    await signedUp(email);
    await supabaseClient(app).auth.signInWithOtp({ email, options: { emailRedirectTo: callback } });
    const { link } = lastMail(app, email, 'magiclink');

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${callback}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('magiclink');
    const client = supabaseClient(app);
    const { data } = await client.auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe(email);

    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
  });

  it('verifies the token hash of the link, as an app that reads the link itself does', async () => {
    const email = newEmail('hash');
    await signedUp(email);
    await supabaseClient(app).auth.signInWithOtp({ email });
    const tokenHash = new URL(lastMail(app, email, 'magiclink').link).searchParams.get('token');
    const client = supabaseClient(app);
    const verified = await client.auth.verifyOtp({
      token_hash: tokenHash ?? '',
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    const replayed = await client.auth.verifyOtp({
      token_hash: tokenHash ?? '',
      type: 'magiclink',
    });
    expect(replayed.error?.code).toBe('otp_expired');
    expect(replayed.error?.message).toBe('Email link is invalid or has expired');
  });

  it('finishes a PKCE sign-in from the link with the code exchange', async () => {
    const email = newEmail('pkce');
    await signedUp(email);
    const client = supabaseClient(app, { flowType: 'pkce', storageKey: `pkce-${email}` });
    await client.auth.signInWithOtp({ email, options: { emailRedirectTo: callback } });
    const { link } = lastMail(app, email, 'magiclink');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const followed = await fetch(link, { redirect: 'manual' });
    const code = new URL(followed.headers.get('location') ?? '').searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
  });

  it('makes an account for a new address, with its data, that the mailed code signs in', async () => {
    const email = newEmail('invited');
    const phone = supabaseClient(app);
    const sent = await phone.auth.signInWithOtp({
      email,
      options: { data: { first_name: 'Ines', last_name: 'Ortiz' }, emailRedirectTo: callback },
    });
    expect(sent.error).toBeNull();
    const mail = lastMail(app, email, 'magiclink');
    const verified = await phone.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toMatchObject({
      first_name: 'Ines',
      email_verified: true,
    });
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    const token = verified.data.session?.access_token ?? '';
    const profile = await rest<{ firstName: string; lastName: string }>(
      app,
      'GET',
      '/api/auth/user',
      {
        user: { id: decodeJwt(token).sub ?? '', email, token, authorization: `Bearer ${token}` },
      },
    );
    expect(profile.body).toMatchObject({ firstName: 'Ines', lastName: 'Ortiz' });
    // No password was ever set: only mailed codes sign this account in.
    const withPassword = await supabaseClient(app).auth.signInWithPassword({ email, password: '' });
    expect(withPassword.error).not.toBeNull();
  });

  it('refuses an unknown address when asked not to create one, and mails nothing', async () => {
    const email = newEmail('unknown');
    const sent = await supabaseClient(app).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(sent.error?.code).toBe('otp_disabled');
    expect(sent.error?.message).toBe('Signups not allowed for otp');
    expect(sent.error?.status).toBe(422);
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses a code past its hour, and one of another address', async () => {
    const email = newEmail('late');
    const other = newEmail('other');
    await signedUp(email);
    await signedUp(other);
    await supabaseClient(app).auth.signInWithOtp({ email });
    await supabaseClient(app).auth.signInWithOtp({ email: other });
    const { code } = lastMail(app, email, 'magiclink');

    const crossed = await supabaseClient(app).auth.verifyOtp({
      email: other,
      token: code,
      type: 'email',
    });
    // A six-digit code may by chance be the other's too; then this check says nothing.
    if (code !== lastMail(app, other, 'magiclink').code) {
      expect(crossed.error?.code).toBe('otp_expired');
    }

    await execute(
      `update auth_one_time_tokens set created_at = now() - interval '61 minutes'
        where user_id = (select id from auth_users where email = ?)`,
      [email],
    );
    const late = await supabaseClient(app).auth.verifyOtp({ email, token: code, type: 'email' });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('mails one address at most once a minute, and limits requests per address', async () => {
    const email = newEmail('often');
    await signedUp(email);
    const client = supabaseClient(app);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const soon = await client.auth.signInWithOtp({ email });
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    expect(soon.error?.status).toBe(429);
    expect(mailsTo(email)).toHaveLength(1);

    let limited: Response | undefined;
    for (let attempt = 0; attempt < 10 && !limited; attempt += 1) {
      const answer = await fetch(`${app.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'local' },
        body: JSON.stringify({ email }),
      });
      const body = (await answer.json()) as { error_code?: string };
      if (body.error_code === 'over_request_rate_limit') limited = answer;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers a missing or malformed address with the contract errors', async () => {
    const post = (body: unknown) =>
      fetch(`${app.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'local' },
        body: JSON.stringify(body),
      });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error_code: 'validation_failed' });
    const malformed = await post({ email: 'not an address' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
    const phone = await post({ phone: '+15555550100' });
    expect(phone.status).toBe(422);
  });

  it('keeps no password someone else chose for an address its owner then signs in to', async () => {
    // An admin address is never auto-confirmed: a squatter's sign-up waits unconfirmed.
    await supabaseClient(app).auth.signUp({ email: admin, password: 'squatters password' });
    await supabaseClient(app).auth.signInWithOtp({ email: admin });
    const { code } = lastMail(app, admin, 'magiclink');
    const owner = await supabaseClient(app).auth.verifyOtp({
      email: admin,
      token: code,
      type: 'email',
    });
    expect(owner.error).toBeNull();
    const squatter = await supabaseClient(app).auth.signInWithPassword({
      email: admin,
      password: 'squatters password',
    });
    expect(squatter.error?.code).toBe('invalid_credentials');
  });
});

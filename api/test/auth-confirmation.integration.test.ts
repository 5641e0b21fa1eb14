import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, lastMail, newEmail, readOutbox, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';

// Sign-ups confirmed by an e-mailed link (the hosted default), per-IP limits as in production.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ auth: { autoConfirm: false } });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';
const callback = 'http://localhost:5173/auth/callback';

describe('sign-up with e-mail confirmation', () => {
  it('answers the bare user, mails a link, and refuses sign-in until confirmed', async () => {
    const email = newEmail();
    const client = supabaseClient(app);
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { data: { first_name: 'Grace' }, emailRedirectTo: callback },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);

    const early = await client.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const mail = lastMail(app, email, 'confirmation');
    const followed = await fetch(mail.link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${callback}#`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('signup');

    const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({
      email,
      password,
    });
    expect(signInError).toBeNull();
    expect(signInError).toBeNull();
    expect(signedIn.user?.user_metadata).toMatchObject({
      first_name: 'Grace',
      email_verified: true,
    });
  });

  it('confirms with the 6-digit code', async () => {
    const email = newEmail();
    const client = supabaseClient(app);
    await client.auth.signUp({ email, password });
    const { code } = lastMail(app, email, 'confirmation');
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('does not reveal that a confirmed address is registered', async () => {
    const email = newEmail();
    const client = supabaseClient(app);
    await client.auth.signUp({ email, password });
    const { code } = lastMail(app, email, 'confirmation');
    await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    const mailsBefore = readOutbox(app).length;

    const { data, error } = await client.auth.signUp({ email, password: 'another secret' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(readOutbox(app)).toHaveLength(mailsBefore);
  });

  it('re-sends the confirmation at most once a minute', async () => {
    const email = newEmail();
    const client = supabaseClient(app);
    await client.auth.signUp({ email, password });
    const { error } = await client.auth.signUp({ email, password });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    const again = await rest(app, 'POST', '/auth/v1/signup', { body: { email, password } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

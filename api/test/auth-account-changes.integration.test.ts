import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, lastMail, newEmail, readOutbox, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';

// updateUser for the e-mail address and the password, with the unmodified supabase-js.
let app: TestApp;
const adminAddress = newEmail('admin');
beforeAll(async () => {
  app = await createTestApp({ auth: {}, adminEmails: [adminAddress] });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';
const callback = 'http://localhost:5173/auth/callback';

async function signedUp(email = newEmail('mover')) {
  const client = supabaseClient(app, { storageKey: email });
  const { error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { client, email };
}

async function apiProfileEmail(accessToken: string): Promise<string> {
  const holder = {
    id: decodeJwt(accessToken).sub ?? '',
    email: '',
    token: accessToken,
    authorization: `Bearer ${accessToken}`,
  };
  const answer = await rest<{ email: string }>(app, 'GET', '/api/auth/user', { user: holder });
  expect(answer.status).toBe(200);
  return answer.body.email;
}

describe('changing the e-mail address', () => {
  it('mails the new address a link that makes the change, and tells the old one', async () => {
    const { client, email } = await signedUp();
    const moved = newEmail('moved');
    const asked = await client.auth.updateUser({ email: moved }, { emailRedirectTo: callback });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect(asked.data.user?.new_email).toBe(moved);
    expect(asked.data.user?.email_change_sent_at).toBeTruthy();
    expect(lastMail(app, email, 'email_change_notice').text).toContain(moved);

    const { link } = lastMail(app, moved, 'email_change');
    const followed = await fetch(link, { redirect: 'manual' });
    const location = followed.headers.get('location') ?? '';
    expect(location.startsWith(`${callback}#`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('email_change');

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.user?.email).toBe(moved);
    expect(refreshed.data.user?.new_email).toBeUndefined();
    expect(await apiProfileEmail(refreshed.data.session?.access_token ?? '')).toBe(moved);
    // The password goes with the account to its new address.
    const signIn = await supabaseClient(app).auth.signInWithPassword({ email: moved, password });
    expect(signIn.error).toBeNull();
    const old = await supabaseClient(app).auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('confirms with the code mailed to the new address', async () => {
    const { client } = await signedUp();
    const moved = newEmail('coded');
    await client.auth.updateUser({ email: moved });
    const { code } = lastMail(app, moved, 'email_change');
    const verified = await supabaseClient(app).auth.verifyOtp({
      email: moved,
      token: code,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(moved);
    const replayed = await supabaseClient(app).auth.verifyOtp({
      email: moved,
      token: code,
      type: 'email_change',
    });
    expect(replayed.error?.code).toBe('otp_expired');
  });

  it("refuses another account's address, and writes nothing of the request", async () => {
    const { client, email } = await signedUp();
    const { email: taken } = await signedUp();
    const refused = await client.auth.updateUser({
      email: taken,
      data: { first_name: 'Changed' },
    });
    expect(refused.error?.code).toBe('email_exists');
    const user = (await client.auth.getUser()).data.user;
    expect(user?.email).toBe(email);
    expect(user?.new_email).toBeUndefined();
    expect(user?.user_metadata.first_name).toBeUndefined();
    expect(
      readOutbox(app).filter((mail) => mail.to === taken && mail.kind === 'email_change'),
    ).toEqual([]);
  });

  it('mails at most once a minute, and a refused request changes nothing', async () => {
    const { client } = await signedUp();
    await client.auth.updateUser({ email: newEmail('first') });
    const second = newEmail('second');
    const soon = await client.auth.updateUser({ email: second, data: { first_name: 'Soon' } });
    expect(soon.error?.code).toBe('over_email_send_rate_limit');
    const user = (await client.auth.getUser()).data.user;
    expect(user?.new_email).not.toBe(second);
    expect(user?.user_metadata.first_name).toBeUndefined();
  });

  it('cancels a change still waiting once the password changes: its link stops working', async () => {
    const { client, email } = await signedUp();
    const stolen = newEmail('stolen');
    await client.auth.updateUser({ email: stolen });
    const { link } = lastMail(app, stolen, 'email_change');
    expect(
      (await client.auth.updateUser({ password: 'an owners new passphrase' })).error,
    ).toBeNull();
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
    const followed = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(followed.headers.get('location') ?? '').get('error_code')).toBe(
      'otp_expired',
    );
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it("refuses an admin's address", async () => {
    const { client } = await signedUp();
    const refused = await client.auth.updateUser({ email: adminAddress });
    expect(refused.error?.code).toBe('email_address_not_authorized');
    expect(readOutbox(app).filter((mail) => mail.to === adminAddress)).toEqual([]);
  });
});

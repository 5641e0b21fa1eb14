import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, lastMail, newEmail, readOutbox, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';

// Auto-confirm on (the local default): an address in ADMIN_EMAILS still has to be proven.
let app: TestApp;
const chef = 'chef@example.com';
beforeAll(async () => {
  app = await createTestApp({ auth: {}, adminEmails: [chef] });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';

const adminStats = (accessToken: string) =>
  fetch(`${app.url}/api/admin/stats`, { headers: { authorization: `Bearer ${accessToken}` } });

async function signIn(email: string) {
  const { data, error } = await supabaseClient(app).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe('admin rights need a proven address', () => {
  it('mails a confirmation instead of a session to an admin address, even with auto-confirm', async () => {
    const client = supabaseClient(app);
    const { data, error } = await client.auth.signUp({ email: chef, password });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    const early = await client.auth.signInWithPassword({ email: chef, password });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = lastMail(app, chef, 'confirmation');
    const followed = await fetch(mail.link, { redirect: 'manual' });
    const location = followed.headers.get('location') ?? '';
    expect(fragmentOf(location).get('type')).toBe('signup');
    expect((await adminStats(fragmentOf(location).get('access_token') ?? '')).status).toBe(200);
    expect((await adminStats(await signIn(chef))).status).toBe(200);
  });

  it('gives an auto-confirmed account whose address becomes an admin address no rights until proven', async () => {
    const email = newEmail('sous-chef');
    const squatter = supabaseClient(app);
    const { data } = await squatter.auth.signUp({ email, password });
    expect(data.session).not.toBeNull();
    expect(readOutbox(app).filter((mail) => mail.to === email)).toEqual([]);

    app.adminEmails.add(email);
    const unproven = await signIn(email);
    expect((await adminStats(unproven)).status).toBe(403);

    // The owner proves the address through the password-recovery link.
    await supabaseClient(app).auth.resetPasswordForEmail(email);
    const followed = await fetch(lastMail(app, email, 'recovery').link, { redirect: 'manual' });
    const recovered = fragmentOf(followed.headers.get('location') ?? '');
    expect(recovered.get('type')).toBe('recovery');
    const ownerToken = recovered.get('access_token') ?? '';
    expect((await adminStats(ownerToken)).status).toBe(200);

    // Whoever held the address before the proof is out: sessions ended, password gone.
    expect((await adminStats(unproven)).status).toBe(401);
    const { error: refreshError } = await squatter.auth.refreshSession();
    expect(refreshError).not.toBeNull();
    const { error: oldPassword } = await supabaseClient(app).auth.signInWithPassword({
      email,
      password,
    });
    expect(oldPassword?.code).toBe('invalid_credentials');

    // The owner chooses a password in the recovery session and signs in with it.
    const owner = supabaseClient(app);
    await owner.auth.setSession({
      access_token: ownerToken,
      refresh_token: recovered.get('refresh_token') ?? '',
    });
    const { error: updateError } = await owner.auth.updateUser({ password: 'owner kitchen key' });
    expect(updateError).toBeNull();
    const { data: signedIn } = await supabaseClient(app).auth.signInWithPassword({
      email,
      password: 'owner kitchen key',
    });
    expect((await adminStats(signedIn.session?.access_token ?? '')).status).toBe(200);
  });

  it('keeps a cook without an admin address out', async () => {
    const email = newEmail();
    await supabaseClient(app).auth.signUp({ email, password });
    expect((await adminStats(await signIn(email))).status).toBe(403);
  });
});

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { rest } from './http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ auth: {} });
});
afterAll(async () => {
  await app?.close();
});

interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const holderOf = (token: string, email: string): TestUser => ({
  id: decodeJwt(token).sub ?? '',
  email,
  token,
  authorization: `Bearer ${token}`,
});

async function profileWith(holder: TestUser): Promise<Profile> {
  const answer = await rest<Profile>(app, 'GET', '/api/auth/user', { user: holder });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Until the clock is past the second a token was issued in (tokens say when to the second). */
async function pastIssueOf(token: string): Promise<void> {
  const issuedAt = decodeJwt(token).iat ?? 0;
  while (Math.floor(Date.now() / 1000) <= issuedAt) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the profile follows the account's names", () => {
  it('shows a name edited with updateUser once the session is refreshed, on every device', async () => {
    const email = newEmail('ada');
    const phone = supabaseClient(app);
    const signedUp = await phone.auth.signUp({
      email,
      password: 'correct horse',
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
    });
    expect(signedUp.error).toBeNull();
    const laptop = supabaseClient(app);
    const signedIn = await laptop.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(signedIn.error).toBeNull();
    const laptopToken = signedIn.data.session?.access_token ?? '';
    expect(await profileWith(holderOf(laptopToken, email))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    await pastIssueOf(laptopToken);
    const updated = await phone.auth.updateUser({
      data: { first_name: 'Augusta', last_name: 'King' },
    });
    expect(updated.error).toBeNull();
    const refreshed = await phone.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const phoneToken = refreshed.data.session?.access_token ?? '';
    expect(await profileWith(holderOf(phoneToken, email))).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
    });

    // The laptop's token, issued before the change and valid for the rest of its hour, does not
    // bring the old name back.
    expect(await profileWith(holderOf(laptopToken, email))).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
    });
  });

  it('keeps a name the account no longer has out of the profile', async () => {
    const email = newEmail('grace');
    const client = supabaseClient(app);
    const signedUp = await client.auth.signUp({
      email,
      password: 'correct horse',
      options: { data: { first_name: 'Grace', last_name: 'Hopper' } },
    });
    expect(signedUp.error).toBeNull();
    const first = signedUp.data.session?.access_token ?? '';
    expect(await profileWith(holderOf(first, email))).toMatchObject({ lastName: 'Hopper' });

    await pastIssueOf(first);
    expect((await client.auth.updateUser({ data: { last_name: null } })).error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    const token = refreshed.data.session?.access_token ?? '';
    expect(await profileWith(holderOf(token, email))).toMatchObject({
      firstName: 'Grace',
      lastName: null,
    });
  });
});

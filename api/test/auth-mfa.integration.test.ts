import type { EntityManager } from '@mikro-orm/sql';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, newEmail, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';

// Two-factor sign-in with an authenticator app, through the unmodified supabase-js `auth.mfa`:
// the codes are computed from the enrolled secret, as the app on a phone would.
let app: TestApp;
const chef = newEmail('chef');
beforeAll(async () => {
  app = await createTestApp({ auth: {}, adminEmails: [chef] });
});
afterAll(async () => {
  await app?.close();
});

const password = 'correct horse';

function execute(query: string, params: unknown[] = []) {
  return (app.database.orm.em.fork() as EntityManager).execute(query, params);
}

/** A signed-in client of a new account. */
async function signedUpClient(email = newEmail('mfa')): Promise<SupabaseClient> {
  const client = supabaseClient(app, { storageKey: email });
  const { error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return client;
}

async function signedInClient(email: string): Promise<SupabaseClient> {
  const client = supabaseClient(app, { storageKey: `${email}-${Math.random()}` });
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** The code of the time step `stepsAhead` from now (the server accepts one step either side). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Lets the factor's codes be used again, as the next time step would. */
const forgetUsedCodes = (factorId: string) =>
  execute('update auth_mfa_factors set last_time_step = null where id = ?', [factorId]);

async function enrolledAndVerified(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  const factorId = enrolled.data?.id ?? '';
  const secret = enrolled.data?.totp.secret ?? '';
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: await codeOf(secret),
  });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}

describe('two-factor sign-in', () => {
  it('enrolls an authenticator app: secret, otpauth URI and a QR code', async () => {
    const email = newEmail('enroll');
    const client = await signedUpClient(email);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Phone');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data?.totp.uri ?? '');
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(uri.searchParams.get('secret')).toBe(data?.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('Mise');
    expect(data?.totp.qr_code.startsWith('data:image/svg+xml')).toBe(true);
    expect(data?.totp.qr_code).toContain('<svg');
    // Unencoded in its data URL (as supabase-js makes it): a '#' would cut the image short.
    expect(data?.totp.qr_code).not.toMatch(/[#%]/);

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({ id: data?.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(listed.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('raises the session to aal2 with a code computed from the secret', async () => {
    const client = await signedUpClient();
    await enrolledAndVerified(client);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');
    expect(level.data?.nextLevel).toBe('aal2');
    const methods = level.data?.currentAuthenticationMethods ?? [];
    expect(methods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'totp',
      'password',
    ]);
    // A refresh keeps the level.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([expect.objectContaining({ status: 'verified' })]);
  });

  it('signs in with the password at aal1 with aal2 next, until a fresh code is given', async () => {
    const email = newEmail('second');
    const { factorId, secret } = await enrolledAndVerified(await signedUpClient(email));
    const client = await signedInClient(email);
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: '000000' === (await codeOf(secret)) ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    // The code already used at enrollment counts once.
    const replayed = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: await codeOf(secret),
    });
    expect(replayed.error?.code).toBe('mfa_verification_failed');
    // The next time step's code (a phone a little ahead) is good.
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: await codeOf(secret, 1),
    });
    expect(verified.error).toBeNull();
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    // A challenge answers once.
    await forgetUsedCodes(factorId);
    const again = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: await codeOf(secret),
    });
    expect(again.error?.code).toBe('mfa_factor_not_found');
  });

  it('ends the sessions that signed in without the factor once it is verified', async () => {
    const email = newEmail('others');
    const setUp = await signedUpClient(email);
    const elsewhere = await signedInClient(email);
    expect((await elsewhere.auth.getUser()).error).toBeNull();
    await enrolledAndVerified(setUp);
    // supabase-js reports the server's session_not_found as a missing session.
    const { error } = await elsewhere.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
    expect((await setUp.auth.getUser()).error).toBeNull();
  });

  it('refuses a second factor while one waits to be verified, and a name twice', async () => {
    const client = await signedUpClient();
    const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(first.error).toBeNull();
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error?.code).toBe('too_many_enrolled_mfa_factors');
    const sameName = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(sameName.error?.code).toBe('mfa_factor_name_conflict');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toHaveLength(1);
  });

  it('refuses an expired challenge, and changes nothing', async () => {
    const client = await signedUpClient();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId });
    await execute(
      `update auth_mfa_challenges set created_at = now() - interval '6 minutes' where id = ?`,
      [challenge.data?.id],
    );
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: await codeOf(enrolled.data?.totp.secret ?? ''),
    });
    expect(late.error?.code).toBe('mfa_challenge_expired');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all[0]?.status).toBe('unverified');
  });

  it("finds no other cook's factor", async () => {
    const owner = await signedUpClient();
    const { factorId } = await enrolledAndVerified(owner);
    const stranger = await signedUpClient();
    const challenge = await stranger.auth.mfa.challenge({ factorId });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    expect(challenge.error?.status).toBe(404);
    const removed = await stranger.auth.mfa.unenroll({ factorId });
    expect(removed.error?.code).toBe('mfa_factor_not_found');
    const listed = await owner.auth.mfa.listFactors();
    expect(listed.data?.totp).toHaveLength(1);
  });

  it('removes a verified factor only at aal2; then the password alone is enough again', async () => {
    const email = newEmail('remove');
    const { factorId } = await enrolledAndVerified(await signedUpClient(email));
    const aal1 = await signedInClient(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect((await aal1.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    const challenge = await aal1.auth.mfa.challengeAndVerify({
      factorId,
      code: await codeOf(
        (await execute('select secret from auth_mfa_factors where id = ?', [factorId]))[0]
          ?.secret as string,
        1,
      ),
    });
    expect(challenge.error).toBeNull();
    const removed = await aal1.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const next = await signedInClient(email);
    const level = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('gives an admin with a factor the dashboard only in sessions that used it', async () => {
    const adminStats = async (client: SupabaseClient) => {
      const { data } = await client.auth.getSession();
      const answer = await fetch(`${app.url}/api/admin/stats`, {
        headers: { authorization: `Bearer ${data.session?.access_token}` },
      });
      return answer.status;
    };
    // An admin address is proven by its confirmation mail before it signs in.
    await supabaseClient(app).auth.signUp({ email: chef, password });
    await fetch(lastMail(app, chef, 'confirmation').link, { redirect: 'manual' });
    const setUp = await signedInClient(chef);
    expect(await adminStats(setUp)).toBe(200);
    const { factorId, secret } = await enrolledAndVerified(setUp);
    expect(await adminStats(setUp)).toBe(200);

    const passwordOnly = await signedInClient(chef);
    expect(await adminStats(passwordOnly)).toBe(403);
    const verified = await passwordOnly.auth.mfa.challengeAndVerify({
      factorId,
      code: await codeOf(secret, 1),
    });
    expect(verified.error).toBeNull();
    expect(await adminStats(passwordOnly)).toBe(200);
  });

  it("lets an admin remove a cook's factor, recorded in the audit log", async () => {
    // The admin of the test before, with the factor set up there, signs in with both.
    const admin = await signedInClient(chef);
    const [factor] = (await admin.auth.mfa.listFactors()).data?.totp ?? [];
    const factorId = factor?.id ?? '';
    await forgetUsedCodes(factorId);
    const [stored] = await execute('select secret from auth_mfa_factors where id = ?', [factorId]);
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId,
      code: await codeOf(stored?.secret as string),
    });
    expect(verified.error).toBeNull();
    const adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await answer.json()) as {
        data?: Record<string, Record<string, unknown>>;
        errors?: unknown[];
      };
    };

    const email = newEmail('lost-phone');
    const cook = await signedUpClient(email);
    await enrolledAndVerified(cook);
    const cookId = (await cook.auth.getUser()).data.user?.id ?? '';
    // Her profile exists once she has used the app.
    await fetch(`${app.url}/api/auth/user`, {
      headers: {
        authorization: `Bearer ${(await cook.auth.getSession()).data.session?.access_token}`,
      },
    });
    const listed = await asAdmin(
      'query ($search: String) { adminUsers(search: $search, first: 5) { nodes { id hasTwoFactor } } }',
      { search: email },
    );
    expect(listed.data?.adminUsers?.nodes).toEqual([{ id: cookId, hasTwoFactor: true }]);

    const removed = await asAdmin(
      'mutation ($id: ID!) { adminRemoveTwoFactor(userId: $id) { __typename ... on AdminRemoveTwoFactorSuccess { user { id hasTwoFactor } } } }',
      { id: cookId },
    );
    expect(removed.data?.adminRemoveTwoFactor).toEqual({
      __typename: 'AdminRemoveTwoFactorSuccess',
      user: { id: cookId, hasTwoFactor: false },
    });
    const next = await signedInClient(email);
    const level = await next.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const audit = await execute(
      'select admin_email, action, details from admin_audit_events where target_user_id = ?',
      [cookId],
    );
    expect(audit).toEqual([
      {
        admin_email: chef,
        action: 'remove_two_factor',
        details: { factorsRemoved: 1, sessionsEnded: 1 },
      },
    ]);
    // Her sessions ended with it: whoever holds the lost phone may hold one of them.
    expect((await cook.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    const unknown = await asAdmin(
      'mutation { adminRemoveTwoFactor(userId: "00000000-0000-4000-8000-000000000000") { __typename } }',
    );
    expect(unknown.data?.adminRemoveTwoFactor?.__typename).toBe('AdminUserNotFoundError');
  });

  it('drops a factor set up before the mailbox was first proven, with the password', async () => {
    // Auto-confirm let anyone sign up with this address; whoever then follows a mailed link
    // holds the mailbox, so what came before (a squatter's password and factor) goes.
    const email = newEmail('squatted');
    await enrolledAndVerified(await signedUpClient(email));
    await supabaseClient(app).auth.signInWithOtp({ email });
    const { code } = lastMail(app, email, 'magiclink');
    const owner = supabaseClient(app, { storageKey: `${email}-owner` });
    const verified = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    const level = await owner.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await owner.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('refuses a password alone the changes that would hand the account over', async () => {
    const email = newEmail('guarded');
    const { factorId } = await enrolledAndVerified(await signedUpClient(email));
    const thief = await signedInClient(email);
    const password = await thief.auth.updateUser({ password: 'the thiefs passphrase' });
    expect(password.error?.code).toBe('insufficient_aal');
    expect(password.error?.status).toBe(401);
    const address = await thief.auth.updateUser({ email: newEmail('thief') });
    expect(address.error?.code).toBe('insufficient_aal');
    expect((await thief.auth.getUser()).data.user?.new_email).toBeUndefined();
    const [identity] = (await thief.auth.getUserIdentities()).data?.identities ?? [];
    if (!identity) throw new Error('the e-mail identity expected');
    const unlinked = await thief.auth.unlinkIdentity(identity);
    expect(unlinked.error?.code).toBe('insufficient_aal');
    // A name is no takeover: it changes at aal1.
    expect((await thief.auth.updateUser({ data: { first_name: 'Still' } })).error).toBeNull();
    expect(factorId).toBeTruthy();
  });

  it('brings the sessions that used a removed factor back to aal1', async () => {
    const email = newEmail('downgrade');
    const client = await signedUpClient(email);
    const { factorId } = await enrolledAndVerified(client);
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });
});

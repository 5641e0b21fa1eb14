import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthIdentity } from '../src/auth/auth-identity.entity.ts';
import { AuthSession } from '../src/auth/auth-session.entity.ts';
import { AuthUser } from '../src/auth/auth-user.entity.ts';
import { FlowState } from '../src/auth/flow-state.entity.ts';
import { OneTimeToken } from '../src/auth/one-time-token.entity.ts';
import { RefreshToken } from '../src/auth/refresh-token.entity.ts';
import { newEmail, readOutbox } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { driverText, hostileTexts } from './factories/text-input.factory.ts';
import { rest } from './http.ts';

let app: TestApp;
const password = 'correct horse';

beforeAll(async () => {
  app = await createTestApp({ auth: {} });
});
afterAll(async () => {
  await app?.close();
});

/** Every auth row and mail; a refused request must leave them exactly as they were. */
async function stored() {
  const em = app.database.orm.em.fork() as EntityManager;
  const counts = await Promise.all([
    em.count(AuthUser),
    em.count(AuthIdentity),
    em.count(AuthSession),
    em.count(RefreshToken),
    em.count(OneTimeToken),
    em.count(FlowState),
  ]);
  return { counts, mails: readOutbox(app).length };
}

async function signUp(email: string, secret = password) {
  return rest<{ access_token?: string; user?: { email: string } }>(app, 'POST', '/auth/v1/signup', {
    body: { email, password: secret },
  });
}

type LegacyError = { code: number; error_code: string; msg: string };

/**
 * Sends a request that must be refused in GoTrue's error shape with validation_failed, leaving
 * no row and no mail behind.
 */
async function expectRefused(path: string, body?: unknown, method = 'POST') {
  const before = await stored();
  const result = await rest<LegacyError>(app, method, path, { body });
  expect({ status: result.status, body: result.body }).toEqual({
    status: 400,
    body: {
      code: 400,
      error_code: 'validation_failed',
      msg: expect.stringMatching(/NUL characters or unpaired surrogates/),
    },
  });
  expect(result.headers.get('x-sb-error-code')).toBe('validation_failed');
  expect(JSON.stringify(result.body)).not.toMatch(driverText);
  expect(await stored()).toEqual(before);
}

describe('hostile text on /auth/v1', () => {
  it.each(hostileTexts)('refuses a sign-up with %s in the e-mail address', async (_label, text) => {
    await expectRefused('/auth/v1/signup', { email: `cook${text}@example.com`, password });
  });

  it.each(hostileTexts)(
    'refuses a sign-up with %s in the password; the address stays free',
    async (_label, text) => {
      const email = newEmail();
      await expectRefused('/auth/v1/signup', { email, password: `${password}${text}` });
      const later = await signUp(email);
      expect(later.status).toBe(200);
      expect(later.body.user?.email).toBe(email);
    },
  );

  it.each(hostileTexts)(
    'refuses a sign-up with %s in the metadata; the address stays free',
    async (_label, text) => {
      const email = newEmail();
      await expectRefused('/auth/v1/signup', { email, password, data: { first_name: text } });
      await expectRefused('/auth/v1/signup', { email, password, data: { [text]: 'Ada' } });
      expect((await signUp(email)).status).toBe(200);
    },
  );

  it.each(hostileTexts)('refuses a password sign-in with %s', async (_label, text) => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(200);
    await expectRefused('/auth/v1/token?grant_type=password', {
      email: `${text}${email}`,
      password,
    });
    await expectRefused('/auth/v1/token?grant_type=password', {
      email,
      password: `${password}${text}`,
    });
    await expectRefused('/auth/v1/token?grant_type=refresh_token', { refresh_token: text });
  });

  it.each(hostileTexts)(
    'refuses a recovery request with %s and sends no mail',
    async (_label, text) => {
      const email = newEmail();
      expect((await signUp(email)).status).toBe(200);
      await expectRefused('/auth/v1/recover', { email: `${email}${text}` });
    },
  );

  it('refuses a NUL in the query string', async () => {
    await expectRefused('/auth/v1/verify?type=recovery&token=abc%00def', undefined, 'GET');
    await expectRefused('/auth/v1/token?grant_type=password%00', { email: newEmail(), password });
  });

  it('answers in the 2024-01-01 shape when the client asks for it', async () => {
    const result = await rest(app, 'POST', '/auth/v1/signup', {
      body: { email: newEmail(), password: `${password}\u0000` },
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect({ status: result.status, body: result.body }).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        error_code: 'validation_failed',
        message: expect.stringMatching(/NUL characters or unpaired surrogates/),
      },
    });
  });
});

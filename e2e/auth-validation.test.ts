// The sign-in and sign-up forms' rules (spec §5) and messages (§8): required fields and the
// e-mail type checked by the browser, the auth server's own messages in a red alert, fields
// disabled while submitting, errors cleared on edit, and the unexpected-error path.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { holdRequests } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const existing = newUser('Edna', 'Lewis');

function url(path: string): string {
  return `${server.baseUrl}${path}`;
}

/** The browser's own validity of a field, as a user would meet it on submit. */
function validityOf(label: string) {
  return page.getByLabel(label).evaluate((element: HTMLInputElement) => ({
    valueMissing: element.validity.valueMissing,
    typeMismatch: element.validity.typeMismatch,
    message: element.validationMessage,
  }));
}

async function fillSignUp(
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password', string>>,
) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const setup = await browser.newPage();
  await signUpInBrowser(setup, url(''), existing);
  await setup.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('the sign-in form', () => {
  it('requires the e-mail and the password and sends nothing without them', async () => {
    let tokenRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) tokenRequests++;
    });
    await page.goto(url('/auth/login'));
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const email = await validityOf('Email');
    expect(email.valueMissing).toBe(true);
    expect(email.message).not.toBe('');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await validityOf('Password')).valueMissing).toBe(true);
    // A request that went out would start late (the sign-in library loads on demand): let it.
    await page.waitForLoadState('networkidle');
    expect(tokenRequests).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('refuses an address that is not an e-mail', async () => {
    await page.goto(url('/auth/login'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const email = await validityOf('Email');
    expect(email.typeMismatch).toBe(true);
    expect(email.message).not.toBe('');
  });

  it('disables the fields while submitting', async () => {
    const { release } = await holdRequests(page, '**/auth/v1/token**');
    await page.goto(url('/auth/login'));
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(existing.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Please wait...' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    release();
    await page.waitForURL((current) => current.pathname === '/');
    await page.getByText('Successfully signed in!').first().waitFor();
  });

  it("shows the server's message for wrong credentials and clears it on edit", async () => {
    await page.goto(url('/auth/login'));
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid login credentials');
    await page.getByLabel('Password').fill('another try');
    await alert.waitFor({ state: 'detached' });
  });

  it("shows 'An unexpected error occurred' when the sign-in library cannot load", async () => {
    await page.route(/\/assets\/auth-client-[^/]+\.js$/, (route) => route.abort());
    await page.goto(url('/auth/login'));
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(existing.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' }).waitFor();
    // The same text as a destructive toast.
    await page
      .locator('[data-variant="destructive"]', { hasText: 'An unexpected error occurred' })
      .waitFor();
  });
});

describe('the sign-up form', () => {
  const complete = {
    'First name': 'Marcella',
    'Last name': 'Hazan',
    Email: 'marcella@example.com',
    Password: 'correct horse battery',
  } as const;

  for (const missing of Object.keys(complete) as Array<keyof typeof complete>) {
    it(`requires the ${missing.toLowerCase()}`, async () => {
      await page.goto(url('/auth/signup'));
      await fillSignUp({ ...complete, [missing]: '' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect((await validityOf(missing)).valueMissing).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/auth/signup');
    });
  }

  it("shows the server's reasons for a weak password", async () => {
    await page.goto(url('/auth/signup'));
    await fillSignUp({ ...complete, Email: newUser('Weak', 'Password').email, Password: '123' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Password should be at least 6 characters.');
  });

  it('says when the e-mail is already registered', async () => {
    await page.goto(url('/auth/signup'));
    await fillSignUp({ ...complete, Email: existing.email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('User already registered');
  });

  it('confirms a new account in a toast', async () => {
    const fresh = newUser('Madhur', 'Jaffrey');
    await page.goto(url('/auth/signup'));
    await fillSignUp({
      'First name': fresh.firstName,
      'Last name': fresh.lastName,
      Email: fresh.email,
      Password: fresh.password,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText('Account created successfully! Please check your email to verify your account.')
      .first()
      .waitFor();
  });
});

// Sign-in without the password: "E-mail me a sign-in link" mails a link and a 6-digit code
// (the outbox of the embedded auth stands in for the mailbox). The link signs in where it is
// opened; the code, typed on the sign-in screen, signs in that device.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { type AppUser, mailTo, newUser, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let dataDir = '';
const cook = newUser('Mina', 'Park');
// Mails to one address are a minute apart at least: the link is mailed to another cook.
const reader = newUser('Rosa', 'Diaz');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-sign-in-link-'));
  server = await startServer({ env: { DATA_DIR: dataDir } });
  browser = await launchBrowser();
  // The accounts, made with the sign-up form on devices of their own.
  for (const user of [cook, reader]) {
    const { context } = await signedInPage(browser, server.baseUrl, user);
    await context.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signInScreen(): Promise<Page> {
  if (!browser || !server) throw new Error('not started');
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/auth/login`);
  return page;
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // From the keyboard: the password field, then Sign In, then the link button.
  await page.getByLabel('Password').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

async function expectSignedIn(page: Page, user: AppUser): Promise<void> {
  await page.waitForURL((current) => current.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByText(user.firstName).first().waitFor();
}

describe('signing in by e-mail', () => {
  it('says so when no account uses the address, and sends nothing', async () => {
    const page = await signInScreen();
    await askForLink(page, 'nobody.here@example.com');
    await page
      .getByRole('alert')
      .getByText('No account uses this e-mail address. Check it, or choose Sign Up.')
      .waitFor();
    await page.context().close();
  });

  it('signs in with the code from the mail, after a wrong one is refused', async () => {
    const page = await signInScreen();
    await askForLink(page, cook.email);
    const form = page.getByRole('form', { name: 'Sign in with a code' });
    await form.getByText('Check your e-mail').waitFor();
    await form.getByText(cook.email).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'sign-in-code');

    const { code } = await mailTo(dataDir, cook.email, 'magiclink');
    const wrong = code === '000000' ? '111111' : '000000';
    await form.getByLabel('Code from the e-mail').fill(wrong);
    await form.getByRole('button', { name: 'Sign In with Code' }).click();
    await form
      .getByRole('alert')
      .getByText('That code is wrong or has expired. Ask for a new link.')
      .waitFor();
    await screenshots(page, 'sign-in-code-wrong');

    await form.getByLabel('Code from the e-mail').fill(code);
    await page.keyboard.press('Enter');
    await expectSignedIn(page, cook);
    await page.context().close();
  });

  it('signs in by opening the link from the mail', async () => {
    const page = await signInScreen();
    await askForLink(page, reader.email);
    await page.getByText('Check your e-mail').waitFor();
    const { link } = await mailTo(dataDir, reader.email, 'magiclink');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server?.baseUrl}/auth/callback`);
    await page.goto(link);
    await expectSignedIn(page, reader);
    await screenshots(page, 'signed-in-by-link');
    await page.context().close();
  });
});

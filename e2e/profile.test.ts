// Profile: the cook's own account. Names are edited here and followed everywhere.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { mailTo, newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;
let dataDir = '';

const cook = newUser('Ada', 'Lovelace');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

beforeAll(async () => {
  // A data folder of its own, whose outbox stands in for the cook's mailbox.
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-profile-'));
  server = await startServer({ env: { DATA_DIR: dataDir } });
  browser = await launchBrowser();
  ({ page } = await signedInPage(browser, server.baseUrl, cook));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('editing the name', () => {
  it('opens a form with the current names, reachable from the keyboard', async () => {
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    const edit = page.getByRole('button', { name: 'Edit Name' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Your name' });
    expect(await form.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await form.getByLabel('Last name').inputValue()).toBe('Lovelace');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'profile-edit-name');
  });

  it('refuses an empty first name and changes nothing', async () => {
    const form = page.getByRole('form', { name: 'Your name' });
    await form.getByLabel('First name').fill('   ');
    await form.getByRole('button', { name: 'Save Name' }).click();
    await form.getByRole('alert').getByText('Enter a first name.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
  });

  it('saves a new name, shown on Profile and Home and kept after a reload', async () => {
    await page.getByRole('button', { name: 'Edit Name' }).click();
    const form = page.getByRole('form', { name: 'Your name' });
    await form.getByLabel('First name').fill('Augusta');
    await form.getByLabel('Last name').fill('King');
    await form.getByRole('button', { name: 'Save Name' }).click();
    await page.getByText('Name Saved').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Augusta King' }).waitFor();
    expect(await page.getByRole('form', { name: 'Your name' }).count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Augusta' }).waitFor();

    // From the api's profile, which the new token brought up to date.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Augusta' }).waitFor();
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Augusta King' }).waitFor();
    await screenshots(page, 'profile-renamed');
  });
});

describe('e-mail and password', () => {
  it('changes the password, after saying when the two differ', async () => {
    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'E-mail and password' });
    await section.getByRole('button', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await form.getByLabel('New password again').fill('a brand new passphrase!');
    await form.getByRole('button', { name: 'Save Password' }).click();
    await form.getByRole('alert').getByText('The two passwords differ.').waitFor();
    await form.getByLabel('New password again').fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('Password Changed').first().waitFor();
  });

  it('changes the e-mail address once the link mailed to the new one is followed', async () => {
    const section = page.getByRole('region', { name: 'E-mail and password' });
    await section.getByRole('button', { name: 'Change E-mail' }).click();
    const moved = `moved.${Date.now().toString(36)}@example.com`;
    const form = page.getByRole('form', { name: 'Change e-mail' });
    await form.getByLabel('New e-mail address').fill(moved);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send Link' }).click();
    await section.getByText(`We sent a link to ${moved}.`, { exact: false }).waitFor();
    await screenshots(page, 'profile-email-change-sent');

    const { link } = await mailTo(dataDir, moved, 'email_change');
    await page.goto(link);
    await page.waitForURL((current) => current.pathname === '/');
    await page.goto(url('/profile'));
    await section.getByText(moved).waitFor();
    await page.getByText(moved).first().waitFor();
  });
});

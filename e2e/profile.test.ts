// Profile: the cook's own account. Names are edited here and followed everywhere.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;

const cook = newUser('Ada', 'Lovelace');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page } = await signedInPage(browser, server.baseUrl, cook));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
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

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import {
  accessTokenOf,
  createRecipes,
  graphqlAs,
  newUser,
  signedInPage,
  signUpAdmin,
} from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { pathOf, screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let dataDir: string;
let adminPage: Page;
let adminToken: string;
let cookPage: Page;

const admin = newUser('Ada', 'Admin');
const cook = newUser('Yotam', 'Ottolenghi');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/** Cooks signed up (auto-confirmed) through the auth api: a users list of two pages. */
const seededCooks = 21;

async function signUpCooks(count: number): Promise<void> {
  for (let index = 1; index <= count; index++) {
    const cook = newUser('Sam', `Seedling${String(index).padStart(2, '0')}`);
    const response = await fetch(url('/auth/v1/signup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: cook.email,
        password: cook.password,
        data: { first_name: cook.firstName, last_name: cook.lastName },
      }),
    });
    if (!response.ok) throw new Error(`sign-up failed: HTTP ${response.status}`);
    // The profile the dashboard counts is made on the first request signed in.
    const { access_token: token } = (await response.json()) as { access_token?: string };
    if (!token) throw new Error('sign-up answered no session');
    await graphqlAs(url(''), token, '{ me { id } }');
  }
}

async function addShoppingItems(token: string, names: string[]): Promise<void> {
  for (const name of names) {
    await graphqlAs(
      url(''),
      token,
      `mutation Seed($input: AddShoppingListItemInput!) {
        addShoppingListItem(input: $input) { __typename }
      }`,
      { input: { name } },
    );
  }
}

function figure(label: string, on: Page = adminPage): Locator {
  return on.locator('dl > div').filter({ hasText: label }).locator('dd');
}

async function openDashboard(path = '/admin', on: Page = adminPage): Promise<void> {
  await on.goto(url(path));
  await on.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await figure('Total Users', on).waitFor();
}

function tab(name: string, on: Page = adminPage): Locator {
  return on.getByRole('tab', { name });
}

async function expectNoSeriousAxeFindings(on: Page = adminPage): Promise<void> {
  expect(await seriousAxeFindings(on)).toEqual([]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-admin-'));
  server = await startServer({ env: { ADMIN_EMAILS: admin.email, DATA_DIR: dataDir } });
  browser = await launchBrowser();
  const adminContext = await browser.newContext({ viewport: viewports.phone });
  adminPage = await adminContext.newPage();
  await signUpAdmin(adminPage, server.baseUrl, dataDir, admin);
  adminToken = await accessTokenOf(adminPage);
  const signedIn = await signedInPage(browser, server.baseUrl, cook);
  cookPage = signedIn.page;

  await createRecipes(server.baseUrl, adminToken, [{ name: 'Admin Apple Pie' }]);
  await createRecipes(server.baseUrl, signedIn.token, [
    { name: 'Roast Aubergine' },
    { name: 'Lemon Polenta Cake' },
  ]);
  await addShoppingItems(adminToken, ['Apples', 'Butter']);
  await addShoppingItems(signedIn.token, ['Aubergines', 'Lemons', 'Polenta']);
  await signUpCooks(seededCooks);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('admin dashboard', () => {
  it('shows an admin the figures the api holds, and the users newest first', async () => {
    await openDashboard();
    await adminPage.getByText('Super Admin').waitFor();
    expect(await figure('Total Users').textContent()).toBe(String(seededCooks + 2));
    expect(await figure('Total Recipes').textContent()).toBe('3');
    expect(await figure('Shopping Items').textContent()).toBe('5');
    expect(await figure('Images Generated').textContent()).toBe('0');
    expect(await tab('Users').getAttribute('aria-selected')).toBe('true');

    // A phone gets a list, newest first (the seeded cooks signed up last), 20 to a page.
    const users = adminPage.getByRole('region', { name: 'Users', exact: true });
    const list = users.getByRole('list').getByRole('listitem');
    await users.getByText(`${seededCooks + 2} users · newest first`).waitFor();
    expect(await list.count()).toBe(20);
    expect(await list.nth(0).textContent()).toContain('Sam Seedling21');
    expect(await list.nth(0).textContent()).toContain('Active');
    await expectNoSeriousAxeFindings();

    // A desktop gets a table: e-mail, name, joined, status, and the row's actions.
    await adminPage.setViewportSize(viewports.desktop);
    const rows = adminPage.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(21);
    expect(await rows.nth(0).textContent()).toBe('EmailNameJoinedStatusActions');
    await expectNoSeriousAxeFindings();
    await adminPage.setViewportSize(viewports.phone);
    await screenshots(adminPage, 'admin-users');

    // Next reaches the last page by cursor: the two oldest accounts, the admin the very first.
    const pager = adminPage.getByRole('navigation', { name: 'Pages of users' });
    await pager.getByText(`1–20 of ${seededCooks + 2}`).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`21–${seededCooks + 2} of ${seededCooks + 2}`).waitFor();
    expect(await list.count()).toBe(seededCooks + 2 - 20);
    expect(await list.last().textContent()).toContain(admin.email);
    expect(await list.nth(seededCooks - 20).textContent()).toContain('Yotam Ottolenghi');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText(`1–20 of ${seededCooks + 2}`).waitFor();
  });

  it('narrows the users and the count to a search kept in the address, and says when none match', async () => {
    await openDashboard();
    const users = adminPage.getByRole('region', { name: 'Users', exact: true });
    const search = adminPage.getByRole('searchbox', { name: 'Search users' });
    await search.fill('ottolenghi');
    await users.getByText('1 user matches ‘ottolenghi’ · newest first').waitFor();
    expect(pathOf(adminPage)).toBe('/admin?q=ottolenghi');
    const list = users.getByRole('list').getByRole('listitem');
    expect(await list.count()).toBe(1);
    expect(await list.first().textContent()).toContain(cook.email);

    await search.fill('seedling');
    await users.getByText(`${seededCooks} users match ‘seedling’ · newest first`).waitFor();
    expect(await list.count()).toBe(20);

    await search.fill('nobody-by-this-name');
    await users.getByRole('heading', { name: 'No users match ‘nobody-by-this-name’' }).waitFor();
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-users-no-match');

    // A reload keeps the search.
    await adminPage.goto(url('/admin?q=ottolenghi'));
    await users.getByText('1 user matches ‘ottolenghi’ · newest first').waitFor();
    expect(await search.inputValue()).toBe('ottolenghi');
    await screenshots(adminPage, 'admin-users-search');
  });

  it('lists the top recipe creators on Analytics, with no buttons that do nothing', async () => {
    await openDashboard();
    await tab('Analytics').click();
    expect(pathOf(adminPage)).toBe('/admin?tab=analytics');
    const creators = adminPage
      .getByRole('region', { name: 'Top Recipe Creators' })
      .getByRole('listitem');
    await creators.first().waitFor();
    expect(await creators.count()).toBe(2);
    expect(await creators.nth(0).textContent()).toContain('2 recipes');
    expect(await creators.nth(0).textContent()).toContain(cook.email);
    expect(await creators.nth(1).textContent()).toContain('1 recipe');
    // The quick actions are there (e2e/admin-analytics.test.ts follows each one).
    await adminPage.getByRole('button', { name: 'Export User Data' }).waitFor();
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-analytics');
  });

  it('saves an edited prompt, says Prompt Updated! and keeps it, and the tab, across a reload', async () => {
    await openDashboard();
    await tab('Chatbot Prompts').click();
    expect(pathOf(adminPage)).toBe('/admin?tab=prompts');
    const editor = adminPage.getByRole('textbox', { name: 'Main Chat prompt' });
    await editor.waitFor();
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-prompts');

    const save = adminPage.getByRole('button', { name: 'Save Changes' }).first();
    expect(await save.isDisabled()).toBe(true);
    const prompt = `You are Mise's cooking assistant. Answer in short steps. (${Date.now()})`;
    await editor.fill(prompt);
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    expect(await toastShown(adminPage, 'Prompt Updated!')).not.toBe('destructive');
    await expect.poll(() => save.isDisabled()).toBe(true);

    await adminPage.reload();
    await adminPage.getByRole('textbox', { name: 'Main Chat prompt' }).waitFor();
    expect(await tab('Chatbot Prompts').getAttribute('aria-selected')).toBe('true');
    expect(await adminPage.getByRole('textbox', { name: 'Main Chat prompt' }).inputValue()).toBe(
      prompt,
    );
    const { chatbotPrompts } = await graphqlAs<{ chatbotPrompts: { mainPrompt: string } }>(
      url(''),
      adminToken,
      '{ chatbotPrompts { mainPrompt } }',
    );
    expect(chatbotPrompts.mainPrompt).toBe(prompt);
  });

  it('lists the saved versions of a prompt, compares one, restores it and resets to the default', async () => {
    const recipePrompt = async () =>
      (
        await graphqlAs<{ chatbotPrompts: { recipePrompt: string } }>(
          url(''),
          adminToken,
          '{ chatbotPrompts { recipePrompt } }',
        )
      ).chatbotPrompts.recipePrompt;
    const defaultPrompt = await recipePrompt();
    await openDashboard('/admin?tab=prompts');
    const card = adminPage.getByRole('region', { name: 'Recipe Creation', exact: true });
    const editor = card.getByRole('textbox', { name: 'Recipe Creation prompt' });
    const save = card.getByRole('button', { name: 'Save Changes' });
    const first = 'Write recipes for two.\nUse grams.';
    const second = 'Write recipes for two.\nUse cups.';
    for (const text of [first, second]) {
      await editor.fill(text);
      await save.click();
      await expect.poll(() => save.isDisabled()).toBe(true);
      await expect.poll(recipePrompt).toBe(text);
    }

    await card.getByRole('button', { name: 'History' }).click();
    const versions = card
      .getByRole('list', { name: 'Recipe Creation history' })
      .getByRole('listitem');
    // The text before the first save, then both saves, newest first.
    await expect.poll(() => versions.count()).toBe(3);
    expect(await versions.nth(0).textContent()).toContain('Current');
    expect(await versions.nth(0).textContent()).toContain(admin.email);
    expect(await versions.nth(1).textContent()).toContain(admin.email);
    expect(await versions.nth(2).textContent()).toContain('Before history');

    await versions.nth(1).getByRole('button', { name: 'Compare' }).click();
    const diff = versions.nth(1).locator('figure');
    expect(await diff.locator('del').textContent()).toBe('−Removed: Use grams.');
    expect(await diff.locator('ins').textContent()).toBe('+Added: Use cups.');
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-prompt-history');

    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Restore this version?' });
    await expectNoSeriousAxeFindings();
    await confirm.getByRole('button', { name: 'Restore' }).click();
    expect(await toastShown(adminPage, 'Prompt Updated!')).not.toBe('destructive');
    await expect.poll(() => editor.inputValue()).toBe(first);
    await expect.poll(recipePrompt).toBe(first);
    await expect.poll(() => versions.count()).toBe(4);

    await card.getByRole('button', { name: 'Reset to default' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Reset Recipe Creation to the default?' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await expect.poll(() => editor.inputValue()).toBe(defaultPrompt);
    await expect.poll(recipePrompt).toBe(defaultPrompt);
    await expect.poll(() => versions.count()).toBe(5);
    expect(await versions.nth(0).textContent()).toContain('Current');
  });

  it('keeps an unsaved edit while the admin looks at another tab', async () => {
    await openDashboard('/admin?tab=prompts');
    const editor = adminPage.getByRole('textbox', { name: 'Shopping List prompt' });
    await editor.waitFor();
    const draft = `${await editor.inputValue()} Group items by aisle.`;
    await editor.fill(draft);
    await tab('Users').click();
    await adminPage.getByRole('region', { name: 'Users', exact: true }).waitFor();
    await tab('Chatbot Prompts').click();
    expect(await editor.inputValue()).toBe(draft);
  });

  it('shows the admin link on the profile to the admin', async () => {
    await adminPage.goto(url('/profile'));
    await adminPage.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
  });

  it('shows anyone else a not-available screen and none of the data, and no link on the profile', async () => {
    await cookPage.goto(url('/admin'));
    await cookPage
      .getByRole('heading', { level: 1, name: 'The admin dashboard is not available' })
      .waitFor();
    expect(await cookPage.getByText('Super Admin').count()).toBe(0);
    expect(await cookPage.getByRole('tab').count()).toBe(0);
    expect(await cookPage.locator('dl').count()).toBe(0);
    await expectNoSeriousAxeFindings(cookPage);
    await screenshots(cookPage, 'admin-not-available');

    await cookPage.getByRole('link', { name: 'Back to Home' }).click();
    await cookPage.waitForURL((current) => current.pathname === '/');

    // The server refuses the figures as well, whatever the client shows.
    if (!server) throw new Error('server not started');
    await expect(
      graphqlAs(server.baseUrl, await accessTokenOf(cookPage), '{ adminStats { totalUsers } }'),
    ).rejects.toThrow();

    await cookPage.goto(url('/profile'));
    await cookPage.getByRole('heading', { level: 1, name: 'Yotam Ottolenghi' }).waitFor();
    await cookPage.getByRole('button', { name: 'Sign Out' }).waitFor();
    await cookPage.waitForLoadState('networkidle');
    expect(await cookPage.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
  });
});

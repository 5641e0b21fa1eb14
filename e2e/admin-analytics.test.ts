import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import {
  type AppUser,
  accessTokenOf,
  createRecipes,
  graphqlAs,
  newUser,
  signedInPage,
  signUpAdmin,
} from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { pathOf, screenshots } from './page-tools.ts';
import { type RecipePageServer, startRecipePageServer } from './recipe-page-server.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let pages: RecipePageServer | undefined;
let browser: Browser | undefined;
let dataDir: string;
let adminPage: Page;

const admin = newUser('Ada', 'Admin');
const cook = newUser('Yotam', 'Ottolenghi');
const baker = newUser('Nigella', 'Lawson');
/** Configured but never shown: only its last 4 characters may reach the page. */
const apiKey = `sk-e2e-${randomUUID().replaceAll('-', '')}Zq9w`;
const chatMessage = 'Suggest a 30-minute dinner with chicken';

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/** A loopback port nothing listens on: the AI provider's requests are refused at once. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function importUrl(token: string, address: string): Promise<string> {
  const data = await graphqlAs<{ analyzeRecipeUrl: { __typename: string } }>(
    url(''),
    token,
    `mutation Import($url: String!) {
      analyzeRecipeUrl(url: $url) { __typename }
    }`,
    { url: address },
  );
  return data.analyzeRecipeUrl.__typename;
}

async function openAnalytics(): Promise<void> {
  await adminPage.goto(url('/admin?tab=analytics'));
  await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await adminPage.getByRole('button', { name: /^Export User Data/ }).waitFor();
}

async function expectNoSeriousAxeFindings(): Promise<void> {
  expect(await seriousAxeFindings(adminPage)).toEqual([]);
}

/** A table's body rows as arrays of cell texts (row headers included). */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/** RFC 4180 enough for the export: quoted fields with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

let importOutcomes: string[] = [];

/** Signs in with the form on the current server (a new origin holds no session). */
async function signIn(page: Page, user: AppUser): Promise<void> {
  await page.goto(url('/auth/login'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((current) => current.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/**
 * The data is made with the offline AI provider (a URL import that succeeds needs a provider that
 * answers), then the api is started again on the same data with an OpenAI key configured and
 * its base URL on a closed port: the settings must show that key masked.
 */
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-admin-analytics-'));
  pages = await startRecipePageServer();
  const env = { ADMIN_EMAILS: admin.email, DATA_DIR: dataDir, ALLOW_PRIVATE_IMPORT_URLS: 'true' };
  server = await startServer({ env });
  browser = await launchBrowser();
  const adminContext = await browser.newContext({ viewport: viewports.phone });
  adminPage = await adminContext.newPage();
  await signUpAdmin(adminPage, server.baseUrl, dataDir, admin);
  const adminToken = await accessTokenOf(adminPage);
  const cookSession = await signedInPage(browser, server.baseUrl, cook, { isOffline: true });
  const bakerSession = await signedInPage(browser, server.baseUrl, baker, { isOffline: true });

  await createRecipes(server.baseUrl, adminToken, [{ name: 'Admin Apple Pie' }]);
  await createRecipes(server.baseUrl, cookSession.token, [
    { name: 'Roast Aubergine' },
    { name: 'Lemon Polenta Cake' },
  ]);
  await createRecipes(server.baseUrl, bakerSession.token, [{ name: 'Chocolate Cake' }]);
  importOutcomes = [
    await importUrl(cookSession.token, pages.pageUrl('recipetineats_1')),
    await importUrl(cookSession.token, pages.articleUrl),
  ];
  await graphqlAs(
    url(''),
    bakerSession.token,
    `mutation Chat($input: ChatMessageInput!) {
      sendChatMessage(input: $input) { __typename }
    }`,
    { input: { conversationId: randomUUID(), message: chatMessage } },
  );
  await cookSession.context.close();
  await bakerSession.context.close();

  // The same data on both databases: DATA_DIR on the embedded one, the database on a server.
  await server.stop({ keepData: true });
  server = await startServer({
    database: server.database,
    env: {
      ...env,
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
    },
  });
  await signIn(adminPage, admin);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pages?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('admin analytics quick actions', () => {
  it('seeds one import that succeeds and one that fails', () => {
    expect(importOutcomes).toEqual(['AnalyzeRecipeUrlSuccess', 'ImportFailedError']);
  });

  it('offers the four quick actions beside the top recipe creators', async () => {
    await openAnalytics();
    for (const name of [
      'Export User Data',
      'View Chat Logs',
      'System Settings',
      'Generate Reports',
    ]) {
      await adminPage.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    }
    const creators = adminPage
      .getByRole('region', { name: 'Top Recipe Creators' })
      .getByRole('listitem');
    await creators.first().waitFor();
    expect(await creators.nth(0).textContent()).toContain(cook.email);
    // Reached by keyboard: Tab from the last tab lands on the first action.
    await adminPage.getByRole('tab', { name: 'Analytics' }).focus();
    await adminPage.keyboard.press('Tab');
    expect(await adminPage.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'Export User Data',
    );
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-analytics-actions');
  });

  it('downloads the users as CSV, one row per user with their counts', async () => {
    await openAnalytics();
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: /^Export User Data/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mise-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const [header, ...rows] = parseCsv(await readFile(path, 'utf8'));
    expect(header).toEqual([
      'id',
      'email',
      'first_name',
      'last_name',
      'joined',
      'recipe_count',
      'shopping_item_count',
    ]);
    const byEmail = new Map(rows.map((row) => [row[1], row]));
    expect([...byEmail.keys()].sort()).toEqual([admin.email, cook.email, baker.email].sort());
    expect(byEmail.get(cook.email)?.slice(2, 4)).toEqual(['Yotam', 'Ottolenghi']);
    // Two made by hand and one imported.
    expect(byEmail.get(cook.email)?.[5]).toBe('3');
    expect(byEmail.get(baker.email)?.[5]).toBe('1');
    expect(byEmail.get(admin.email)?.[5]).toBe('1');
  });

  it("lists the assistant's turn in the chat logs", async () => {
    await openAnalytics();
    await adminPage.getByRole('button', { name: /^View Chat Logs/ }).click();
    expect(pathOf(adminPage)).toBe('/admin?tab=analytics&view=chat-logs');
    const turns = adminPage.getByRole('list', { name: 'Chat turns' }).getByRole('listitem');
    await turns.first().waitFor();
    expect(await turns.count()).toBe(1);
    const turn = await turns.first().textContent();
    expect(turn).toContain(baker.email);
    expect(turn).toContain('General chat');
    expect(turn).toContain('Completed');
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-chat-logs');
    // The address opens it again, and Back returns to the overview.
    await adminPage.reload();
    await turns.first().waitFor();
    await adminPage.getByRole('button', { name: 'Back to Analytics' }).click();
    expect(pathOf(adminPage)).toBe('/admin?tab=analytics');
  });

  it('shows the settings grouped, the API key only as the server masked it', async () => {
    await openAnalytics();
    await adminPage.getByRole('button', { name: /^System Settings/ }).click();
    expect(pathOf(adminPage)).toBe('/admin?tab=analytics&view=settings');
    for (const name of ['Database', 'Sign-in', 'AI', 'Redis', 'Remotes', 'Assistant']) {
      await adminPage.getByRole('region', { name, exact: true }).waitFor();
    }
    const ai = adminPage.getByRole('region', { name: 'AI', exact: true });
    expect(await ai.textContent()).toContain(`…${apiKey.slice(-4)}`);
    expect(await ai.textContent()).toContain('openai');
    expect(await adminPage.content()).not.toContain(apiKey);
    expect(await adminPage.locator('body').textContent()).not.toContain(apiKey);
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-settings');
  });

  it('draws the report with figures that match the seeded data, and downloads it', async () => {
    await openAnalytics();
    await adminPage.getByRole('button', { name: /^Generate Reports/ }).click();
    expect(pathOf(adminPage)).toBe('/admin?tab=analytics&view=reports');
    const methods = adminPage.getByRole('table', { name: 'Import success rate by method' });
    await methods.waitFor({ state: 'attached' });
    // One drawing per chart (recharts adds small svgs for legend marks besides).
    expect(await adminPage.locator('[data-chart] .recharts-wrapper > svg').count()).toBe(4);
    expect(await tableRows(methods)).toContainEqual(['Web page', '2', '1', '50%']);
    expect(await tableRows(adminPage.getByRole('table', { name: 'Top sites' }))).toEqual([
      ['127.0.0.1', '2', '1', '50%'],
    ]);
    const ai = await tableRows(adminPage.getByRole('table', { name: 'AI usage by feature' }));
    expect(ai.find((row) => row[0] === 'Assistant')?.[1]).toBe('1');
    const daily = await tableRows(
      adminPage.getByRole('table', { name: 'Sign-ups and active cooks per day' }),
    );
    expect(daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(daily.at(-1)?.slice(0, 2)).toEqual([today, '3']);
    await expectNoSeriousAxeFindings();
    await screenshots(adminPage, 'admin-reports');

    // Another period: the address keeps it.
    await adminPage.getByText('7 days', { exact: true }).click();
    await adminPage.waitForURL((current) => current.search.includes('days=7'));
    await expect
      .poll(
        async () =>
          (
            await tableRows(
              adminPage.getByRole('table', { name: 'Sign-ups and active cooks per day' }),
            )
          ).length,
      )
      .toBe(7);

    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mise-report-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Imports by method: last 7 days');
    expect(parseCsv(csv)).toContainEqual(['URL', '2', '1', '0.5']);
  });
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { accessTokenOf, graphqlAs, newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import {
  allCachedByServiceWorker,
  cachedByServiceWorker,
  remoteFiles,
  screenshots,
  servedOfflineByServiceWorker,
  serviceWorkerControls,
  toastShown,
} from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;

const cook = newUser('Claudia', 'Roden');

interface ApiItem {
  id: number;
  name: string;
  quantity: string;
  category: string;
  isCompleted: boolean;
}

function baseUrl(): string {
  if (!server) throw new Error('server not started');
  return server.baseUrl;
}

/** The cook's list as the server has it, in list order. */
async function listThroughApi(): Promise<ApiItem[]> {
  const { shoppingList } = await graphqlAs<{ shoppingList: ApiItem[] }>(
    baseUrl(),
    token,
    '{ shoppingList { id name quantity category isCompleted } }',
  );
  return shoppingList;
}

/** Another device of the same cook: straight through the api. */
async function addThroughApi(name: string, category = 'OTHER'): Promise<number> {
  const { addShoppingListItem } = await graphqlAs<{
    addShoppingListItem: { item: { id: number } };
  }>(
    baseUrl(),
    token,
    `mutation ($input: AddShoppingListItemInput!) {
      addShoppingListItem(input: $input) { ... on AddShoppingListItemSuccess { item { id } } }
    }`,
    { input: { name, category } },
  );
  return addShoppingListItem.item.id;
}

async function deleteThroughApi(id: number): Promise<void> {
  await graphqlAs(
    baseUrl(),
    token,
    'mutation ($id: Int!) { deleteShoppingListItem(id: $id) { __typename } }',
    { id },
  );
}

function row(name: string): Locator {
  return page.getByTestId('shopping-item').filter({ hasText: name });
}

function banner(): Locator {
  return page.getByTestId('offline-banner');
}

async function openList(): Promise<void> {
  await page.goto(`${baseUrl()}/shopping-list`);
  await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
  await page.getByTestId('shopping-item').first().waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
  await signUpInBrowser(page, server.baseUrl, cook);
  token = await accessTokenOf(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('in a shop without signal', () => {
  it('opens from this device, keeps three changes in order, and the server gets exactly those', async () => {
    for (const [name, category] of [
      ['Apples', 'PRODUCE'],
      ['Rye bread', 'BAKERY'],
      ['Oat milk', 'DAIRY'],
      ['Coffee beans', 'PANTRY'],
    ] as const) {
      await addThroughApi(name, category);
    }
    const before = await listThroughApi();
    await openList();
    // The app's code is on this device once the worker holds the page and every remote file.
    await serviceWorkerControls(page);
    await cachedByServiceWorker(page, '/');
    await cachedByServiceWorker(page, '/remotes.json');
    await cachedByServiceWorker(page, '/remotes/mfe-shopping/remoteEntry.js');
    await allCachedByServiceWorker(page, await remoteFiles(baseUrl()));

    await context.setOffline(true);
    await servedOfflineByServiceWorker(page, '/shopping-list');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await row('Coffee beans').waitFor();
    await banner().getByText("You're offline").waitFor();
    expect(await page.getByRole('button', { name: 'Optimize' }).isDisabled()).toBe(true);

    await row('Apples').getByRole('checkbox').check();
    await row('Coffee beans').getByRole('button', { name: 'Delete Coffee beans' }).click();
    await toastShown(page, 'Shopping List Updated', 'Coffee beans was removed.');
    await page.getByLabel('Item', { exact: true }).fill('Matches');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await toastShown(page, 'Item Added', 'Matches is on your list');
    await banner().getByText('3 changes waiting').waitFor();
    await page.getByText('1 of 4 items completed').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'shopping-list-offline');

    // Still offline, a reload keeps all of it: the list and the queue live on this device.
    await page.reload();
    await row('Matches').waitFor();
    await banner().getByText('3 changes waiting').waitFor();
    expect(await row('Apples').getAttribute('data-completed')).toBe('true');
    expect(await row('Coffee beans').count()).toBe(0);

    await context.setOffline(false);
    await banner()
      .getByText(/offline|waiting|Sending/)
      .waitFor({ state: 'detached' });
    const after = await listThroughApi();
    const byName = (items: ApiItem[]) => new Map(items.map((item) => [item.name, item]));
    const was = byName(before);
    const now = byName(after);
    expect([...now.keys()].sort()).toEqual(['Apples', 'Matches', 'Oat milk', 'Rye bread']);
    expect(now.get('Apples')).toEqual({ ...was.get('Apples'), isCompleted: true });
    expect(now.get('Rye bread')).toEqual(was.get('Rye bread'));
    expect(now.get('Oat milk')).toEqual(was.get('Oat milk'));
    expect(now.get('Matches')).toMatchObject({
      quantity: '1',
      category: 'OTHER',
      isCompleted: false,
    });
    // The screen shows the server's item now, not the stand-in made offline.
    expect(Number(await row('Matches').getAttribute('data-item-id'))).toBe(now.get('Matches')?.id);
  });

  it('reports a tick of an item deleted meanwhile on another device, and loses nothing else', async () => {
    const eggsId = await addThroughApi('Eggs', 'DAIRY');
    await openList();
    await row('Eggs').waitFor();

    await context.setOffline(true);
    await row('Eggs').getByRole('checkbox').check();
    await row('Oat milk').getByRole('checkbox').check();
    await banner().getByText('2 changes waiting').waitFor();
    // Meanwhile, the other phone deletes the eggs.
    await deleteThroughApi(eggsId);

    await context.setOffline(false);
    const refused = page.getByRole('region', { name: 'A change was not saved' });
    await refused.getByText('Tick Eggs: Eggs was deleted on another device.').waitFor();
    await row('Eggs').waitFor({ state: 'detached' });
    // The oat milk's tick was queued after the refused one: sent once the banner is gone.
    await banner()
      .getByText(/offline|waiting|Sending/)
      .waitFor({ state: 'detached' });
    const now = await listThroughApi();
    expect(now.find((item) => item.name === 'Oat milk')?.isCompleted).toBe(true);
    expect(now.some((item) => item.name === 'Eggs')).toBe(false);
    await screenshots(page, 'shopping-list-refused-change');

    // Shown until read: it survives a reload, and goes when dismissed.
    await page.reload();
    await refused.waitFor();
    await refused.getByRole('button', { name: 'Dismiss: Tick Eggs' }).click();
    await refused.waitFor({ state: 'detached' });
    await page.reload();
    await row('Oat milk').waitFor();
    expect(await refused.count()).toBe(0);
  });
});

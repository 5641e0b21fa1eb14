import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import {
  accessTokenOf,
  createRecipes,
  graphqlAs,
  newUser,
  signedInPage,
  signUpInBrowser,
} from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;
let chickenId: number;

const cook = newUser('Nigella', 'Lawson');
const stranger = newUser('Yotam', 'Ottolenghi');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/** A browser context that copies rather than opens a share sheet, clipboard allowed. */
async function newPhoneContext(options: Parameters<Browser['newContext']>[0] = {}) {
  if (!browser || !server) throw new Error('not started');
  const created = await browser.newContext({ viewport: viewports.phone, ...options });
  await created.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.baseUrl,
  });
  // Desktop Chromium may offer the Web Share API; the copy path is what a test can read.
  await created.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  return created;
}

async function openList(on: Page = page): Promise<void> {
  await on.goto(url('/shopping-list'));
  await on.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
  // The list (or its empty state) has loaded once the add form's neighbours are there.
  await on
    .getByTestId('shopping-item')
    .or(on.getByRole('heading', { name: 'Your shopping list is empty' }))
    .first()
    .waitFor();
}

function section(category: string, on: Page = page): Locator {
  return on.getByRole('region', { name: new RegExp(`^${category} \\d`) });
}

function row(name: string, on: Page = page): Locator {
  return on.getByTestId('shopping-item').filter({ hasText: name });
}

function checkbox(name: string, on: Page = page): Locator {
  return row(name, on).getByRole('checkbox');
}

async function namesIn(category: string, on: Page = page): Promise<string[]> {
  return section(category, on)
    .getByTestId('shopping-item')
    .locator('label span span:first-child')
    .allTextContents();
}

async function addItem(name: string, quantity = '', category = ''): Promise<void> {
  await page.getByLabel('Item', { exact: true }).fill(name);
  if (quantity) await page.getByLabel('Quantity').fill(quantity);
  if (category) await page.getByLabel('Category').selectOption({ label: category });
  await page.getByRole('button', { name: 'Add Item' }).click();
  await toastShown(page, 'Item Added', name);
}

interface ApiItem {
  id: number;
  name: string;
  quantity: string;
  category: string;
  isCompleted: boolean;
  position: number;
}

/** The cook's list as the server has it, in list order. */
async function listThroughApi(): Promise<ApiItem[]> {
  if (!server) throw new Error('server not started');
  const { shoppingList } = await graphqlAs<{ shoppingList: ApiItem[] }>(
    server.baseUrl,
    token,
    '{ shoppingList { id name quantity category isCompleted position } }',
  );
  return shoppingList;
}

async function expectNoSeriousAxeFindings(on: Page = page): Promise<void> {
  expect(await seriousAxeFindings(on)).toEqual([]);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await newPhoneContext();
  page = await context.newPage();
  await signUpInBrowser(page, server.baseUrl, cook);
  token = await accessTokenOf(page);
  [chickenId] = (await createRecipes(server.baseUrl, token, [
    {
      name: 'Lemon Roast Chicken',
      ingredients: ['1 whole chicken', '2 lemons', '4 cloves garlic', '200 ml milk', '1 baguette'],
      instructions: ['Roast.'],
    },
  ])) as [number];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an empty list', () => {
  it('says so, offers the recipes, and passes axe', async () => {
    await openList();
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    const toRecipes = page.getByRole('link', { name: 'Add from your recipes' });
    expect(await toRecipes.getAttribute('href')).toBe('/recipes');
    // No progress or list actions on an empty list.
    expect(await page.getByRole('button', { name: 'Clear All' }).count()).toBe(0);
    await expectNoSeriousAxeFindings();
    await screenshots(page, 'shopping-list-empty');
  });
});

describe('adding by hand', () => {
  it('refuses a blank name: the button stays disabled', async () => {
    const add = page.getByRole('button', { name: 'Add Item' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Item', { exact: true }).fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Item', { exact: true }).fill('');
  });

  it('adds with quantity and category, or with the defaults "1" and Other', async () => {
    await addItem('Apples', '6', 'Produce');
    await addItem('Batteries');
    await addItem('Spinach', '1 bag', 'Produce');
    expect(await namesIn('Produce')).toEqual(['Apples', 'Spinach']);
    expect(await namesIn('Other')).toEqual(['Batteries']);
    expect(await row('Batteries').textContent()).toContain('1');
    await page.getByText('0 of 3 items completed').waitFor();
    // Ready for the next item: the name field is empty and focused again.
    expect(await page.getByLabel('Item', { exact: true }).inputValue()).toBe('');
    expect(
      await page
        .getByLabel('Item', { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });
});

describe('ticking', () => {
  it('strikes an item through, sinks it in its group and counts it; unticking undoes it', async () => {
    await checkbox('Apples').check();
    await page.getByText('1 of 3 items completed').waitFor();
    expect(await namesIn('Produce')).toEqual(['Spinach', 'Apples']);
    expect(await row('Apples').getAttribute('data-completed')).toBe('true');
    const decoration = await row('Apples')
      .locator('label span span:first-child')
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(decoration).toContain('line-through');

    await checkbox('Apples').uncheck();
    await page.getByText('0 of 3 items completed').waitFor();
    expect(await namesIn('Produce')).toEqual(['Apples', 'Spinach']);
  });

  it('works from the keyboard: Space on the focused checkbox ticks', async () => {
    await checkbox('Spinach').focus();
    await page.keyboard.press('Space');
    await page.getByText('1 of 3 items completed').waitFor();
    await checkbox('Spinach').focus();
    await page.keyboard.press('Space');
    await page.getByText('0 of 3 items completed').waitFor();
  });

  it('reverts a tick the server refused, with Update Failed', async () => {
    const handler = async (route: import('playwright-core').Route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'SetShoppingListItemCompletedMutation') return route.fallback();
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    };
    await page.route('**/graphql', handler);
    // click, not check: the box is meant to flip back, which check() would call a failure.
    await checkbox('Batteries').click();
    await toastShown(page, 'Update Failed');
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLInputElement>(
          '[data-testid="shopping-item"][data-completed] input',
        ),
    );
    expect(await checkbox('Batteries').isChecked()).toBe(false);
    await page.unroute('**/graphql', handler);
  });
});

describe('deleting', () => {
  it('removes the item and says so', async () => {
    await row('Batteries').getByRole('button', { name: 'Delete Batteries' }).click();
    await toastShown(page, 'Shopping List Updated', 'Batteries was removed.');
    await row('Batteries').waitFor({ state: 'detached' });
    expect(await section('Other').count()).toBe(0);
    await page.getByText('0 of 2 items completed').waitFor();
  });
});

describe('from a recipe', () => {
  it('adds the ingredients by aisle, each linking back to the recipe', async () => {
    await page.goto(url(`/recipe/${chickenId}`));
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    await toastShown(page, 'Shopping List Updated');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shopping' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await row('chicken').first().waitFor();

    const chicken = row('chicken').first();
    const link = chicken.getByRole('link', { name: 'Lemon Roast Chicken' });
    expect(await link.getAttribute('href')).toBe(`/recipe/${chickenId}`);
    expect(await section('Meat').getByTestId('shopping-item').count()).toBeGreaterThan(0);
    expect(await section('Produce').getByText('lemon', { exact: false }).count()).toBeGreaterThan(
      0,
    );
    // Shop order, whatever the recipe's order was.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Produce', 'Bakery', 'Meat', 'Dairy', 'Frozen', 'Pantry', 'Other'];
    const shown = headings.map((text) => order.find((name) => text.startsWith(name)) ?? text);
    expect(shown).toEqual(order.filter((name) => shown.includes(name)));
  });

  it('optimizes the list, says what changed, and Undo puts back the same items', async () => {
    // A duplicate in another unit and an item in the wrong aisle, for Optimize to tidy.
    await addItem('Milk', '100 ml', 'Dairy');
    await addItem('Bananas', '6');
    await checkbox('Spinach').check();
    await page.getByText(/^1 of \d+ items completed$/).waitFor();
    const before = await listThroughApi();

    await page.getByRole('button', { name: 'Optimize' }).click();
    await toastShown(page, 'Shopping List Optimized');
    const banner = page.getByRole('region', { name: 'Optimized' });
    const summary = await banner.getByRole('status').textContent();
    expect(summary).toContain('Merged 200 ml milk + 100 ml Milk into 300 ml milk');
    expect(summary).toContain('Moved Bananas to Produce');
    // Only the letter case would have changed: names stay as the cook wrote them.
    expect(summary).not.toContain('Renamed');
    expect((await listThroughApi()).length).toBe(before.length - 1);
    await expectNoSeriousAxeFindings();
    await page.locator('li[data-variant]').getByRole('button', { name: 'Close' }).click();
    await page.locator('li[data-variant]').waitFor({ state: 'detached' });
    await screenshots(page, 'shopping-list-optimized');

    await banner.getByRole('button', { name: 'Undo' }).click();
    await toastShown(page, 'Shopping List Updated', 'Your list is back as it was.');
    await banner.waitFor({ state: 'detached' });
    // Bananas keeps its name through Optimize: only its aisle says the list is back.
    await section('Other').getByTestId('shopping-item').filter({ hasText: 'Bananas' }).waitFor();
    expect(await namesIn('Other')).toContain('Bananas');
    // Exactly the list before: the same ids, names, amounts, aisles, ticks and order.
    expect(await listThroughApi()).toEqual(before);
    expect(await checkbox('Spinach').isChecked()).toBe(true);
    await checkbox('Spinach').uncheck();

    // Optimized again for the journeys below.
    await page.getByRole('button', { name: 'Optimize' }).click();
    await toastShown(page, 'Shopping List Optimized');
    await row('chicken').first().waitFor();
    await page
      .getByRole('region', { name: 'Optimized' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
  });

  it('looks right on phone and desktop and passes axe', async () => {
    await checkbox('Apples').check();
    await page.getByText(/^1 of \d+ items completed$/).waitFor();
    await expectNoSeriousAxeFindings();
    // The list, not the last toast, is what the pictures are for.
    await page.locator('li[data-variant]').getByRole('button', { name: 'Close' }).click();
    await page.locator('li[data-variant]').waitFor({ state: 'detached' });
    await screenshots(page, 'shopping-list-full');
  });
});

describe('sharing', () => {
  it('copies what is still to buy, grouped by aisle', async () => {
    await page.getByRole('button', { name: 'Share Shopping List' }).click();
    await toastShown(page, 'List Copied');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('Shopping List\n\nProduce\n')).toBe(true);
    // Optimize tidied names and amounts; the item is still there under its aisle.
    expect(text).toMatch(/\nProduce\n(- .*\n)*- spinach \(/i);
    expect(text).toMatch(/\nMeat\n- .*chicken/i);
    // Apples are ticked: already in the basket.
    expect(text).not.toMatch(/apples/i);
  });
});

describe('two devices of one cook', () => {
  let other: BrowserContext;
  let second: Page;
  let cleared: ApiItem[] = [];

  beforeAll(async () => {
    other = await newPhoneContext({ storageState: await context.storageState() });
    second = await other.newPage();
    await openList(second);
    await openList(page);
  });

  afterAll(async () => {
    await other?.close();
  });

  it('shows a tick on one phone on the other within a second', async () => {
    expect(await checkbox('Spinach', second).isChecked()).toBe(false);
    await checkbox('Spinach').check();
    const started = Date.now();
    await second.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="shopping-item"]')].some(
          (item) =>
            item.textContent?.toLowerCase().includes('spinach') &&
            item.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked,
        ),
      undefined,
      { timeout: 1000 },
    );
    expect(Date.now() - started).toBeLessThan(1000);
    await checkbox('Spinach').uncheck();
    await second.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="shopping-item"]')].some(
          (item) =>
            item.textContent?.toLowerCase().includes('spinach') &&
            !item.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked,
        ),
      undefined,
      { timeout: 1000 },
    );
  });

  it('shows an item added on the other phone, and a delete', async () => {
    await second.getByLabel('Item', { exact: true }).fill('Dark chocolate');
    await second.getByLabel('Category').selectOption({ label: 'Pantry' });
    await second.getByRole('button', { name: 'Add Item' }).click();
    await section('Pantry').getByText('Dark chocolate').waitFor({ timeout: 1000 });

    await row('Dark chocolate').getByRole('button', { name: 'Delete Dark chocolate' }).click();
    await row('Dark chocolate', second).waitFor({ state: 'detached', timeout: 1000 });
  });

  it('shows nothing of it to another cook, live or on load', async () => {
    if (!browser || !server) throw new Error('not started');
    const strangerSession = await signedInPage(browser, server.baseUrl, stranger);
    const strangerPage = strangerSession.page;
    await openList(strangerPage);
    await strangerPage.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await checkbox('Spinach').check();
    await checkbox('Spinach', second).waitFor();
    await second.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid="shopping-item"] input')].some(
        (input) =>
          input.checked && input.closest('li')?.textContent?.toLowerCase().includes('spinach'),
      ),
    );
    await strangerPage.waitForTimeout(300);
    expect(await strangerPage.getByTestId('shopping-item').count()).toBe(0);
    const theirs = await graphqlAs<{ shoppingList: unknown[] }>(
      server.baseUrl,
      strangerSession.token,
      '{ shoppingList { id } }',
    );
    expect(theirs.shoppingList).toEqual([]);
    await strangerSession.context.close();
  });

  it('clears everything after a confirmation, on both phones', async () => {
    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear the shopping list?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('shopping-item').count()).toBeGreaterThan(0);

    const before = await listThroughApi();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await toastShown(page, 'Shopping List Cleared');
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await second
      .getByRole('heading', { name: 'Your shopping list is empty' })
      .waitFor({ timeout: 2000 });
    expect(await listThroughApi()).toEqual([]);
    cleared = before;
  });

  it('brings the cleared list back with Undo, on both phones', async () => {
    const banner = page.getByRole('region', { name: 'Cleared' });
    expect(await banner.getByRole('status').textContent()).toContain(
      `${cleared.length} items were removed from every device.`,
    );
    // A toast still fading in fails the contrast check: the banner is what is checked here.
    await page.locator('li[data-variant]').getByRole('button', { name: 'Close' }).click();
    await page.locator('li[data-variant]').waitFor({ state: 'detached' });
    await expectNoSeriousAxeFindings();
    await banner.getByRole('button', { name: 'Undo' }).click();
    await toastShown(page, 'Shopping List Updated', 'Your list is back as it was.');
    const progress = new RegExp(`^\\d+ of ${cleared.length} items completed$`);
    await page.getByText(progress).waitFor();
    // The other phone hears of the restore (REPLACED) and fetches the list again.
    await second.getByText(progress).waitFor({ timeout: 2000 });
    expect(await row('chicken', second).count()).toBeGreaterThan(0);
    expect(await listThroughApi()).toEqual(cleared);
    // Spent: no second undo.
    expect(await banner.count()).toBe(0);
  });
});

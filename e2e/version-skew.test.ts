import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { type RunningServer, startServer } from './start-server.ts';

/** The packages the shell provides (its start-up file holds them) and every remote must reuse. */
const shellCopies = ['react', 'react-dom', 'react-router', 'react-router-dom'];

let server: RunningServer | undefined;
let browser: Browser | undefined;

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/**
 * Every script a page fetches, and where each remote keeps its own copy of each shared package:
 * a remote's `localSharedImportMap` file names, for each package, the file it imports when it
 * has to use its own copy (`"react-dom":async()=>await e(()=>import(`./file.js`))`).
 */
function watchScripts(page: Page) {
  const fetched = new Set<string>();
  const copies: { remote: string; name: string; file: string }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const address = new URL(response.url());
    if (!address.pathname.endsWith('.js')) return;
    fetched.add(address.pathname);
    const remote = /^\/remotes\/([^/]+)\//.exec(address.pathname)?.[1];
    if (!remote || !address.pathname.includes('localSharedImportMap')) return;
    // Read from the server, not from the page: a response the page navigated away from (the
    // sign-in page's, as the test opens /) no longer has a body in the browser.
    reading.push(
      fetch(response.url())
        .then((fetched) => fetched.text())
        .then((source) => {
          const fallback = /"?([@\w./-]+)"?:async\(\)=>await \w+\(\(\)=>import\(`([^`]+)`\)/g;
          for (const [, name = '', file = ''] of source.matchAll(fallback)) {
            copies.push({ remote, name, file: new URL(file, address).pathname });
          }
        }),
    );
  });
  return {
    fetched,
    /** Which remotes' own copies of `name` the page fetched. */
    async remotesFetchingTheirCopyOf(name: string): Promise<string[]> {
      await Promise.all(reading);
      const remotes = copies
        .filter((copy) => copy.name === name && fetched.has(copy.file))
        .map((copy) => copy.remote);
      return [...new Set(remotes)];
    },
    async importMapsRead(): Promise<string[]> {
      await Promise.all(reading);
      return [...new Set(copies.map((copy) => copy.remote))];
    },
  };
}

/** A signed-in phone without the service worker, which would fetch remotes out of sight. */
async function signedInWithoutWorker(): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser || !server) throw new Error('not started');
  const { context, page } = await signedInPage(browser, server.baseUrl, newUser('Skew', 'Cook'), {
    serviceWorkers: 'block',
  });
  return { context, page };
}

async function openShoppingList(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shopping' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('shared singletons', () => {
  it('fetches each shared package once while the shell, recipes, shopping and chat run', async () => {
    const { context, page } = await signedInWithoutWorker();
    const scripts = watchScripts(page);
    await page.goto(url('/'));
    await page.getByText('Welcome back').first().waitFor();
    await openShoppingList(page);
    await page.getByRole('button', { name: 'Open the cooking assistant' }).click();
    await page.getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect((await scripts.importMapsRead()).sort()).toEqual([
      'mfe-chat',
      'mfe-recipes',
      'mfe-shopping',
    ]);
    for (const name of shellCopies) {
      expect({ name, remotes: await scripts.remotesFetchingTheirCopyOf(name) }).toEqual({
        name,
        remotes: [],
      });
    }
    // The shell consumes Apollo: the first remote's copy is the page's.
    for (const name of ['@apollo/client', '@apollo/client/react']) {
      expect({ name, remotes: await scripts.remotesFetchingTheirCopyOf(name) }).toEqual({
        name,
        remotes: ['mfe-recipes'],
      });
    }
    await context.close();
  });

  it('runs a remote built against older minors of the shared packages on the copies already loaded', async () => {
    const { context, page } = await signedInWithoutWorker();
    // The shopping remote as if built a release ago: it offers and asks for older versions.
    let isRewritten = false;
    await page.route('**/remotes/mfe-shopping/assets/*localSharedImportMap*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('19.3.1', '19.2.0')
        .replaceAll('7.18.5', '7.17.0')
        .replaceAll('4.3.8', '4.2.0');
      isRewritten = body.includes('requiredVersion:`^19.2.0`');
      await route.fulfill({ response, body });
    });
    const scripts = watchScripts(page);
    await page.goto(url('/'));
    await page.getByText('Welcome back').first().waitFor();
    await openShoppingList(page);
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(isRewritten).toBe(true);
    for (const name of [...shellCopies, '@apollo/client', '@apollo/client/react']) {
      expect({ name, remotes: await scripts.remotesFetchingTheirCopyOf(name) }).not.toEqual({
        name,
        remotes: expect.arrayContaining(['mfe-shopping']),
      });
    }
    await context.close();
  });
});

describe('a remote that fails to load', () => {
  it('shows its error card with a retry, keeps the rest of the app working, and loads on retry', async () => {
    const { context, page } = await signedInWithoutWorker();
    const refused = '**/remotes/mfe-shopping/remoteEntry.js*';
    await page.route(refused, (route) => route.abort('connectionrefused'));
    await page.goto(url('/shopping-list'));
    const card = page.getByRole('alert').filter({
      hasText: 'This part of the app could not be loaded',
    });
    await card.waitFor({ timeout: 30_000 });
    const retry = card.getByRole('button', { name: 'Retry' });
    await retry.waitFor();

    // The rest of the app works: home draws the recipes remote.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByText('Welcome back').first().waitFor();
    expect(await card.count()).toBe(0);

    // Back on the list, still refused: the card again; once the remote answers, Retry loads it.
    await nav.getByRole('link', { name: 'Shopping' }).click();
    await retry.waitFor();
    await page.unroute(refused);
    await retry.click();
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    expect(await card.count()).toBe(0);
    await context.close();
  });
});

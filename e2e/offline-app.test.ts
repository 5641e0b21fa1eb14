// The app opens in a shop with no signal: after one visit, the service worker serves the shell
// and the remotes, and the session survives an offline reload.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedInPage, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import {
  allCachedByServiceWorker,
  cachedByServiceWorker,
  pathOf,
  remoteFiles,
  screenshots,
  servedOfflineByServiceWorker,
  serviceWorkerControls,
} from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;

const cook = newUser('Madhur', 'Jaffrey');
const authStorageKey = 'recipe-organizer-auth';

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

async function shoppingListShown(): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

async function recipesShown(): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
}

/** The stored session's expiry (seconds since the epoch), as supabase-js keeps it. */
async function sessionExpiry(): Promise<number | null> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), authStorageKey);
  return stored ? (JSON.parse(stored) as { expires_at: number }).expires_at : null;
}

/** As if the hour had passed in the shop: the stored access token is out of date. */
async function expireAccessToken(): Promise<void> {
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  }, authStorageKey);
}

/** Waits until supabase-js has stored a session whose access token is valid again. */
async function sessionRefreshed(): Promise<void> {
  await page.waitForFunction((key) => {
    const stored = localStorage.getItem(key);
    const expiresAt = stored ? (JSON.parse(stored) as { expires_at: number }).expires_at : 0;
    return expiresAt * 1000 > Date.now();
  }, authStorageKey);
}

/** The next answer to a page request the service worker makes, or null when it fails. */
function workerFetchOfPage(path: string) {
  return context
    .waitForEvent('requestfinished', {
      predicate: (request) => request.serviceWorker() !== null && request.url() === url(path),
      timeout: 10_000,
    })
    .then((request) => request.response());
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await signedInPage(browser, server.baseUrl, cook));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the first visit, online', () => {
  it('installs the worker, which keeps the pages and remotes visited', async () => {
    await serviceWorkerControls(page);
    await page.goto(url('/shopping-list'));
    await shoppingListShown();
    await page.goto(url('/recipes'));
    await recipesShown();
    await page.waitForLoadState('networkidle');
    await cachedByServiceWorker(page, '/');
    await cachedByServiceWorker(page, '/remotes.json');
    await cachedByServiceWorker(page, '/remotes/mfe-shopping/remoteEntry.js');
    await cachedByServiceWorker(page, '/remotes/mfe-recipes/remoteEntry.js');
  });

  it('keeps every file of every remote, screens never opened included', async () => {
    const files = await remoteFiles(url(''));
    expect(files.length).toBeGreaterThan(40);
    await allCachedByServiceWorker(page, files);
  });

  it('keeps no API answer', async () => {
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(
      kept.filter((path) => /^\/(api\/|graphql|auth\/v1|health|graphiql\/)/.test(path)),
    ).toEqual([]);
  });
});

describe('with no network', () => {
  beforeAll(async () => {
    await context.setOffline(true);
    await servedOfflineByServiceWorker(page, '/shopping-list');
  });

  it('reloads the shopping list: the shell and the shopping remote, still signed in', async () => {
    await page.goto(url('/shopping-list'));
    await page.reload();
    await shoppingListShown();
    expect(pathOf(page)).toBe('/shopping-list');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await screenshots(page, 'offline-shopping-list', { settle: false });
  });

  it('opens a route visited before', async () => {
    await page.goto(url('/recipes'));
    await recipesShown();
  });

  it('opens routes never visited in the shell rather than the browser offline page', async () => {
    await page.goto(url('/profile'));
    await page
      .getByRole('heading', { level: 1, name: `${cook.firstName} ${cook.lastName}` })
      .waitFor();
    await page.goto(url('/recipe/123'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(pathOf(page)).toBe('/recipe/123');
  });

  it('keeps the cook signed in when the access token expired while offline', async () => {
    await expireAccessToken();
    await page.goto(url('/shopping-list'));
    await shoppingListShown();
    expect(pathOf(page)).toBe('/shopping-list');
  });
});

describe('back online', () => {
  beforeAll(async () => {
    await context.setOffline(false);
  });

  it('reloads from the network, not from the cache', async () => {
    const answer = workerFetchOfPage('/shopping-list');
    await page.reload();
    expect((await answer)?.status()).toBe(200);
    await shoppingListShown();
  });

  it('has refreshed the expired session', async () => {
    await sessionRefreshed();
    expect(pathOf(page)).toBe('/shopping-list');
  });
});

describe('a signal too weak to reach the auth server', () => {
  const refusal = (route: Route) => route.abort('internetdisconnected');

  afterAll(async () => {
    await context.unroute('**/auth/v1/token**', refusal);
  });

  it('keeps the cook signed in while supabase-js cannot refresh an expired token', async () => {
    // The browser believes it is online, so supabase-js retries the refresh for about 30 s and
    // then reports no session while keeping it stored; the shell keeps the cook signed in.
    await context.route('**/auth/v1/token**', refusal);
    await expireAccessToken();
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Shopping List' })
      .waitFor({ timeout: 50_000 });
    expect(pathOf(page)).toBe('/shopping-list');
    expect(await sessionExpiry()).toBeLessThan(Date.now() / 1000);
  }, 70_000);

  it('refreshes the session once the auth server answers again', async () => {
    await context.unroute('**/auth/v1/token**', refusal);
    await page.reload();
    await sessionRefreshed();
    await shoppingListShown();
  });
});

describe('a page loaded while the worker still installs', () => {
  it('is kept, with the remotes, once the worker is active', async () => {
    if (!browser || !server) throw new Error('not started');
    const held = await browser.newContext({ viewport: viewports.phone });
    try {
      // The worker's own downloads (its script aside) wait, so it is still installing when the
      // next page loads from the network: a cook who follows a link on the first visit.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await held.route('**/*', async (route) => {
        const request = route.request();
        if (request.serviceWorker() && !request.url().endsWith('/sw.js')) await released;
        await route.fallback();
      });
      const heldPage = await held.newPage();
      await signUpInBrowser(heldPage, server.baseUrl, newUser('Marcella', 'Hazan'));
      await heldPage.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.installing != null;
      });
      await heldPage.goto(url('/shopping-list'));
      await heldPage.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
      expect(await heldPage.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

      release();
      await heldPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await cachedByServiceWorker(heldPage, '/');
      await cachedByServiceWorker(heldPage, '/remotes.json');
      await cachedByServiceWorker(heldPage, '/remotes/mfe-shopping/remoteEntry.js');
      await allCachedByServiceWorker(heldPage, await remoteFiles(url('')));
    } finally {
      await held.close();
    }
  });
});

import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { viewports } from './launch-browser.ts';

/** Where journeys leave their screenshots, for reading by eye. */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'mise-screenshots');

/** The page's path and query, e.g. `/recipes?view=list`. */
export function pathOf(page: Page): string {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
}

/**
 * Full-page shots at phone and desktop sizes (`<name>-phone.png`, `<name>-desktop.png`), then
 * back to the phone size. `settle: false` for a screen caught mid-request.
 */
export async function screenshots(
  page: Page,
  name: string,
  { settle = true }: { settle?: boolean } = {},
): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    if (settle) await page.waitForLoadState('networkidle');
    // A full-page shot paints the sticky header where the page is scrolled to: start at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(screenshotDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(viewports.phone);
}

/** No journey reaches the internet: the browser may only talk to loopback servers. */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    const isLoopback = hostname === 'localhost' || hostname === '127.0.0.1';
    // A request the page gave up on (navigated away, closed) may already be settled by the
    // time this runs; there is nothing left to let through or refuse then.
    await (isLoopback ? route.continue() : route.abort('internetdisconnected')).catch(
      (error: Error) => {
        if (!/already handled|closed/i.test(error.message)) throw error;
      },
    );
  });
}

/**
 * Waits until the app's service worker controls the page (registered after the first load,
 * it claims open pages as soon as it is active).
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  // The page registers the worker after its load event; a page whose load was held up (a
  // remote that could not be reached) may not have. A fresh load registers it, and `ready`
  // says when it is active.
  const isRegistered = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
  );
  if (!isRegistered) await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Active, but a page loaded before it may not be claimed yet: a reload is then controlled.
  const isControlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!isControlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until `condition`, evaluated in the page, answers true. For conditions the page can only
 * answer asynchronously (the Cache API, fetch): `page.waitForFunction` takes a returned promise
 * for a truthy answer and stops at once, so these are asked again until they hold.
 */
async function pageAnswersTrue<Arg>(
  page: Page,
  condition: (arg: Arg) => Promise<boolean>,
  arg: Arg,
  what: string,
): Promise<void> {
  // Playwright types the argument as it arrives in the page; it is the same plain data here.
  const ask = condition as unknown as (value: unknown) => Promise<boolean>;
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(ask, arg as unknown))) {
    if (Date.now() > deadline) throw new Error(`still not true after 30 s: ${what}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the service worker's caches hold this address (a path or a full URL). */
export async function cachedByServiceWorker(page: Page, address: string): Promise<void> {
  await pageAnswersTrue(
    page,
    async (target) => (await caches.match(new URL(target, location.href).href)) !== undefined,
    address,
    `${address} is cached`,
  );
}

/**
 * Waits until the service worker answers `address` (a path or a full URL) with no network: call
 * it once the context is offline. A fetch from the page goes through the worker as the next
 * navigation will, and leaves the worker started, so that navigation does not race its start.
 */
export async function servedOfflineByServiceWorker(page: Page, address: string): Promise<void> {
  await pageAnswersTrue(
    page,
    async (target) => {
      try {
        return (await fetch(new URL(target, location.href).href)).ok;
      } catch {
        return false;
      }
    },
    address,
    `${address} is served offline`,
  );
}

/** Every file each remote's manifest lists, as full URLs of the server at `baseUrl`. */
export async function remoteFiles(baseUrl: string): Promise<string[]> {
  const files: string[] = [];
  for (const folder of ['mfe-recipes', 'mfe-shopping', 'mfe-chat', 'mfe-admin']) {
    const manifest = await (await fetch(`${baseUrl}/remotes/${folder}/mf-manifest.json`)).text();
    for (const [, path] of manifest.matchAll(/"(assets\/[^"]+)"/g)) {
      files.push(`${baseUrl}/remotes/${folder}/${path}`);
    }
  }
  return files;
}

/** Waits until the service worker's caches hold every one of these URLs. */
export async function allCachedByServiceWorker(page: Page, urls: string[]): Promise<void> {
  await pageAnswersTrue(
    page,
    async (addresses) => {
      const kept = await Promise.all(addresses.map((address) => caches.match(address)));
      return kept.every((response) => response !== undefined);
    },
    urls,
    `${urls.length} remote files are cached`,
  );
}

/** Picks the GraphQL requests of one named operation. */
export function isOperation(operationName: string): (request: Request) => boolean {
  return (request) =>
    (request.postDataJSON() as { operationName?: string } | null)?.operationName === operationName;
}

export interface HeldRequests {
  /** Lets the held requests (and every later one) through. */
  release: () => void;
  /** Removes the hold altogether. */
  stop: () => Promise<void>;
}

/**
 * Holds back the requests to `url` that `matches` picks until `release()`, so a test can look at
 * a pending screen for as long as it needs instead of racing a fixed delay. Held requests then
 * go on to the next handler, or to the server.
 */
export async function holdRequests(
  page: Page,
  url: string,
  matches: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    if (matches(route.request())) await released;
    await route.fallback();
  };
  await page.route(url, handler);
  return { release, stop: () => page.unroute(url, handler) };
}

/**
 * Waits for the toast with this title (and this description, when given: an earlier toast with
 * the same title may still be on its way out); answers its variant.
 */
export async function toastShown(
  page: Page,
  title: string,
  description?: string,
): Promise<string | null> {
  let toast = page.locator('li[data-variant]').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor();
  return toast.first().getAttribute('data-variant');
}

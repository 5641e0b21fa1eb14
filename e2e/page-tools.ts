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
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    return route.abort('internetdisconnected');
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

/** Waits until the service worker's caches hold this address (a path or a full URL). */
export async function cachedByServiceWorker(page: Page, address: string): Promise<void> {
  await page.waitForFunction(
    async (target) => (await caches.match(new URL(target, location.href).href)) !== undefined,
    address,
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
  await page.waitForFunction(async (addresses) => {
    const kept = await Promise.all(addresses.map((address) => caches.match(address)));
    return kept.every((response) => response !== undefined);
  }, urls);
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

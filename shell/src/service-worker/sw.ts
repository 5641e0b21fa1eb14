/**
 * The service worker: the app's code (shell and remotes) opens with no network after one visit.
 * Data is not its business: requests to the api (/api, /graphql, /auth/v1, ...) match no route
 * below, so the browser sends them as if there were no worker.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isAppPage,
  isHashedAsset,
  isSharedRecipePage,
  isUnhashedAppFile,
} from './request-kinds.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const origin = self.location.origin;

/** A shop with one bar of signal: after this long, the cached copy answers instead. */
const networkTimeoutSeconds = 3;

// A new worker takes over open pages at once. They keep working: remotes' chunks stay in the
// CacheFirst cache below, and a page of the previous shell build loads its lazy chunks from the
// server as it would with no worker (the precache holds the current build only).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

// The shell's build output, minus index.html: the page comes from the api (see below).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The api answers every client route with the same page, so one copy, the newest, stands for all
 * of them: a route never visited opens offline too, and no route keeps an older build's page
 * whose chunks the precache has since dropped. A shared recipe's page carries that recipe's
 * title and link-preview tags: it is served, never kept.
 */
const oneAppPage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => `${origin}/`,
  cacheWillUpdate: async ({ request, response }) =>
    isSharedRecipePage(new URL(request.url)) ? null : response,
};

/** Client routes: the newest page, for every route (see `oneAppPage`). */
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), oneAppPage],
});

/**
 * /remotes.json and each remoteEntry.js: a remote redeployed is picked up when online, and the
 * last one seen runs offline. A cross-origin remote file may be opaque (status 0).
 */
const appFiles = new NetworkFirst({
  cacheName: 'app-files',
  networkTimeoutSeconds,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
  ],
});

/** Hashed chunks never change. Room for about two deployments of every remote; oldest first. */
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
  ],
});

/** The strategy for an address, told by its shape alone; none for the api and anything else. */
function strategyFor(url: URL): NetworkFirst | CacheFirst | null {
  if (isAppPage(url, origin)) return pages;
  if (isUnhashedAppFile(url, origin)) return appFiles;
  if (isHashedAsset(url, origin)) return assets;
  return null;
}

// Matched by URL rather than by navigation mode, so a page the window asks to keep is kept too.
// Workbox hands the match's answer, the strategy, to the handler as its params.
registerRoute(
  ({ url }) => strategyFor(url) ?? false,
  ({ url, request, event, params }) => {
    const strategy = params as ReturnType<typeof strategyFor>;
    if (!strategy) throw new Error(`no strategy for ${url.href}`);
    return strategy.handle({ request, event });
  },
);

/** How many files are fetched at once when the window asks for many (every remote's). */
const keepConcurrency = 4;

/**
 * KEEP_URLS: the window's list of files to have offline (the page it loaded before the worker
 * took over, every remote's files). Fetched a few at a time through their routes' strategies,
 * so the cook's own screens load alongside rather than behind a few hundred downloads; the
 * reply on the message's port says they are kept.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; payload?: { urls?: unknown } } | null;
  if (data?.type !== 'KEEP_URLS' || !Array.isArray(data.payload?.urls)) return;
  const urls = data.payload.urls.filter((url): url is string => typeof url === 'string');
  const kept = keepAll(urls, event).then(() => event.ports[0]?.postMessage(true));
  event.waitUntil(kept);
});

async function keepAll(urls: string[], event: ExtendableMessageEvent): Promise<void> {
  const queue = [...new Set(urls)];
  const keepNext = async (): Promise<void> => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const url = new URL(address, origin);
      const strategy = strategyFor(url);
      // A file that cannot be fetched now is kept the next time it is used.
      if (strategy) await strategy.handle({ request: new Request(url), event }).catch(() => null);
    }
  };
  await Promise.all(Array.from({ length: keepConcurrency }, keepNext));
}

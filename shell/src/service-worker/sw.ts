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

// Matched by URL rather than by navigation mode, so the page URL the window sends in CACHE_URLS
// (register-service-worker.ts) is kept too.
registerRoute(
  ({ url }) => isAppPage(url, origin),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), oneAppPage],
  }),
);

// /remotes.json and each remoteEntry.js: a remote redeployed is picked up when online, and the
// last one seen runs offline. A cross-origin remote file may be opaque (status 0).
registerRoute(
  ({ url }) => isUnhashedAppFile(url, origin),
  new NetworkFirst({
    cacheName: 'app-files',
    networkTimeoutSeconds,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
    ],
  }),
);

// Hashed chunks never change. Room for about two deployments of every remote; the oldest go first.
registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

import { Workbox } from 'workbox-window';
import { remoteEntryUrls } from '../remotes/remote-manifest.ts';
import { remoteFiles } from './remote-files.ts';

let registered: (workbox: Workbox) => void = () => {};
/** The worker once registered; never settles in dev, where nothing registers it. */
const registration = new Promise<Workbox>((resolve) => {
  registered = resolve;
});
let isKeepingRemotes = false;

/**
 * Registers the service worker (sw.ts, built to /sw.js) once the page has loaded, so the first
 * visit's own downloads come first. Production only: in dev, Vite serves modules the worker
 * knows nothing about.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // On the first visit the page, the shell's chunks and the remotes were fetched before the
    // worker existed. Asking it for them again through its routes puts them in its caches, so
    // this very page opens offline (Workbox's documented CACHE_URLS message).
    const urlsToCache = [
      window.location.href,
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ];
    cacheUrls(workbox, urlsToCache).catch(warn('The service worker could not keep this page'));
  });
  workbox
    .register()
    .then(() => registered(workbox), warn('The service worker could not be registered'));
}

/**
 * Hands every file of every remote to the worker, which downloads those it does not have yet.
 * Which remote provides a shared package (React, Apollo) is settled anew on each load, so an
 * offline load may ask for a chunk no online load fetched; a screen never opened needs its
 * chunks too. Once per page, and for a signed-in cook only (the signed-in layout calls it): a
 * guest on the sign-in page or a shared recipe is spared the download.
 */
export function keepRemotesForOffline(): void {
  if (isKeepingRemotes) return;
  isKeepingRemotes = true;
  registration
    .then(async (workbox) => {
      await workbox.active;
      const entries = await remoteEntryUrls();
      // A remote that cannot be reached now stays kept as far as it was used.
      const files = await Promise.all(entries.map((entry) => remoteFiles(entry).catch(() => [])));
      if (files.flat().length > 0) await cacheUrls(workbox, files.flat());
    })
    .catch(warn('The service worker could not keep the remotes'));
}

function cacheUrls(workbox: Workbox, urlsToCache: string[]): Promise<unknown> {
  return workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** The app works without the worker, only not offline: a failure is worth a warning, no more. */
function warn(message: string): (error: unknown) => void {
  return (error) => console.warn(message, error);
}

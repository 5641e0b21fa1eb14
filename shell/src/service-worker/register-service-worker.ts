import { Workbox } from 'workbox-window';
import { remoteEntryUrls } from '../remotes/remote-manifest.ts';
import { remoteFiles } from './remote-files.ts';

/**
 * Registers the service worker (sw.ts, built to /sw.js) once the page has loaded, so the first
 * visit's own downloads come first. Production only: in dev, Vite serves modules the worker
 * knows nothing about.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  const cacheUrls = (urlsToCache: string[]) =>
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });

  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // On the first visit the page, the shell's chunks and the remotes were fetched before the
    // worker existed. Asking it for them again through its routes puts them in its caches, so
    // this very page opens offline (Workbox's documented CACHE_URLS message).
    const urlsToCache = [
      window.location.href,
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ];
    cacheUrls(urlsToCache).catch(warn('The service worker could not keep this page'));
  });

  // Which remote provides a shared package (React, Apollo) is settled anew on every load, so an
  // offline load can ask for a chunk no online load fetched; a screen never opened needs its own
  // chunks too. Each remote's files are handed to the worker, which downloads only the new ones.
  workbox.active
    .then(() => keepRemoteFiles(cacheUrls))
    .catch(warn('The service worker could not keep the remotes'));

  workbox.register().catch(warn('The service worker could not be registered'));
}

async function keepRemoteFiles(cacheUrls: (urls: string[]) => Promise<unknown>): Promise<void> {
  const entries = await remoteEntryUrls();
  // A remote that cannot be reached now is kept as far as it was used.
  const files = await Promise.all(entries.map((entry) => remoteFiles(entry).catch(() => [])));
  const urls = files.flat();
  if (urls.length > 0) await cacheUrls(urls);
}

/** The app works without the worker, only not offline: a failure is worth a warning, no more. */
function warn(message: string): (error: unknown) => void {
  return (error) => console.warn(message, error);
}

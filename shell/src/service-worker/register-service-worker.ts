import { messageSW, Workbox } from 'workbox-window';
import { remoteEntryUrls } from '../remotes/remote-manifest.ts';
import { remoteFiles } from './remote-files.ts';

let isKeepingRemotes = false;

/**
 * Registers the service worker (sw.ts, built to /sw.js) once the page has loaded, so the first
 * visit's own downloads come first. Production only: in dev, Vite serves modules the worker
 * knows nothing about.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page loaded through the worker is in its caches already; any other page (the first visit,
  // or a load while an earlier page's worker was still installing) fetched its page, the
  // shell's chunks and the remotes without it. Asking the worker for them again through its
  // routes, once it is active, keeps them, so this very page opens offline.
  const wasLoadedThroughWorker = loadedThroughWorker();
  new Workbox('/sw.js').register().catch(warn('The service worker could not be registered'));
  if (wasLoadedThroughWorker) return;
  activeWorker()
    .then((worker) =>
      keepUrls(worker, [
        window.location.href,
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ]),
    )
    .catch(warn('The service worker could not keep this page'));
}

/**
 * Whether a worker answered this page's own navigation. The controller alone cannot say: a
 * worker that activates while the page loads claims it, though the page came from the network.
 */
function loadedThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation !== undefined && navigation.workerStart > 0;
}

/**
 * Hands /remotes.json and every file of every remote to the worker, which downloads those it
 * does not have yet.
 * Which remote provides a shared package (React, Apollo) is settled anew on each load, so an
 * offline load may ask for a chunk no online load fetched; a screen never opened needs its
 * chunks too. Once per page, and for a signed-in cook only (the signed-in layout calls it): a
 * guest on the sign-in page or a shared recipe is spared the download.
 */
export function keepRemotesForOffline(): void {
  if (isKeepingRemotes || !('serviceWorker' in navigator)) return;
  isKeepingRemotes = true;
  activeWorker()
    .then(async (worker) => {
      const entries = await remoteEntryUrls();
      // A remote that cannot be reached now stays kept as far as it was used.
      const files = await Promise.all(entries.map((entry) => remoteFiles(entry).catch(() => [])));
      // The manifest and the entries too: this page may have fetched them before the worker
      // took it over, and then only its list of loaded resources, taken earlier, names them.
      const manifest = new URL('/remotes.json', window.location.href).href;
      await keepUrls(worker, [manifest, ...entries, ...files.flat()]);
    })
    .catch(warn('The service worker could not keep the remotes'));
}

/**
 * The worker once active, whichever page registered it. Workbox's own `active` follows only a
 * worker this page's registration started, and never settles when an earlier page's
 * registration is still installing it. Never settles in dev, where nothing registers one.
 */
async function activeWorker(): Promise<ServiceWorker> {
  const registration = await navigator.serviceWorker.ready;
  if (!registration.active) throw new Error('the registration has no active worker');
  return registration.active;
}

/** Asks the worker to keep these files (sw.ts, KEEP_URLS); answers once they are kept. */
function keepUrls(worker: ServiceWorker, urls: string[]): Promise<unknown> {
  return messageSW(worker, { type: 'KEEP_URLS', payload: { urls } });
}

/** The app works without the worker, only not offline: a failure is worth a warning, no more. */
function warn(message: string): (error: unknown) => void {
  return (error) => console.warn(message, error);
}

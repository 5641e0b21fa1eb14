import { registerRemotes } from '@module-federation/runtime';

/** /remotes.json: each remote's federation name and the URL of its remoteEntry.js. */
type RemoteManifest = Record<string, { entry: string }>;

let manifestLoad: Promise<void> | undefined;
let entryUrls: string[] = [];

/**
 * Resolves once /remotes.json is fetched and its remotes are registered. Started from main.tsx
 * without awaiting it, so first paint does not wait; a failed load is retried on the next call.
 */
export function remotesReady(): Promise<void> {
  manifestLoad ??= loadRemoteManifest().catch((error: unknown) => {
    manifestLoad = undefined;
    throw error;
  });
  return manifestLoad;
}

async function loadRemoteManifest(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const manifest = parseRemoteManifest(await response.json());
  entryUrls = Object.values(manifest).map(({ entry }) => new URL(entry, window.location.href).href);
  registerRemotes(
    // Vite builds remote entries as ES modules; the runtime would load them as classic scripts.
    Object.entries(manifest).map(([name, { entry }]) => ({ name, entry, type: 'module' })),
    { force: true },
  );
}

/** The absolute URL of every remote's remoteEntry.js, once /remotes.json has loaded. */
export async function remoteEntryUrls(): Promise<string[]> {
  await remotesReady();
  return entryUrls;
}

function parseRemoteManifest(value: unknown): RemoteManifest {
  if (typeof value !== 'object' || value === null) {
    throw new Error('/remotes.json is not an object');
  }
  const manifest: RemoteManifest = {};
  for (const [name, remote] of Object.entries(value)) {
    const entry: unknown = (remote as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') throw new Error(`/remotes.json: ${name} has no entry URL`);
    manifest[name] = { entry };
  }
  return manifest;
}

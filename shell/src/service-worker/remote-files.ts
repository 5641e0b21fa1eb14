/**
 * Every file a remote may load, as listed by the mf-manifest.json its build writes beside
 * remoteEntry.js: the chunks of its screens and its copies of the shared packages.
 */
export async function remoteFiles(entryUrl: string): Promise<string[]> {
  const response = await fetch(new URL('mf-manifest.json', entryUrl));
  if (!response.ok) return [];
  const manifest: unknown = await response.json();
  const base = new URL(publicPathOf(manifest) ?? '', entryUrl);
  return assetPaths(manifest).map((path) => new URL(path, base).href);
}

interface ManifestPart {
  assets?: Record<string, Record<string, unknown>>;
}

/** The asset paths of a federation manifest's shared packages and exposed modules. */
export function assetPaths(manifest: unknown): string[] {
  const { shared, exposes } = (manifest ?? {}) as { shared?: unknown; exposes?: unknown };
  const parts = [shared, exposes].flatMap((list) => (Array.isArray(list) ? list : []));
  const paths = new Set<string>();
  for (const part of parts as ManifestPart[]) {
    for (const kind of Object.values(part?.assets ?? {})) {
      for (const list of Object.values(kind ?? {})) {
        if (!Array.isArray(list)) continue;
        for (const path of list) if (typeof path === 'string') paths.add(path);
      }
    }
  }
  return [...paths];
}

/** Where the assets live when the manifest names it; "auto" means beside remoteEntry.js. */
function publicPathOf(manifest: unknown): string | null {
  const publicPath = (manifest as { metaData?: { publicPath?: unknown } } | null)?.metaData
    ?.publicPath;
  return typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : null;
}

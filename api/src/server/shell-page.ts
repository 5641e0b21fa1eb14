import { readFileSync } from 'node:fs';

/** The shell's index.html as pages are answered with it; null while it cannot be had. */
export type ShellPage = () => Promise<string | null>;

/** The shell built into this server's web root: read once, it changes with a restart. */
export function shellPageFromFile(path: string): ShellPage {
  const html = readFileSync(path, 'utf8');
  return async () => html;
}

/** How long a fetched index.html is used before it is asked for again. */
const defaultMaxAgeMs = 5000;

/**
 * The shell deployed on its own (SHELL_URL): its index.html is fetched from there and kept for a
 * few seconds, so a shell released meanwhile reaches the next page load without restarting the
 * api. Fetches are shared by concurrent requests; when the shell's server does not answer, the
 * last good copy is used.
 */
export function shellPageFromUrl(
  shellUrl: string,
  options: { maxAgeMs?: number; timeoutMs?: number } = {},
): ShellPage {
  const maxAgeMs = options.maxAgeMs ?? defaultMaxAgeMs;
  const indexUrl = new URL('index.html', shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`);
  let cached: { html: string; fetchedAt: number } | null = null;
  let inFlight: Promise<string | null> | null = null;

  const refresh = async (): Promise<string | null> => {
    try {
      const response = await fetch(indexUrl, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) return cached?.html ?? null;
      cached = { html: await response.text(), fetchedAt: Date.now() };
      return cached.html;
    } catch {
      return cached?.html ?? null;
    } finally {
      inFlight = null;
    }
  };

  return async () => {
    if (cached && Date.now() - cached.fetchedAt < maxAgeMs) return cached.html;
    inFlight ??= refresh();
    return inFlight;
  };
}

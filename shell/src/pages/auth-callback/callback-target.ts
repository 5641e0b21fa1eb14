/** How long the callback waits for an auth event before a last session check (spec §4). */
export const CALLBACK_TIMEOUT_MS = 8000;

/** A provider error in the return URL (query or fragment), as `/?error=<text>`; else null. */
export function providerErrorTarget(location: { search: string; hash: string }): string | null {
  for (const part of [location.search, location.hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(part);
    const error = params.get('error_description') ?? params.get('error');
    if (error) return `/?error=${encodeURIComponent(error)}`;
  }
  return null;
}

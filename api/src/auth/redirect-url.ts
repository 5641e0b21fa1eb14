import type { AuthSettings } from './auth-settings.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect target of an e-mail link or callback. Only the site URL, the allow-list and
 * loopback (any port, for local development) are accepted, so a link cannot be made to hand
 * tokens to another site; anything else falls back to the site URL instead of failing.
 */
export function resolveRedirect(
  requested: unknown,
  settings: Pick<AuthSettings, 'siteUrl' | 'redirectUrls'>,
): string {
  if (typeof requested !== 'string' || requested === '') return settings.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return settings.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return settings.siteUrl;
  if (url.username || url.password) return settings.siteUrl;
  if (loopbackHosts.has(url.hostname)) return url.toString();
  const allowed = [settings.siteUrl, ...settings.redirectUrls].some((entry) => {
    try {
      const base = new URL(entry);
      if (base.origin !== url.origin) return false;
      const prefix = base.pathname.replace(/\/$/, '');
      return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) || prefix === '';
    } catch {
      return false;
    }
  });
  return allowed ? url.toString() : settings.siteUrl;
}

/** `url` with query parameters added (PKCE `?code=`, error details). */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(parameters)) target.searchParams.set(key, value);
  return target.toString();
}

/** `url` with a fragment of parameters (implicit flow: tokens never reach a server log). */
export function withFragment(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(parameters).toString();
  return target.toString();
}

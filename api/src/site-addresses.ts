/** Where the marketing site lives, derived once from the configuration (spec §1). */
export interface MarketingSiteAddress {
  /** The product website's address, announced to the front end in <meta name="marketing-url">. */
  url: string;
  /**
   * Hosts the app server answers with the marketing site: the root domain and its www form.
   * Empty unless the app's host starts with `app.` (never on localhost).
   */
  hosts: string[];
}

/**
 * MARKETING_URL when set. Otherwise, for an app on `app.<root>`, the root domain with the app's
 * scheme and port (the app server itself answers it); for localhost and any other host, the same
 * hostname on MARKETING_PORT, where the marketing site listens on its own.
 */
export function marketingSiteOf(options: {
  publicUrl: string;
  marketingPort: number;
  marketingUrl?: string;
}): MarketingSiteAddress {
  const app = new URL(options.publicUrl);
  const root = app.hostname.startsWith('app.') ? app.hostname.slice('app.'.length) : '';
  const hasRootDomain = root !== '' && root !== 'localhost';
  const hosts = hasRootDomain ? [root, `www.${root}`] : [];
  if (options.marketingUrl) return { url: options.marketingUrl, hosts };
  const derived = new URL(app.origin);
  if (hasRootDomain) derived.hostname = root;
  else derived.port = String(options.marketingPort);
  return { url: derived.href, hosts };
}

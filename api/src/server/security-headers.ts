import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** The app's address (PUBLIC_URL): subscriptions use its ws(s) origin; https turns on HSTS. */
  publicUrl?: string;
  /** Remote entry URLs (REMOTE_MFE_*_URL); a remote on another origin brings its code from there. */
  remoteUrls?: Partial<Record<string, string>>;
  /** A hosted Supabase project (SUPABASE_URL), which the browser may call. */
  supabaseUrl?: string;
  /** The realtime voice provider (OPENAI_BASE_URL with a key): the browser POSTs its SDP offer there. */
  realtimeProviderUrl?: string;
}

/** Directive → sources, as @fastify/helmet takes them. */
export type ContentSecurityPolicy = Record<string, string[]>;

// The app never needs sensors or payments; the camera (photo import) and the microphone
// (voice chat) are for the app's own pages only, never for a page that frames it.
const permissionsPolicy = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';

/**
 * The policy every answer of the app carries. No inline script or style anywhere: the shell,
 * the remotes and GraphiQL load theirs from files, so an injected tag runs nothing.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): ContentSecurityPolicy {
  const isHttps = isHttpsUrl(options.publicUrl);
  const remotes = remoteOrigins(options.remoteUrls ?? {});
  const policy: ContentSecurityPolicy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes],
    // Imported recipes keep the picture addresses of the sites they came from (remotes' images
    // included); photos taken with the camera are previewed from blob: and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(isHttps ? [] : ['http:'])],
    // GraphiQL's stylesheet carries its fonts as data: URLs.
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': unique([
      "'self'",
      ...websocketOrigin(options.publicUrl),
      ...remotes,
      ...originOf(options.supabaseUrl),
      ...originOf(options.realtimeProviderUrl),
    ]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps) policy['upgrade-insecure-requests'] = [];
  return policy;
}

/**
 * Security headers on every answer of the app (pages, JSON, files) through @fastify/helmet, plus
 * a Permissions-Policy, which helmet does not set. Register before any route.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Browsers only honour HSTS over https; on http it would pin nothing and mislead.
    strictTransportSecurity: isHttpsUrl(options.publicUrl)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}

function isHttpsUrl(url: string | undefined): boolean {
  return url?.startsWith('https://') ?? false;
}

/** Origins of the remotes served elsewhere; relative entries are this origin ('self'). */
function remoteOrigins(remoteUrls: Partial<Record<string, string>>): string[] {
  return unique(Object.values(remoteUrls).flatMap((url) => originOf(url)));
}

function websocketOrigin(publicUrl: string | undefined): string[] {
  return originOf(publicUrl).map((origin) => origin.replace(/^http/, 'ws'));
}

/** The http(s) origin of an absolute URL; nothing for a relative or malformed one. */
function originOf(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  const { origin, protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

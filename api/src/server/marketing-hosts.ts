import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Whether a request is for the marketing site, by its Host (any port, any letter case). */
type MarketingRequestMatcher = (request: IncomingMessage) => boolean;

/** Matches the root domain and its www form (site-addresses.ts); none on localhost. */
export function marketingRequestMatcher(hosts: readonly string[]): MarketingRequestMatcher {
  const names = new Set(hosts.map((host) => host.toLowerCase()));
  return (request) => {
    if (names.size === 0) return false;
    const host = request.headers.host?.trim().toLowerCase() ?? '';
    return names.has(host.replace(/:\d*$/, '').replace(/\.$/, ''));
  };
}

/**
 * In production the app server also answers the root domain and www host with the marketing
 * site (spec §1). The request is handed, untouched, to the marketing site's own instance
 * (marketing-site.ts) before any app hook runs, so nothing of the app (/api, /graphql, the shell)
 * is reachable there and the page keeps its own content and security headers: one
 * implementation, two entry points. Must be the app's first onRequest hook.
 */
export function dispatchMarketingHosts(
  app: FastifyInstance,
  options: { isMarketingRequest: MarketingRequestMatcher; site: FastifyInstance },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.isMarketingRequest(request.raw)) return;
    // Fastify runs no further hook, parser or handler of the app for a hijacked reply.
    reply.hijack();
    options.site.routing(request.raw, reply.raw);
  });
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { registerCompression } from './compression.ts';
import { escapeHtml } from './page-head.ts';

export interface MarketingSiteOptions {
  /** The marketing build: shell/dist-marketing (index.html + assets/). */
  distDir: string;
  /** Where "Open the app" leads; replaces every `%APP_URL%` in the page. */
  appUrl: string;
  logger: Logger;
}

export interface MarketingSite {
  /** The address it listens on, e.g. http://127.0.0.1:3000 (useful with port 0). */
  url: string;
  /** The instance, which the app server also hands the root and www hosts to. */
  app: FastifyInstance;
  close(): Promise<void>;
}

const appUrlPlaceholder = /%APP_URL%/g;

/** The page is static: nothing on it runs script, and nothing may frame it. */
const securityHeaders = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The marketing site (spec §1): its own small Fastify instance, serving the static page built by
 * `pnpm --filter @app/shell build:marketing` with the app's address filled in. The one instance
 * both listens on MARKETING_PORT and answers the root and www hosts through the app server
 * (marketing-hosts.ts). A missing build is answered with an explanation, not a crash, so the app
 * still starts. Answers the instance, ready.
 */
async function buildMarketingSite(options: MarketingSiteOptions): Promise<FastifyInstance> {
  const log = options.logger.child({ site: 'marketing' });
  const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
  const appUrl = escapeHtml(options.appUrl);
  const indexPath = join(options.distDir, 'index.html');

  // Read once, but keep looking while it is missing: building after start needs no restart.
  let page: string | null = null;
  let warnedMissing = false;
  async function loadPage(): Promise<string | null> {
    if (page !== null) return page;
    if (!existsSync(indexPath)) {
      if (!warnedMissing) {
        log.warn({ distDir: options.distDir }, 'marketing site not built; serving a placeholder');
        warnedMissing = true;
      }
      return null;
    }
    page = (await readFile(indexPath, 'utf8')).replace(appUrlPlaceholder, appUrl);
    return page;
  }

  await registerCompression(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    const html = await loadPage();
    if (html === null) return sendHtml(reply, 503, missingBuildPage(appUrl));
    return sendHtml(reply, 200, html);
  };
  app.get('/', sendIndex);
  // The raw template must never go out with its placeholder; this exact route beats the wildcard.
  app.get('/index.html', sendIndex);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  app.setNotFoundHandler((_request, reply) => sendHtml(reply, 404, notFoundPage(appUrl)));

  await loadPage();
  await app.ready();
  return app;
}

/** The marketing site on its own port: localhost's http://localhost:3000. */
export async function startMarketingSite(
  options: MarketingSiteOptions & { port: number; host: string },
): Promise<MarketingSite> {
  const app = await buildMarketingSite(options);
  const url = await app.listen({ port: options.port, host: options.host });
  app.log.info({ url, appUrl: options.appUrl }, 'marketing site listening');
  return { url, app, close: () => app.close() };
}

/** Content-hashed files never change; everything else is revalidated on every load. */
function cacheControlFor(filePath: string): string {
  const isHashed = /[\\/]assets[\\/].+-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A self-contained page (inline styles only) for the answers that are not the built site. */
function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fffaf5;color:#1c1917;font:16px/1.6 ui-sans-serif,system-ui,sans-serif}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}
h1{font:700 2rem/1.2 ui-serif,Georgia,serif;margin:0 0 .75rem}
p{color:#44403c;margin:0 0 1rem}
code{background:#f5f5f4;border-radius:.25rem;padding:.1rem .35rem;font-size:.9em}
a{color:#9a3412;font-weight:600;white-space:nowrap}
a.button{display:inline-block;margin:.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#c2410c;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #9a3412;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

function notFoundPage(appUrl: string): string {
  return plainPage(
    'Page not found',
    `<h1>Page not found</h1>
<p>There is nothing at this address. The recipes themselves live in the app.</p>
<p><a class="button" href="${appUrl}">Open the app</a></p>
<p><a href="/">Back to the home page</a></p>`,
  );
}

function missingBuildPage(appUrl: string): string {
  return plainPage(
    'Website not built yet',
    `<h1>This website has not been built yet</h1>
<p>The marketing page is missing from this server. Build it with
<code>npx -y pnpm@10 --filter @app/shell run build:marketing</code> and reload.</p>
<p><a class="button" href="${appUrl}">Open the app</a></p>`,
  );
}

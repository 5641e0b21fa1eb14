import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyPageHead, type PageHead } from './page-head.ts';
import { type ShellPage, shellPageFromFile, shellPageFromUrl } from './shell-page.ts';

/** The micro-frontends the shell loads at run time, by federation name and folder. */
export const remoteApps = [
  { name: 'mfe_recipes', folder: 'mfe-recipes' },
  { name: 'mfe_shopping', folder: 'mfe-shopping' },
  { name: 'mfe_chat', folder: 'mfe-chat' },
  { name: 'mfe_admin', folder: 'mfe-admin' },
] as const;

export type RemoteManifest = Record<string, { entry: string }>;

export interface WebAppsOptions {
  /** The workspace root holding shell/dist and mfe-*\/dist. */
  rootDir: string;
  /**
   * The shell deployed on its own (SHELL_URL): pages are answered with its index.html, fetched
   * from there; its files are that server's to serve.
   */
  shellUrl?: string;
  /** Remote entry URLs from configuration; remotes not named here are served from this origin. */
  remoteUrls: Partial<Record<string, string>>;
  /** The app's public address (PUBLIC_URL): link previews of shared recipes point there. */
  publicUrl: string;
  /** The product website, announced to the front end in <meta name="marketing-url">. */
  marketingUrl: string;
}

/** Anything the api itself answers; everything else is the single-page app. */
const apiPrefixes = [
  '/api/',
  '/graphql',
  '/auth/v1',
  '/health',
  '/livez',
  '/readyz',
  '/metrics',
  '/graphiql/',
];

/**
 * Serves the built shell at `/` and at every client-side route, each remote at
 * `/remotes/<folder>/`, and `/remotes.json`, the runtime manifest the shell reads to find its
 * remotes. A team redeploys a remote by replacing its files (or pointing the manifest elsewhere);
 * the shell is not rebuilt. Pages always come from here, with the security headers and the
 * marketing link in their head, even when the shell's files are served elsewhere (SHELL_URL).
 * Answers the page every route gets, or null when there is no shell to answer with.
 */
export async function registerWebApps(
  app: FastifyInstance,
  options: WebAppsOptions,
): Promise<ShellPage | null> {
  const manifest: RemoteManifest = Object.fromEntries(
    remoteApps.map(({ name, folder }) => [
      name,
      { entry: options.remoteUrls[name] ?? `/remotes/${folder}/remoteEntry.js` },
    ]),
  );
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    return manifest;
  });

  for (const { folder } of remoteApps) {
    const dist = join(options.rootDir, folder, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Another origin may host the shell; remote code and its assets must load cross-origin
        // (stylesheets and images load without CORS, so the default same-origin CORP would block them).
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  const shellPage = await shellPageOf(app, options);
  if (!shellPage) return null;
  // The front end links to the product website (spec Home) without knowing the deployment.
  const marketingLink: PageHead = {
    meta: [{ attribute: 'name', key: 'marketing-url', content: options.marketingUrl }],
  };
  let last = { source: '', page: '' };
  const page: ShellPage = async () => {
    const html = await shellPage();
    if (html === null) return null;
    if (html !== last.source) last = { source: html, page: applyPageHead(html, marketingLink) };
    return last.page;
  };
  const answerPage = async (reply: FastifyReply) => {
    const html = await page();
    return html === null ? sendShellUnavailable(reply) : sendPage(reply, html);
  };
  app.get('/', (_request, reply) => answerPage(reply));
  // A route rather than the not-found handler, so page answers go through compression too.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return isPagePath(request.method, path) ? answerPage(reply) : reply.callNotFound();
  });
  return page;
}

/** The shell's own server (SHELL_URL), else its build in the web root, else none. */
async function shellPageOf(
  app: FastifyInstance,
  options: WebAppsOptions,
): Promise<ShellPage | null> {
  if (options.shellUrl) return shellPageFromUrl(options.shellUrl);
  const shellDist = join(options.rootDir, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) return null;
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  return shellPageFromFile(shellIndex);
}

/** The shell's server did not answer and no earlier copy is at hand. */
export function sendShellUnavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '5')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mise</title></head>' +
        '<body><main><h1>Mise is being updated</h1><p>Reload the page in a few seconds.</p></main></body></html>',
    );
}

/** Client-side routes (/recipes, /recipe/12, ...) answer with the shell; API paths never do. */
function isPagePath(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !apiPrefixes.some((prefix) => path.startsWith(prefix)) &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

export function sendPage(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** Content-hashed files never change; entry points must be revalidated on every load. */
function cacheControlFor(filePath: string): string {
  const isHashed = /[\\/]assets[\\/].+-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyPageHead } from './page-head.ts';

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
 * the shell is not rebuilt. Answers the page every route gets (the shell's index.html with the
 * marketing link in its head), or null when the front end has not been built.
 */
export async function registerWebApps(
  app: FastifyInstance,
  options: WebAppsOptions,
): Promise<string | null> {
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
  // The front end links to the product website (spec Home) without knowing the deployment.
  const indexHtml = applyPageHead(readFileSync(shellIndex, 'utf8'), {
    meta: [{ attribute: 'name', key: 'marketing-url', content: options.marketingUrl }],
  });
  app.get('/', (_request, reply) => sendPage(reply, indexHtml));
  // A route rather than the not-found handler, so page answers go through compression too.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return isPagePath(request.method, path) ? sendPage(reply, indexHtml) : reply.callNotFound();
  });
  return indexHtml;
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

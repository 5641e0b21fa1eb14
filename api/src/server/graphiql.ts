import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './page-head.ts';

// Where `tsx graphiql/build.ts` writes the bundle, relative to this file (api/src/server).
export const defaultGraphiqlDistDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'dist',
  'graphiql',
);

const assetsPrefix = '/graphiql/assets/';
const entryFiles = ['graphiql.js', 'graphiql.css'] as const;

// graphiqlPage() takes no arguments, so it follows whichever dist the app registered.
let registeredDistDir: string | undefined;

export async function registerGraphiql(
  app: FastifyInstance,
  options: { distDir: string },
): Promise<void> {
  registeredDistDir = options.distDir;
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: assetsPrefix,
    // The app may register @fastify/static again for the web front ends; only one may decorate.
    decorateReply: false,
    index: false,
    list: false,
    // The build writes .br/.gz siblings at the highest level; the app's response compression
    // sees their Content-Encoding and passes them through untouched.
    preCompressed: true,
    etag: true,
    lastModified: true,
    // setHeaders decides per file; send's default (public, max-age=0) would otherwise win.
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'cache-control',
        isContentHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

// graphiql.js and graphiql.css keep stable names so the page needs no manifest; they are
// revalidated via ETag. Only esbuild's hashed assets (assets/name-HASH.ext) are immutable.
function isContentHashed(path: string): boolean {
  const file = basename(path).replace(/\.(br|gz)$/, '');
  return /[\\/]assets[\\/]/.test(path) && /-[A-Z0-9]{8}\.[a-z0-9]+$/.test(file);
}

/**
 * The explorer's page. `styleNonce` is the nonce this answer's CSP accepts on <style> elements:
 * GraphiQL's dialogs add some at run time, and main.tsx hands it to the library that does.
 */
export function graphiqlPage(options: { distDir?: string; styleNonce?: string } = {}): string {
  const distDir = options.distDir ?? registeredDistDir ?? defaultGraphiqlDistDir;
  const built = entryFiles.every((file) => existsSync(join(distDir, file)));
  if (!built) return missingBundlePage(distDir);
  // As Vite does: in a nonce attribute, which the browser hides from CSS selectors.
  const nonceTag = options.styleNonce
    ? `\n    <meta property="csp-nonce" nonce="${escapeHtml(options.styleNonce)}">`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">${nonceTag}
    <title>Recipe API explorer</title>
    <!-- An empty icon stops the browser asking for /favicon.ico, which the api does not serve. -->
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${assetsPrefix}graphiql.css">
    <script type="module" src="${assetsPrefix}graphiql.js"></script>
  </head>
  <body>
    <!-- Full height comes from graphiql.css; an inline style would trip a strict CSP. -->
    <div id="root"></div>
  </body>
</html>
`;
}

function missingBundlePage(distDir: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Recipe API explorer</title>
  </head>
  <body>
    <h1>Recipe API explorer is not built</h1>
    <p>The GraphiQL bundle was not found in <code>${escapeHtml(distDir)}</code>. Build it with:</p>
    <pre>pnpm --filter @app/api build</pre>
    <p>or, from <code>api/</code>, <code>pnpm exec tsx graphiql/build.ts</code>, then reload this page.</p>
    <p>The GraphQL endpoint itself works without it: POST JSON to <code>/graphql</code>.</p>
  </body>
</html>
`;
}

type MediaRange = { type: string; subtype: string; q: number; index: number };

// What Apollo answers with; GraphiQL only wins when the client ranks HTML above all of them,
// mirroring Apollo's own landing-page negotiation so curl's `*/*` still gets JSON.
const apiMediaTypes = ['application/graphql-response+json', 'application/json', 'multipart/mixed'];

export function wantsGraphiql(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const query = request.query;
  // `extensions` alone is an automatic persisted query, which must reach Apollo too.
  if (query && typeof query === 'object' && ('query' in query || 'extensions' in query))
    return false;
  const accept = request.headers.accept;
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const html = rank(ranges, 'text/html');
  if (!html || html.q <= 0) return false;
  return apiMediaTypes.every((type) => {
    const other = rank(ranges, type);
    return !other || compareRank(html, other) > 0;
  });
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const [index, part] of header.split(',').entries()) {
    const [mediaType = '', ...params] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = mediaType.toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim());
      if (key?.toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    ranges.push({ type, subtype, q, index });
  }
  return ranges;
}

type Rank = { q: number; specificity: number; index: number };

// RFC 9110: the most specific matching range sets the quality of a media type.
function rank(ranges: MediaRange[], mediaType: string): Rank | undefined {
  const [type, subtype] = mediaType.split('/');
  let best: Rank | undefined;
  for (const range of ranges) {
    let specificity: number;
    if (range.type === type && range.subtype === subtype) specificity = 2;
    else if (range.type === type && range.subtype === '*') specificity = 1;
    else if (range.type === '*' && range.subtype === '*') specificity = 0;
    else continue;
    if (
      !best ||
      specificity > best.specificity ||
      (specificity === best.specificity && range.q > best.q)
    ) {
      best = { q: range.q, specificity, index: range.index };
    }
  }
  return best;
}

// Higher q wins, then the more specific match, then whichever the client listed first.
function compareRank(a: Rank, b: Rank): number {
  if (a.q !== b.q) return a.q - b.q;
  if (a.specificity !== b.specificity) return a.specificity - b.specificity;
  return b.index - a.index;
}

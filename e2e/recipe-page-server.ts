import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The saved recipe pages the api's URL-import tests read (api/test/fixtures/recipe-pages). */
const pagesDir = fileURLToPath(new URL('../api/test/fixtures/recipe-pages/dev/', import.meta.url));

/** Self-made pages holding only part of a recipe (a blog post with ingredients but no steps). */
const partialPagesDir = fileURLToPath(
  new URL('../api/test/fixtures/partial-recipe-pages/', import.meta.url),
);

/** A page with words but no recipe, as a news article or a shop would be. */
const articlePage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Ten kitchen gadgets we love</title></head><body><article><h1>Ten kitchen gadgets we love</h1>
<p>Our editors tried dozens of gadgets this year. These are the ones that stayed in the drawer.</p>
<p>From a sturdy garlic press to a pocket-sized timer, each is chosen for everyday cooking.</p>
</article></body></html>`;

export interface RecipePageServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The address of a saved page, e.g. `budgetbytes_1`; `slow` answers 3 s later. */
  pageUrl: (name: string, options?: { slow?: boolean }) => string;
  /** An HTML page with no recipe in it. */
  articleUrl: string;
  /** A recipe page that lists ingredients but no steps. */
  ingredientsOnlyUrl: string;
  close: () => Promise<void>;
}

/**
 * Serves saved recipe pages on 127.0.0.1, byte for byte, so URL import runs end to end with no
 * internet (the api must run with ALLOW_PRIVATE_IMPORT_URLS=true to fetch loopback).
 */
export async function startRecipePageServer(): Promise<RecipePageServer> {
  const server = createServer((request, response) => {
    const parts = (request.url ?? '/').split('?')[0]?.split('/').filter(Boolean) ?? [];
    const isSlow = parts[0] === 'slow';
    const name = decodeURIComponent((isSlow ? parts[1] : parts[0]) ?? '');
    const send = () => {
      if (name === 'kitchen-gadgets') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(articlePage);
        return;
      }
      if (name === 'ingredients-only') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(readFileSync(join(partialPagesDir, 'ingredients-only.html')));
        return;
      }
      if (!/^[a-z_0-9]+$/.test(name)) {
        response.writeHead(404).end();
        return;
      }
      try {
        const html = readFileSync(join(pagesDir, name, 'page.html'));
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(html);
      } catch {
        response.writeHead(404).end();
      }
    };
    if (isSlow) setTimeout(send, 3000);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageUrl: (name, options = {}) => `${origin}/${options.slow ? 'slow/' : ''}${name}/`,
    articleUrl: `${origin}/kitchen-gadgets/`,
    ingredientsOnlyUrl: `${origin}/ingredients-only/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The recipe name the saved page's own test expects the importer to find. */
export function expectedRecipeName(name: string): string {
  const expected = JSON.parse(readFileSync(join(pagesDir, name, 'expected.json'), 'utf8')) as {
    name: string;
  };
  return expected.name;
}

import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shellPageFromUrl } from './shell-page.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  if (server?.listening) await new Promise((resolve) => server?.close(resolve));
});

/** The shell's static server: answers index.html with whatever `current()` holds. */
async function shellServer(current: () => string | null): Promise<string> {
  server = createServer((request, response) => {
    const html = current();
    if (request.url !== '/index.html' || html === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the shell page from its own server', () => {
  it('picks up a shell released meanwhile once its copy is older than the maximum age', async () => {
    let html = '<html>release 1</html>';
    const page = shellPageFromUrl(await shellServer(() => html), { maxAgeMs: 50 });
    expect(await page()).toBe('<html>release 1</html>');
    html = '<html>release 2</html>';
    expect(await page()).toBe('<html>release 1</html>');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await page()).toBe('<html>release 2</html>');
  });

  it('keeps the last good copy while the shell server fails, and has none before the first', async () => {
    let html: string | null = null;
    const page = shellPageFromUrl(await shellServer(() => html), { maxAgeMs: 0 });
    expect(await page()).toBeNull();
    html = '<html>up</html>';
    expect(await page()).toBe('<html>up</html>');
    html = null;
    expect(await page()).toBe('<html>up</html>');
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    expect(await page()).toBe('<html>up</html>');
  });

  it('asks once for requests that arrive together', async () => {
    let fetches = 0;
    const page = shellPageFromUrl(
      await shellServer(() => {
        fetches += 1;
        return '<html>once</html>';
      }),
      { maxAgeMs: 10_000 },
    );
    const pages = await Promise.all(Array.from({ length: 20 }, () => page()));
    expect(new Set(pages)).toEqual(new Set(['<html>once</html>']));
    expect(fetches).toBe(1);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/ai/url-import/address-policy.ts';
import { decodeHtml } from '../src/ai/url-import/decode-html.ts';
import { type FetchedPage, fetchPage } from '../src/ai/url-import/fetch-page.ts';
import { UrlImportError } from '../src/ai/url-import/url-import-error.ts';

let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><h1>Soup</h1></html>');
    } else if (path === '/to-private') {
      res.writeHead(302, { location: 'http://10.0.0.1/secret' });
      res.end();
    } else if (path === '/to-loopback-name') {
      res.writeHead(301, { location: 'http://localhost:1/secret' });
      res.end();
    } else if (path === '/to-page') {
      res.writeHead(302, { location: '/page' });
      res.end();
    } else if (path === '/loop') {
      res.writeHead(302, { location: '/loop' });
      res.end();
    } else if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    } else if (path === '/huge-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(2_000_000) });
      res.write('<html>');
      // never finishes: the declared length alone must be refused
    } else if (path === '/huge-chunked') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 40 && res.write(chunk)) sent++;
        if (sent < 40) res.once('drain', pump);
        else res.end();
      };
      pump();
    } else if (path === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
      // keeps the body open past the test's timeout
    } else if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.from('<meta charset="iso-8859-1"><h1>Cr\xe8me br\xfbl\xe9e</h1>', 'latin1'));
    } else if (path === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('not found');
    } else {
      res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Only the test server's own loopback port counts as "public": everything else keeps the real
// policy, so a redirect from it to a private address must still be refused.
const onlyTestServer = (address: string, targetPort: number) =>
  (address === '127.0.0.1' && targetPort === port) || isPublicAddress(address);

async function importError(url: string, options: Parameters<typeof fetchPage>[1] = {}) {
  try {
    await fetchPage(url, options);
  } catch (error) {
    expect(error).toBeInstanceOf(UrlImportError);
    return error as UrlImportError;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('fetchPage address guard', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL./',
    'http://metadata/',
    'http://printer.local/',
    'http://router.home.arpa/',
  ])('refuses %s as a blocked address', async (url) => {
    const error = await importError(url);
    expect(error.kind).toBe('blocked_address');
    expect(error.message).toMatch(/not allowed.*private or local/);
  });

  it('refuses a public-looking hostname that resolves to loopback', async () => {
    const error = await importError('http://recipes.example.com/soup', {
      resolveHost: async () => ['127.0.0.1'],
    });
    expect(error.kind).toBe('blocked_address');
    expect(error.message).toContain('recipes.example.com');
  });

  it('refuses a hostname when any of its addresses is private', async () => {
    const error = await importError('http://mixed.example.com/', {
      resolveHost: async () => ['93.184.216.34', '192.168.0.10'],
    });
    expect(error.kind).toBe('blocked_address');
  });

  it('refuses a redirect from an allowed server to a private address', async () => {
    const error = await importError(`${origin}/to-private`, { isAddressAllowed: onlyTestServer });
    expect(error.kind).toBe('blocked_address');
    expect(error.message).toContain('10.0.0.1');
  });

  it('refuses a redirect from an allowed server to a loopback name', async () => {
    const error = await importError(`${origin}/to-loopback-name`, {
      isAddressAllowed: onlyTestServer,
    });
    expect(error.kind).toBe('blocked_address');
  });

  it('follows an allowed redirect and reports the final URL', async () => {
    const page = await fetchPage(`${origin}/to-page`, { isAddressAllowed: onlyTestServer });
    expect(page.finalUrl).toBe(`${origin}/page`);
    expect(htmlOf(page)).toContain('<h1>Soup</h1>');
  });

  it('gives up after five redirects', async () => {
    const error = await importError(`${origin}/loop`, { allowPrivateAddresses: true });
    expect(error.kind).toBe('http_error');
    expect(error.message).toMatch(/redirects too many times/);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    'http://user:pw@example.com/',
  ])('refuses %s as an invalid URL', async (url) => {
    expect((await importError(url)).kind).toBe('invalid_url');
  });
});

describe('fetchPage response limits', () => {
  const local = { allowPrivateAddresses: true };

  it('refuses a response that is not HTML', async () => {
    const error = await importError(`${origin}/json`, local);
    expect(error.kind).toBe('not_html');
    expect(error.message).toContain('application/json');
  });

  it('refuses a body whose declared length is over the cap', async () => {
    const error = await importError(`${origin}/huge-declared`, { ...local, maxBytes: 1_000_000 });
    expect(error.kind).toBe('too_large');
  });

  it('stops reading a body without a length once it passes the cap', async () => {
    const error = await importError(`${origin}/huge-chunked`, { ...local, maxBytes: 1_000_000 });
    expect(error.kind).toBe('too_large');
    expect(error.message).toMatch(/larger than/);
  });

  it('times out on a server that does not finish', async () => {
    const started = Date.now();
    const error = await importError(`${origin}/slow`, { ...local, timeoutMs: 300 });
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports an HTTP error status', async () => {
    const error = await importError(`${origin}/missing`, local);
    expect(error.kind).toBe('http_error');
    expect(error.message).toContain('404');
  });

  it('reports a closed port as unreachable', async () => {
    const error = await importError('http://127.0.0.1:1/', local);
    expect(error.kind).toBe('unreachable');
  });

  it('decodes the charset the page declares', async () => {
    const page = await fetchPage(`${origin}/latin1`, local);
    expect(htmlOf(page)).toContain('Crème brûlée');
  });
});

/** The page as its reader decodes it. */
function htmlOf(page: FetchedPage): string {
  return decodeHtml(page.body, page.contentType);
}

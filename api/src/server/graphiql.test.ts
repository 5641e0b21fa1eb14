import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { graphiqlPage, registerGraphiql, wantsGraphiql } from './graphiql.ts';

const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const bundle = Buffer.from('console.log("graphiql");\n'.repeat(200));

// A stand-in for the bundle so these tests do not depend on `tsx graphiql/build.ts` having run.
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'graphiql-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'graphiql.js'), bundle);
  await writeFile(join(distDir, 'graphiql.css'), 'body { margin: 0 }\n');
  await writeFile(join(distDir, 'assets', 'font-ABCD1234.woff2'), 'not really a font');
  // The build writes compressed siblings of the bundle.
  await writeFile(join(distDir, 'graphiql.js.br'), brotliCompressSync(bundle));
  await writeFile(join(distDir, 'graphiql.js.gz'), gzipSync(bundle));
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('wantsGraphiql', () => {
  // Real requests through Fastify, so request.query and headers are parsed as in production.
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.route({
      method: ['GET', 'POST', 'HEAD'],
      url: '/graphql',
      handler: async (request) => ({ graphiql: wantsGraphiql(request) }),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  async function wants(options: {
    method?: 'GET' | 'POST';
    url?: string;
    accept?: string;
  }): Promise<boolean> {
    const response = await app.inject({
      method: options.method ?? 'GET',
      url: options.url ?? '/graphql',
      headers: options.accept === undefined ? {} : { accept: options.accept },
      ...(options.method === 'POST' ? { payload: { query: '{ __typename }' } } : {}),
    });
    return response.json<{ graphiql: boolean }>().graphiql;
  }

  it.each([
    ['a browser navigation', browserAccept],
    ['text/html alone', 'text/html'],
    ['text/html listed before JSON at equal quality', 'text/html, application/json'],
    ['text/html ranked above JSON', 'application/json;q=0.5, text/html'],
    ['text/* above a */* fallback', 'text/*, */*;q=0.1'],
  ])('is true for a GET from %s', async (_, accept) => {
    expect(await wants({ accept })).toBe(true);
  });

  it.each([
    ['no Accept header', undefined],
    ['*/* (curl)', '*/*'],
    ['application/json', 'application/json'],
    [
      'application/graphql-response+json',
      'application/graphql-response+json, application/json;q=0.9',
    ],
    ['JSON listed before text/html at equal quality', 'application/json, text/html'],
    ['text/html ranked below JSON', 'text/html;q=0.5, application/json'],
    ['text/html refused', 'text/html;q=0, */*'],
    ['a multipart (incremental delivery) client', 'multipart/mixed, text/html;q=0.9'],
  ])('is false for a GET with %s', async (_, accept) => {
    expect(await wants({ accept })).toBe(false);
  });

  it('is false when a query parameter is present, so GET queries still reach Apollo', async () => {
    expect(await wants({ url: '/graphql?query=%7B__typename%7D', accept: browserAccept })).toBe(
      false,
    );
    expect(await wants({ url: '/graphql?query=', accept: browserAccept })).toBe(false);
  });

  it('is false for an automatic persisted query (extensions without query)', async () => {
    const extensions = encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'abc' } }),
    );
    expect(await wants({ url: `/graphql?extensions=${extensions}`, accept: browserAccept })).toBe(
      false,
    );
  });

  it('ignores unrelated query parameters', async () => {
    expect(await wants({ url: '/graphql?utm_source=docs', accept: browserAccept })).toBe(true);
  });

  it('is false for POST even when HTML is preferred', async () => {
    expect(await wants({ method: 'POST', accept: browserAccept })).toBe(false);
  });
});

describe('graphiqlPage', () => {
  it('references only same-origin assets', () => {
    const page = graphiqlPage({ distDir });
    expect(page).toContain('<title>Recipe API explorer</title>');
    expect(page).toContain('id="root"');
    expect(page).not.toMatch(/https?:\/\//i);
    expect(page).not.toMatch(/(src|href)\s*=\s*["']\/\//i);
    const urls = [...page.matchAll(/(?:src|href)\s*=\s*"([^"]*)"/g)].map((match) => match[1]);
    expect(urls).toEqual(
      expect.arrayContaining(['/graphiql/assets/graphiql.css', '/graphiql/assets/graphiql.js']),
    );
    for (const url of urls) expect(url).toMatch(/^(\/graphiql\/assets\/|data:)/);
  });

  it('runs no inline script, and hands the style nonce over in a nonce attribute', () => {
    const page = graphiqlPage({ distDir, styleNonce: 'n0nce"<x>' });
    expect(page).toContain('<meta property="csp-nonce" nonce="n0nce&quot;&lt;x&gt;">');
    const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="module" src="/graphiql/assets/graphiql.js"']);
    expect(page).not.toMatch(/<style\b|\sstyle=/);
  });

  it('explains how to build the bundle instead of throwing when it is missing', () => {
    const page = graphiqlPage({ distDir: join(distDir, 'does-not-exist') });
    expect(page).toContain('not built');
    expect(page).toContain('graphiql/build.ts');
    expect(page).not.toContain('/graphiql/assets/');
    expect(page).not.toMatch(/https?:\/\//i);
  });
});

describe('registerGraphiql', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerGraphiql(app, { distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves the entry files with their content types and ETag revalidation', async () => {
    const js = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('no-cache');
    expect(js.headers.etag).toBeTruthy();

    const revalidated = await app.inject({
      method: 'GET',
      url: '/graphiql/assets/graphiql.js',
      headers: { 'if-none-match': String(js.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const css = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('lets content-hashed assets be cached for good', async () => {
    const font = await app.inject({
      method: 'GET',
      url: '/graphiql/assets/assets/font-ABCD1234.woff2',
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve files outside the dist directory', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphiql/assets/../../package.json',
    });
    expect(response.statusCode).toBe(404);
    const encoded = await app.inject({
      method: 'GET',
      url: '/graphiql/assets/%2e%2e/%2e%2e/package.json',
    });
    expect([403, 404]).toContain(encoded.statusCode);
  });

  it('makes graphiqlPage() follow the registered dist directory', () => {
    expect(graphiqlPage()).toContain('/graphiql/assets/graphiql.js');
  });

  it('registers without throwing when the bundle has not been built', async () => {
    const bare = Fastify();
    await expect(
      registerGraphiql(bare, { distDir: join(distDir, 'missing') }),
    ).resolves.toBeUndefined();
    await bare.ready();
    expect(graphiqlPage()).toContain('not built');
    const response = await bare.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js' });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});

describe('registerGraphiql behind response compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    await registerGraphiql(app, { distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends the pre-compressed file as it is, never compressed a second time', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphiql/assets/graphiql.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload)).toEqual(bundle);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(bundle);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketingSite, startMarketingSite } from '../src/server/marketing-site.ts';

// A stand-in for shell/dist-marketing, so the test does not depend on a front-end build.
const page = `<!doctype html><html lang="en"><head><meta name="app-url" content="%APP_URL%">
<link rel="stylesheet" href="/assets/index-AbCd1234.css"></head>
<body><a href="%APP_URL%">Open the app</a></body></html>`;
const appUrl = 'http://localhost:8080/?from="site"&a=<b>';
const escapedAppUrl = 'http://localhost:8080/?from=&quot;site&quot;&amp;a=&lt;b&gt;';
const logger = pino({ level: 'silent' });

let rootDir: string;

beforeAll(async () => {
  rootDir = await mkdtemp(join(tmpdir(), 'marketing-site-'));
  const distDir = join(rootDir, 'dist-marketing');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), page);
  await writeFile(join(distDir, 'assets', 'index-AbCd1234.css'), 'body{margin:0}\n');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(distDir, '.gitignore'), '*\n');
});

afterAll(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

describe('marketing site', () => {
  let site: MarketingSite;

  beforeAll(async () => {
    site = await startMarketingSite({
      port: 0,
      host: '127.0.0.1',
      distDir: join(rootDir, 'dist-marketing'),
      appUrl,
      logger,
    });
  });

  afterAll(async () => {
    await site.close();
  });

  it('serves the page with the app URL filled in and HTML-escaped', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).not.toContain('%APP_URL%');
    expect(html).not.toContain(appUrl);
    expect(html).toContain(`<meta name="app-url" content="${escapedAppUrl}">`);
    expect(html).toContain(`<a href="${escapedAppUrl}">Open the app</a>`);
  });

  it('never serves the raw template', async () => {
    const response = await fetch(`${site.url}/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('%APP_URL%');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${site.url}/assets/index-AbCd1234.css`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/css/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('body{margin:0}\n');

    const unhashed = await fetch(`${site.url}/robots.txt`);
    expect(unhashed.status).toBe(200);
    expect(unhashed.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown paths and dotfiles with a 404 page', async () => {
    for (const path of ['/pricing', '/assets/missing-12345678.js', '/.gitignore', '/../secret']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('Page not found');
      expect(html).toContain(`href="${escapedAppUrl}"`);
    }
  });

  it('sends security headers', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});

describe('marketing site without a build', () => {
  it('explains how to build instead of crashing, and picks up a later build', async () => {
    const distDir = join(rootDir, 'not-built');
    const site = await startMarketingSite({ port: 0, host: '127.0.0.1', distDir, appUrl, logger });
    try {
      const missing = await fetch(`${site.url}/`);
      expect(missing.status).toBe(503);
      const html = await missing.text();
      expect(html).toContain('has not been built yet');
      expect(html).toContain('build:marketing');
      expect(html).toContain(`href="${escapedAppUrl}"`);

      expect((await fetch(`${site.url}/anything`)).status).toBe(404);

      await mkdir(distDir);
      await writeFile(join(distDir, 'index.html'), page);
      const built = await fetch(`${site.url}/`);
      expect(built.status).toBe(200);
      expect(await built.text()).toContain(escapedAppUrl);
    } finally {
      await site.close();
    }
  });
});

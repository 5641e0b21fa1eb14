import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type MarketingSite, startMarketingSite } from '../src/server/marketing-site.ts';
import { marketingSiteOf } from '../src/site-addresses.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { createStandInBuilds, rawGet } from './stand-in-builds.ts';

const publicUrl = 'https://app.example.test';
const site = marketingSiteOf({ publicUrl, marketingPort: 3000 });

let builds: Awaited<ReturnType<typeof createStandInBuilds>>;
let marketing: MarketingSite;
let app: TestApp;
let cook: TestUser;

async function get(host: string, path: string, headers: Record<string, string> = {}) {
  const response = await rawGet(app.url, path, { host, ...headers });
  return { ...response, text: response.body.toString('utf8') };
}

/** Opens a WebSocket to /graphql with this Host; answers the handshake's HTTP status. */
function upgradeStatus(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${app.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        headers: { host },
      },
    );
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  builds = await createStandInBuilds();
  marketing = await startMarketingSite({
    port: 0,
    host: '127.0.0.1',
    distDir: builds.marketingDist,
    appUrl: `${publicUrl}/`,
    logger: pino({ level: 'silent' }),
  });
  app = await createTestApp({
    webApps: { rootDir: builds.rootDir, remoteUrls: {}, publicUrl, marketingUrl: site.url },
    marketingSite: { hosts: site.hosts, site: marketing.app },
  });
  cook = await app.user('sam@example.com');
  await createRecipe(app, cook, { name: 'Focaccia' });
});

afterAll(async () => {
  await app.close();
  await marketing.close();
  await builds.remove();
});

describe('the app server with PUBLIC_URL on an app. host', () => {
  it('derives the root domain and its www form as marketing hosts', () => {
    expect(site).toEqual({
      url: 'https://example.test/',
      hosts: ['example.test', 'www.example.test'],
    });
  });

  it.each(['example.test', 'www.example.test', 'WWW.Example.Test:443'])(
    'answers Host %s with the marketing page and its headers',
    async (host) => {
      const response = await get(host, '/');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('Your recipes, organised');
      expect(response.text).toContain('<a href="https://app.example.test/">Open the app</a>');
      expect(response.text).not.toContain('%APP_URL%');
      expect(response.headers['content-security-policy']).toContain("script-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // Exactly what the marketing port serves: one implementation.
      const direct = await rawGet(marketing.url, '/');
      expect(response.text).toBe(direct.body.toString('utf8'));
    },
  );

  it('answers Host app.example.test with the app', async () => {
    const response = await get('app.example.test', '/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).toContain('<meta name="marketing-url" content="https://example.test/">');
    // The app's own policy, not the marketing page's (which runs no script at all).
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const recipes = await get('app.example.test', '/api/recipes', {
      authorization: cook.authorization,
    });
    expect(recipes.status).toBe(200);
    expect(JSON.parse(recipes.text)).toEqual([expect.objectContaining({ name: 'Focaccia' })]);
  });

  it.each([
    ['GET', '/api/recipes'],
    ['GET', '/api/recipes/public/1'],
    ['GET', '/graphql?query=%7Brecipes%7Bname%7D%7D'],
    ['GET', '/health'],
    ['GET', '/remotes.json'],
    ['GET', '/recipes'],
    ['GET', '/assets/index-AbCd1234.js'],
    ['POST', '/graphql'],
  ])('does not serve the app at %s %s on the marketing host', async (method, path) => {
    const response = await rawGet(
      app.url,
      path,
      { host: 'example.test', authorization: cook.authorization },
      method,
    );
    const text = response.body.toString('utf8');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(text).toContain('Page not found');
    expect(text).not.toContain('Focaccia');
    expect(text).not.toContain('<div id="root">');
  });

  it('refuses GraphQL subscriptions on the marketing host and accepts them on the app host', async () => {
    expect(await upgradeStatus('example.test')).toBe(404);
    expect(await upgradeStatus('app.example.test')).toBe(101);
  });
});

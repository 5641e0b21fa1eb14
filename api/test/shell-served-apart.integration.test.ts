import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { rest } from './http.ts';
import { rawGet, shellIndexHtml } from './stand-in-builds.ts';

const marketingUrl = 'https://example.test/';
let shellServer: Server;
const served: string | null = shellIndexHtml;
let emptyWebRoot: string;
let app: TestApp;

beforeAll(async () => {
  // The shell's own static server, as its image runs it: index.html and nothing of the api.
  shellServer = createServer((request, response) => {
    if (request.url === '/index.html' && served !== null) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(served);
    } else {
      response.writeHead(404).end();
    }
  });
  shellServer.listen(0, '127.0.0.1');
  await once(shellServer, 'listening');
  const shellUrl = `http://127.0.0.1:${(shellServer.address() as AddressInfo).port}`;
  emptyWebRoot = await mkdtemp(join(tmpdir(), 'no-front-ends-'));
  app = await createTestApp({
    webApps: {
      rootDir: emptyWebRoot,
      shellUrl,
      remoteUrls: {},
      publicUrl: 'https://app.example.test',
      marketingUrl,
    },
  });
});

afterAll(async () => {
  await app.close();
  shellServer.closeAllConnections();
  await new Promise((resolve) => shellServer.close(resolve));
  await rm(emptyWebRoot, { recursive: true, force: true });
});

describe('a shell deployed on its own server', () => {
  it('answers every page with its index.html, the security headers and the marketing link', async () => {
    const page = await rawGet(app.url, '/shopping-list', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = page.body.toString('utf8');
    expect(html).toContain('/assets/index-AbCd1234.js');
    expect(html).toContain(`<meta name="marketing-url" content="${marketingUrl}">`);
  });

  it('makes shared recipe previews from it too', async () => {
    const cook = await app.user();
    const id = await createRecipe(app, cook, { name: 'Harira', ingredients: ['lentils'] });
    expect(
      (
        await rest(app, 'PATCH', `/api/recipes/${id}/share`, {
          user: cook,
          body: { isShared: true },
        })
      ).status,
    ).toBe(200);
    const page = await rawGet(app.url, `/shared/recipe/${id}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString('utf8')).toContain('<meta property="og:title" content="Harira">');
  });

  it('serves the runtime manifest, while the shell files are its server’s own', async () => {
    const manifest = await fetch(`${app.url}/remotes.json`);
    expect(await manifest.json()).toMatchObject({
      mfe_shopping: { entry: '/remotes/mfe-shopping/remoteEntry.js' },
    });
    expect((await rawGet(app.url, '/assets/index-AbCd1234.js')).status).toBe(404);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { rest } from './http.ts';
import { createStandInBuilds, type RawResponse, rawGet } from './stand-in-builds.ts';

const publicUrl = 'https://app.example.test';
const remoteEntry = 'https://cdn.example.test/mfe-recipes/remoteEntry.js';
const supabaseUrl = 'https://project.supabase.example.test';
/** OPENAI_BASE_URL of a compatible server: where the browser sends its voice call's SDP offer. */
const realtimeProviderUrl = 'https://ai.example.test/openai/v1';

let builds: Awaited<ReturnType<typeof createStandInBuilds>>;
let app: TestApp;
let cook: TestUser;
let sharedId: number;

beforeAll(async () => {
  builds = await createStandInBuilds();
  const adminDist = join(builds.rootDir, 'mfe-admin', 'dist');
  await mkdir(adminDist, { recursive: true });
  await writeFile(join(adminDist, 'remoteEntry.js'), 'export const get = () => {};\n');
  app = await createTestApp({
    webApps: {
      rootDir: builds.rootDir,
      remoteUrls: { mfe_recipes: remoteEntry },
      publicUrl,
      marketingUrl: 'https://example.test/',
    },
    securityHeaders: {
      publicUrl,
      remoteUrls: { mfe_recipes: remoteEntry },
      supabaseUrl,
      realtimeProviderUrl,
    },
  });
  cook = await app.user('sam@example.com');
  sharedId = await createRecipe(app, cook, { name: 'Shakshuka', ingredients: ['eggs'] });
  const shared = await rest(app, 'PATCH', `/api/recipes/${sharedId}/share`, {
    user: cook,
    body: { isShared: true },
  });
  expect(shared.status).toBe(200);
});

afterAll(async () => {
  await app.close();
  await builds.remove();
});

/** The CSP as a map of directive → sources. */
function policyOf(response: RawResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: RawResponse): void {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
  expect(response.headers['permissions-policy']).toMatch(/(^|, )microphone=\(self\)(,|$)/);
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['the shell HTML', '/', 'text/html', 200],
    ['a client-side route', '/recipes', 'text/html', 200],
    ['GraphiQL', '/graphql', 'text/html', 200],
    ['a REST JSON answer', '/api/recipes', 'application/json', 401],
    ['a GraphQL JSON answer', '/graphql?query=%7B__typename%7D', 'application/json', 200],
    ['a missing file', '/missing.txt', 'application/json', 404],
  ])('carries them on %s', async (_, path, accept, status) => {
    const response = await rawGet(app.url, path, {
      accept,
      // GET queries must not look like a cross-site request to Apollo's CSRF guard.
      'apollo-require-preflight': 'true',
    });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain(accept);
    expectSecurityHeaders(response);
  });

  it('carries them on the server-rendered shared recipe page, found or not', async () => {
    const found = await rawGet(app.url, `/shared/recipe/${sharedId}`, { accept: 'text/html' });
    expect(found.status).toBe(200);
    expect(found.body.toString('utf8')).toContain('og:title');
    expectSecurityHeaders(found);
    const missing = await rawGet(app.url, '/shared/recipe/999999', { accept: 'text/html' });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('carries them on a GraphQL answer to a POST', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('GraphiQL', () => {
  it("admits the explorer's run-time <style> elements by a nonce of that answer only", async () => {
    const nonces = [];
    for (let index = 0; index < 2; index += 1) {
      const policy = policyOf(await rawGet(app.url, '/graphql', { accept: 'text/html' }));
      const nonce = policy.get('style-src')?.find((source) => source.startsWith("'nonce-"));
      expect(nonce).toBeTruthy();
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('a remote served by this api', () => {
  it('may be loaded by a shell on another origin, stylesheets and images included', async () => {
    const response = await rawGet(app.url, '/remotes/mfe-admin/remoteEntry.js');
    expect(response.status).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the policy built from the configuration', () => {
  it('lets the shell load a remote from its configured origin', async () => {
    const policy = policyOf(await rawGet(app.url, '/', { accept: 'text/html' }));
    for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src']) {
      expect(policy.get(directive), directive).toContain('https://cdn.example.test');
    }
  });

  it('lets the app open its subscription socket and reach the hosted auth server', async () => {
    const policy = policyOf(await rawGet(app.url, '/', { accept: 'text/html' }));
    expect(policy.get('connect-src')).toContain('wss://app.example.test');
    expect(policy.get('connect-src')).toContain(supabaseUrl);
  });

  it("lets a voice chat reach the realtime provider's origin, and no other", async () => {
    const policy = policyOf(await rawGet(app.url, '/', { accept: 'text/html' }));
    expect(policy.get('connect-src')).toContain('https://ai.example.test');
    expect(policy.get('connect-src')).not.toContain('https://api.openai.com');
  });

  it('shows pictures from other sites, camera previews and inline images', async () => {
    const policy = policyOf(await rawGet(app.url, '/', { accept: 'text/html' }));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https:', 'data:', 'blob:']));
  });

  it('sends HSTS when the public address is https', async () => {
    const response = await rawGet(app.url, '/', { accept: 'text/html' });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('an app on plain http (localhost) with the embedded auth', () => {
  let plainApp: TestApp;

  beforeAll(async () => {
    plainApp = await createTestApp({
      auth: {},
      securityHeaders: { publicUrl: 'http://localhost:8080', remoteUrls: {} },
    });
  });

  afterAll(async () => {
    await plainApp.close();
  });

  it('sends no HSTS, but the other headers', async () => {
    const response = await rawGet(plainApp.url, '/graphql?query=%7B__typename%7D', {
      accept: 'application/json',
      'apollo-require-preflight': 'true',
    });
    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('connect-src')).toContain('ws://localhost:8080');
    // No AI key: voice runs offline, so no provider is let in.
    expect(policy.get('connect-src')?.some((source) => source.includes('openai'))).toBe(false);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('carries them on an /auth/v1 answer', async () => {
    const response = await rawGet(plainApp.url, '/auth/v1/settings', {
      accept: 'application/json',
    });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { rest } from './http.ts';
import { createStandInBuilds, rawGet } from './stand-in-builds.ts';

const publicUrl = 'https://app.example.test';
const marketingUrl = 'https://example.test/';
const hostileName = 'Pie "><script>alert(1)</script>';
const hostileDescription = `Grandma's "best" pie & custard <b>really</b>`;

let builds: Awaited<ReturnType<typeof createStandInBuilds>>;
let app: TestApp;
let cook: TestUser;
let hostileId: number;
let plainId: number;
let unsharedId: number;

/** The page as a link-preview crawler gets it: plain HTTP, no JavaScript. */
async function page(path: string) {
  const response = await rawGet(app.url, path, { accept: 'text/html' });
  return { ...response, html: response.body.toString('utf8') };
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

async function share(id: number) {
  const shared = await rest(app, 'PATCH', `/api/recipes/${id}/share`, {
    user: cook,
    body: { isShared: true },
  });
  expect(shared.status).toBe(200);
}

beforeAll(async () => {
  builds = await createStandInBuilds();
  app = await createTestApp({
    webApps: { rootDir: builds.rootDir, remoteUrls: {}, publicUrl, marketingUrl },
  });
  cook = await app.user('pat@example.com');
  hostileId = await createRecipe(app, cook, {
    name: hostileName,
    description: hostileDescription,
    imageUrl: '/api/images/7d9f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
    ingredients: ['pie'],
  });
  plainId = await createRecipe(app, cook, {
    name: 'Weeknight Dal',
    servings: 4,
    prepTime: 15,
    ingredients: ['lentils', 'onion'],
  });
  unsharedId = await createRecipe(app, cook, { name: 'Private Pickles' });
  await share(hostileId);
  await share(plainId);
});

afterAll(async () => {
  await app.close();
  await builds.remove();
});

describe('GET /shared/recipe/:id without JavaScript', () => {
  it('carries the escaped title and preview tags of a hostile recipe name', async () => {
    const { status, headers, html } = await page(`/shared/recipe/${hostileId}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    const escapedName = 'Pie &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    const escapedDescription =
      'Grandma&#39;s &quot;best&quot; pie &amp; custard &lt;b&gt;really&lt;/b&gt;';
    const head = headOf(html);
    expect(head).toContain(`<title>${escapedName} · Mise</title>`);
    expect(head).toContain(`<meta property="og:title" content="${escapedName}">`);
    expect(head).toContain(`<meta name="twitter:title" content="${escapedName}">`);
    expect(head).toContain(`<meta name="description" content="${escapedDescription}">`);
    expect(head).toContain(`<meta property="og:description" content="${escapedDescription}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(
      `<meta property="og:url" content="${publicUrl}/shared/recipe/${hostileId}">`,
    );
    expect(head).toContain(
      `<meta property="og:image" content="${publicUrl}/api/images/7d9f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f">`,
    );
    expect(head).toContain('<meta property="og:site_name" content="Mise">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(hostileDescription);
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Still the single-page app, which renders the recipe itself.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-AbCd1234.js"');
  });

  it('describes a recipe without a description from its facts, with the small card', async () => {
    const { status, html } = await page(`/shared/recipe/${plainId}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain('<title>Weeknight Dal · Mise</title>');
    expect(head).toContain(
      '<meta name="description" content="A recipe for Weeknight Dal: serves 4, 15 minutes to prepare, 2 ingredients.">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('og:image');
  });

  it.each([
    ['an unshared recipe', () => `/shared/recipe/${unsharedId}`],
    ['a missing recipe', () => '/shared/recipe/999999'],
    ['an id that is not a number', () => '/shared/recipe/abc'],
    ['an id beyond 32 bits', () => '/shared/recipe/99999999999'],
  ])('answers %s with the shell, status 404 and the not-found title', async (_label, path) => {
    const { status, headers, html } = await page(path());
    expect(status).toBe(404);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(html).toContain('<title>Recipe Not Found</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Private Pickles');
    expect(html).not.toContain('og:title');
    expect(html).toContain('<div id="root"></div>');
  });

  it('shows the page again once shared and hides it once unshared', async () => {
    expect((await page(`/shared/recipe/${unsharedId}`)).status).toBe(404);
    await share(unsharedId);
    expect((await page(`/shared/recipe/${unsharedId}`)).html).toContain(
      '<title>Private Pickles · Mise</title>',
    );
    await rest(app, 'PATCH', `/api/recipes/${unsharedId}/share`, {
      user: cook,
      body: { isShared: false },
    });
    expect((await page(`/shared/recipe/${unsharedId}`)).status).toBe(404);
  });
});

describe('every page of the app', () => {
  it.each(['/', '/recipes', '/recipe/12', '/auth/login', '/no/such/page'])(
    'links %s to the product website in its head',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(headOf(html)).toContain(`<meta name="marketing-url" content="${marketingUrl}">`);
      expect(html).toContain('<title>Recipe organizer</title>');
    },
  );

  it('carries the marketing link on a shared recipe page too', async () => {
    const { html } = await page(`/shared/recipe/${plainId}`);
    expect(html.match(/name="marketing-url"/g)).toHaveLength(1);
  });

  it('still answers unknown API paths and missing files with JSON 404s', async () => {
    const missingFile = await rest(app, 'GET', '/assets/missing-12345678.js');
    expect(missingFile).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const graphqlPath = await rest(app, 'GET', '/graphql/nothing');
    expect(graphqlPath).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const post = await rest(app, 'POST', '/recipes', { body: {} });
    expect(post.status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let admin: TestUser;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['chef@example.com'] });
  admin = await app.user('chef@example.com', { metadata: { first_name: 'Julia' } });
  cook = await app.user('cook@example.com', { metadata: { first_name: 'Ada', last_name: 'King' } });
  await createRecipe(app, cook, { name: 'Soup' });
  await createRecipe(app, cook, { name: 'Stew' });
  await createRecipe(app, admin, { name: 'Omelette' });
  await rest(app, 'POST', '/api/shopping-list', { user: cook, body: { name: 'Leeks' } });
});
afterAll(() => app.close());

describe('admin access is checked on the server', () => {
  it.each([
    ['GET', '/api/admin/stats', undefined],
    ['GET', '/api/admin/prompts', undefined],
    ['POST', '/api/admin/prompts', { promptType: 'main', prompt: 'Be terse.' }],
  ])(
    '%s %s answers 403 to a signed-in non-admin and 401 to a guest',
    async (method, path, body) => {
      const forbidden = await rest<{ error: { code: string } }>(app, method, path, {
        user: cook,
        body,
      });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
      expect((await rest(app, method, path, { body })).status).toBe(401);
    },
  );

  it('answers FORBIDDEN to GraphQL admin fields for a non-admin', async () => {
    for (const query of [
      '{ adminStats { totalUsers } }',
      '{ chatbotPrompts { mainPrompt } }',
      'mutation { updateChatbotPrompt(promptType: MAIN, prompt: "x") { __typename } }',
    ]) {
      const result = await graphql(app, query, {}, cook);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('tells the client whether to show the dashboard link', async () => {
    const asAdmin = await graphql<{ me: { isAdmin: boolean } }>(
      app,
      '{ me { isAdmin } }',
      {},
      admin,
    );
    const asCook = await graphql<{ me: { isAdmin: boolean } }>(app, '{ me { isAdmin } }', {}, cook);
    expect([asAdmin.data?.me.isAdmin, asCook.data?.me.isAdmin]).toEqual([true, false]);
  });
});

describe('admin dashboard', () => {
  it('counts users, recipes, shopping items and generated images, and ranks creators', async () => {
    const { status, body } = await rest<Record<string, unknown>>(app, 'GET', '/api/admin/stats', {
      user: admin,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalUsers: 2,
      totalRecipes: 3,
      totalShoppingItems: 1,
      totalImagesGenerated: 0,
    });
    expect(body.topRecipeCreators).toEqual([
      { email: 'cook@example.com', firstName: 'Ada', recipeCount: 2 },
      { email: 'chef@example.com', firstName: 'Julia', recipeCount: 1 },
    ]);
    expect((body.recentUsers as { email: string }[]).map((user) => user.email).sort()).toEqual([
      'chef@example.com',
      'cook@example.com',
    ]);
  });

  it('edits a prompt, which the next read returns', async () => {
    const before = await rest<Record<string, string>>(app, 'GET', '/api/admin/prompts', {
      user: admin,
    });
    expect(before.body.mainPrompt).toContain('cooking assistant');
    const saved = await rest<Record<string, string>>(app, 'POST', '/api/admin/prompts', {
      user: admin,
      body: { promptType: 'shopping', prompt: '  Group items by aisle.  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.shoppingPrompt).toBe('Group items by aisle.');
    expect(saved.body.mainPrompt).toBe(before.body.mainPrompt);
    const after = await rest<Record<string, string>>(app, 'GET', '/api/admin/prompts', {
      user: admin,
    });
    expect(after.body.shoppingPrompt).toBe('Group items by aisle.');
  });

  it.each([
    [{ promptType: 'dessert', prompt: 'x' }],
    [{ promptType: 'main', prompt: '   ' }],
    [{ promptType: 'main' }],
    [{ prompt: 'x' }],
  ])('refuses a bad prompt update %j with 400', async (body) => {
    const result = await rest<{ error: { code: string } }>(app, 'POST', '/api/admin/prompts', {
      user: admin,
      body,
    });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('VALIDATION');
  });
});

describe('profile routes', () => {
  it('answers the profile at /api/auth/user', async () => {
    const { status, body } = await rest(app, 'GET', '/api/auth/user', { user: cook });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: cook.id,
      email: 'cook@example.com',
      firstName: 'Ada',
      lastName: 'King',
      profileImageUrl: null,
      createdAt: expect.any(String),
    });
  });

  it('sends a guest from /api/login to the login screen, keeping import_url', async () => {
    const plain = await fetch(`${app.url}/api/login`, { redirect: 'manual' });
    expect([plain.status, plain.headers.get('location')]).toEqual([302, '/auth/login']);
    const withImport = await fetch(
      `${app.url}/api/login?import_url=${encodeURIComponent('https://example.com/r?id=1&x=2')}`,
      {
        redirect: 'manual',
      },
    );
    expect(withImport.headers.get('location')).toBe(
      `/auth/login?import_url=${encodeURIComponent('https://example.com/r?id=1&x=2')}`,
    );
  });

  it('keeps a page of this site to return to, and nothing that leaves it', async () => {
    const location = async (next: string) =>
      (
        await fetch(`${app.url}/api/login?next=${encodeURIComponent(next)}`, {
          redirect: 'manual',
        })
      ).headers.get('location');
    expect(await location('/shared/recipe/7')).toBe(
      `/auth/login?next=${encodeURIComponent('/shared/recipe/7')}`,
    );
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'x']) {
      expect(await location(elsewhere)).toBe('/auth/login');
    }
  });
});

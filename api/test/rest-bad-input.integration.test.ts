import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/access-token.ts';
import {
  createTestApp,
  type TestApp,
  type TestUser,
  testAudience,
  testIssuer,
} from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { type HttpResult, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;
let recipeId: number;
let itemId: number;
let before: Awaited<ReturnType<typeof snapshot>>;

/** `:recipe` and `:item` in a path stand for the cook's recipe and shopping item. */
const pathOf = (template: string) =>
  template.replace(':recipe', String(recipeId)).replace(':item', String(itemId));

/** Everything the cook can see; a rejected request must leave it exactly as it was. */
async function snapshot() {
  const recipes = await rest<Record<string, unknown>[]>(app, 'GET', '/api/recipes', { user: cook });
  const list = await rest<Record<string, unknown>[]>(app, 'GET', '/api/shopping-list', {
    user: cook,
  });
  expect([recipes.status, list.status]).toEqual([200, 200]);
  return { recipes: recipes.body, list: list.body };
}

const codesByStatus: Record<number, string[]> = {
  400: ['VALIDATION', 'BAD_REQUEST'],
  401: ['UNAUTHENTICATED'],
  404: ['NOT_FOUND'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
};

/**
 * Sends a request that must fail: a client error in the documented JSON shape, never a 5xx,
 * and the cook's data exactly as it was just before.
 */
async function expectRejected(send: () => Promise<HttpResult>, status: number, request?: string) {
  const prior = await snapshot();
  const result = await send();
  expect({ request, status: result.status, body: result.body }).toMatchObject({ request, status });
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  const body = result.body as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({
    code: expect.any(String),
    message: expect.stringMatching(/\S/),
  });
  expect(codesByStatus[status]).toContain(body.error.code);
  expect(await snapshot()).toEqual(prior);
}

/** A well-formed body for each route that takes one, so only the thing under test is wrong. */
const validBodies: Record<string, unknown> = {
  'PUT /api/recipes/:recipe': { name: 'Renamed' },
  'PATCH /api/recipes/:recipe/favorite': { isFavorite: true },
  'PATCH /api/recipes/:recipe/share': { isShared: true },
  'POST /api/recipes/save-shared': { recipeId: 1 },
  'POST /api/shopping-list': { name: 'Milk' },
  'PATCH /api/shopping-list/:item': { isCompleted: 1 },
};

const everyRoute = [
  ['GET', '/api/recipes'],
  ['GET', '/api/recipes/:recipe'],
  ['PUT', '/api/recipes/:recipe'],
  ['DELETE', '/api/recipes/:recipe'],
  ['PATCH', '/api/recipes/:recipe/favorite'],
  ['PATCH', '/api/recipes/:recipe/share'],
  ['POST', '/api/recipes/save-shared'],
  ['GET', '/api/shopping-list'],
  ['POST', '/api/shopping-list'],
  ['DELETE', '/api/shopping-list'],
  ['PATCH', '/api/shopping-list/:item'],
  ['DELETE', '/api/shopping-list/:item'],
] as const;

const routesWithBody = everyRoute.filter(([method, path]) => `${method} ${path}` in validBodies);
const routesWithId = everyRoute.filter(([, path]) => path.includes(':'));

/** Tokens that must never sign anyone in. */
async function badAuthorizations(): Promise<[string, string][]> {
  const key = app.keys.active;
  const claims = { sub: cook.id, email: cook.email, sessionId: 'session' };
  const expired = await signAccessToken(key, claims, {
    issuer: testIssuer,
    audience: testAudience,
    lifetimeSeconds: -60,
  });
  const otherAudience = await signAccessToken(key, claims, {
    issuer: testIssuer,
    audience: 'someone-else',
    lifetimeSeconds: 3600,
  });
  const [header, payload, signature] = cook.token.split('.');
  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  return [
    ['a word instead of a token', 'Bearer not-a-token'],
    ['the scheme without a token', 'Bearer'],
    ['another scheme', `Basic ${Buffer.from('cook:secret').toString('base64')}`],
    ['a token with a forged signature', `${cook.authorization.slice(0, -4)}AAAA`],
    [
      'a token whose payload was swapped',
      `Bearer ${header}.${base64url('{"sub":"x"}')}.${signature}`,
    ],
    [
      'an unsigned token (alg none)',
      `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${payload}.`,
    ],
    ['an expired token', `Bearer ${expired}`],
    ['a token for another audience', `Bearer ${otherAudience}`],
  ];
}

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('grace@example.com');
  recipeId = await createRecipe(app, cook, {
    name: 'Shakshuka',
    description: 'Eggs poached in spiced tomatoes',
    ingredients: ['6 eggs', '1 can tomatoes'],
    instructions: ['Simmer the sauce.', 'Crack in the eggs.'],
    tags: ['Brunch'],
    prepTime: 25,
    servings: 4,
    difficulty: 'MEDIUM',
  });
  await createRecipe(app, cook, { name: 'Plain Rice', ingredients: ['rice', 'water'] });
  const item = await rest<{ id: number }>(app, 'POST', '/api/shopping-list', {
    user: cook,
    body: { name: 'Tomatoes', quantity: '2 cans', category: 'Produce', recipeIds: [recipeId] },
  });
  itemId = item.body.id;
  await rest(app, 'POST', '/api/shopping-list', {
    user: cook,
    body: { name: 'Eggs', isCompleted: 1 },
  });
  before = await snapshot();
  expect(before.recipes).toHaveLength(2);
  expect(before.list).toHaveLength(2);
});

afterAll(() => app.close());

describe('authentication on every REST route', () => {
  it.each(everyRoute)('answers 401 to %s %s without a token', async (method, path) => {
    const body = validBodies[`${method} ${path}`];
    await expectRejected(() => rest(app, method, pathOf(path), { body }), 401);
  });

  it('answers 401 to every route for each kind of bad token', async () => {
    for (const [label, authorization] of await badAuthorizations()) {
      for (const [method, path] of everyRoute) {
        const body = validBodies[`${method} ${path}`];
        const send = () => rest(app, method, pathOf(path), { body, headers: { authorization } });
        await expectRejected(send, 401, `${method} ${path} with ${label}`);
      }
    }
  });
});

describe('the public shared recipe route', () => {
  it('refuses each kind of bad token with 401 instead of answering as a guest', async () => {
    for (const [label, authorization] of await badAuthorizations()) {
      const send = () =>
        rest(app, 'GET', pathOf('/api/recipes/public/:recipe'), { headers: { authorization } });
      await expectRejected(send, 401, label);
    }
  });

  it.each([
    ['a word', 'abc', 400],
    ['a fraction', '1.5', 400],
    ['a negative number', '-1', 400],
    ['zero', '0', 404],
    ['a number nobody has', '999999', 404],
    ['a number beyond 32 bits', '99999999999', 404],
  ])('answers a guest asking for %s with %i', async (_label, id, status) => {
    await expectRejected(() => rest(app, 'GET', `/api/recipes/public/${id}`), status);
  });

  it('answers a recipe that is not shared with 404 "Recipe Not Found", to its owner too', async () => {
    for (const user of [undefined, cook]) {
      const result = await rest(app, 'GET', pathOf('/api/recipes/public/:recipe'), { user });
      expect(result).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Recipe Not Found' } },
      });
    }
  });
});

describe('malformed request bodies', () => {
  const largeBody = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 16) });
  const json = 'application/json';
  const badBodies: [label: string, rawBody: string, contentType: string, status: number][] = [
    ['malformed JSON', '{"name": "Milk",', json, 400],
    ['an empty body declared as JSON', '', json, 400],
    ['a JSON array', '[{"name":"Milk"}]', json, 400],
    ['a JSON string', '"Milk"', json, 400],
    ['a JSON number', '42', json, 400],
    ['JSON null', 'null', json, 400],
    ['a prototype-polluting object', '{"__proto__":{"isAdmin":true},"name":"Milk"}', json, 400],
    ['a body over 1 MiB', largeBody, json, 413],
    ['plain text', '{"name":"Milk","isFavorite":true,"isCompleted":1}', 'text/plain', 415],
    ['a form', 'name=Milk&isFavorite=true&isCompleted=1', 'application/x-www-form-urlencoded', 415],
    ['XML', '<item><name>Milk</name></item>', 'application/xml', 415],
  ];

  it.each(
    routesWithBody.flatMap(([method, path]) =>
      badBodies.map((bad) => [method, path, ...bad] as const),
    ),
  )('%s %s rejects %s', async (method, path, _label, rawBody, contentType, status) => {
    const headers = { 'content-type': contentType };
    await expectRejected(
      () => rest(app, method, pathOf(path), { user: cook, rawBody, headers }),
      status,
    );
  });
});

describe('wrong values in PUT /api/recipes/:id', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index}`);
  const nutrition = { protein: 10, fat: 5, carbs: 30, calories: 200 };

  it.each([
    ['a name that is empty', { name: '' }],
    ['a name of whitespace', { name: '   ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['a name that is a number', { name: 42 }],
    ['a description over 5,000 characters', { description: 'x'.repeat(5001) }],
    ['a description that is an object', { description: { text: 'hi' } }],
    ['an image URL over 2,048 characters', { imageUrl: `https://example.com/${'x'.repeat(2048)}` }],
    ['prepTime as a word', { prepTime: 'abc' }],
    ['prepTime as a numeric string', { prepTime: '30' }],
    ['prepTime with a fraction', { prepTime: 2.5 }],
    ['a negative prepTime', { prepTime: -1 }],
    ['a prepTime over 100,000 minutes', { prepTime: 100_001 }],
    ['a prepTime beyond 32 bits', { prepTime: 1e12 }],
    ['servings with a fraction', { servings: 1.5 }],
    ['negative servings', { servings: -2 }],
    ['servings over 10,000', { servings: 10_001 }],
    ['servings as a boolean', { servings: true }],
    ['an unknown difficulty', { difficulty: 'Impossible' }],
    ['a difficulty that is a number', { difficulty: 2 }],
    // GraphQL would coerce a lone string into a one-line list; REST refuses it.
    ['ingredients as a string', { ingredients: 'not a list' }],
    ['ingredients of numbers', { ingredients: [1, 2] }],
    ['ingredients with a null line', { ingredients: ['salt', null] }],
    ['ingredients as an object', { ingredients: { first: 'salt' } }],
    ['more than 300 ingredients', { ingredients: lines(301) }],
    ['an ingredient over 2,000 characters', { ingredients: ['x'.repeat(2001)] }],
    ['instructions as a string', { instructions: 'Boil it.' }],
    ['more than 300 instructions', { instructions: lines(301) }],
    ['tags as a string', { tags: 'dinner' }],
    ['tags of numbers', { tags: [1] }],
    ['more than 50 tags', { tags: lines(51) }],
    ['a tag over 60 characters', { tags: ['x'.repeat(61)] }],
    ['nutrition with a string amount', { nutrition: { ...nutrition, protein: 'lots' } }],
    ['nutrition with a missing amount', { nutrition: { protein: 10, fat: 5, carbs: 30 } }],
    ['nutrition with a negative amount', { nutrition: { ...nutrition, fat: -1 } }],
    ['nutrition as a string', { nutrition: 'healthy' }],
    ['nutrition as a list', { nutrition: [nutrition] }],
  ])('rejects %s with 400', async (_label, body) => {
    await expectRejected(
      () => rest(app, 'PUT', pathOf('/api/recipes/:recipe'), { user: cook, body }),
      400,
    );
  });
});

describe('wrong values in the other writes', () => {
  it.each([
    ['isFavorite missing', {}],
    ['isFavorite "yes"', { isFavorite: 'yes' }],
    ['isFavorite "true"', { isFavorite: 'true' }],
    ['isFavorite 1', { isFavorite: 1 }],
    ['isFavorite null', { isFavorite: null }],
  ])('PATCH /api/recipes/:id/favorite rejects %s with 400', async (_label, body) => {
    await expectRejected(
      () => rest(app, 'PATCH', pathOf('/api/recipes/:recipe/favorite'), { user: cook, body }),
      400,
    );
  });

  it.each([
    ['isShared missing', {}],
    ['isShared "true"', { isShared: 'true' }],
    ['isShared 1', { isShared: 1 }],
    ['isShared null', { isShared: null }],
  ])('PATCH /api/recipes/:id/share rejects %s with 400', async (_label, body) => {
    await expectRejected(
      () => rest(app, 'PATCH', pathOf('/api/recipes/:recipe/share'), { user: cook, body }),
      400,
    );
  });

  it.each([
    ['recipeId missing', {}],
    ['recipeId null', { recipeId: null }],
    ['recipeId as a numeric string', { recipeId: '12' }],
    ['recipeId as a word', { recipeId: 'abc' }],
    ['recipeId with a fraction', { recipeId: 1.5 }],
    ['recipeId zero', { recipeId: 0 }],
    ['a negative recipeId', { recipeId: -3 }],
    ['recipeId beyond 32 bits', { recipeId: 99_999_999_999 }],
    ['recipeId as a list', { recipeId: [1] }],
    ['recipeId as an object', { recipeId: { id: 1 } }],
  ])('POST /api/recipes/save-shared rejects %s with 400', async (_label, body) => {
    await expectRejected(
      () => rest(app, 'POST', '/api/recipes/save-shared', { user: cook, body }),
      400,
    );
  });

  it('POST /api/recipes/save-shared answers 404 for a recipe nobody has or nobody shared', async () => {
    for (const id of [999_999, recipeId]) {
      const body = { recipeId: id };
      await expectRejected(
        () => rest(app, 'POST', '/api/recipes/save-shared', { user: cook, body }),
        404,
      );
    }
  });

  it.each([
    ['isCompleted missing', {}],
    ['isCompleted 2', { isCompleted: 2 }],
    ['isCompleted "1"', { isCompleted: '1' }],
    ['isCompleted -1', { isCompleted: -1 }],
    ['isCompleted 0.5', { isCompleted: 0.5 }],
    ['isCompleted null', { isCompleted: null }],
    ['isCompleted "yes"', { isCompleted: 'yes' }],
  ])('PATCH /api/shopping-list/:id rejects %s with 400', async (_label, body) => {
    await expectRejected(
      () => rest(app, 'PATCH', pathOf('/api/shopping-list/:item'), { user: cook, body }),
      400,
    );
  });

  it.each([
    ['no name', { quantity: '1' }],
    ['an empty name', { name: '' }],
    ['a name of whitespace', { name: ' \t ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['a name that is a number', { name: 7 }],
    ['a name that is a list', { name: ['Milk'] }],
    ['a quantity that is an object', { name: 'Milk', quantity: { amount: 1 } }],
    ['a quantity over 100 characters', { name: 'Milk', quantity: 'x'.repeat(101) }],
    ['a category that is a number', { name: 'Milk', category: 3 }],
    ['a category over 200 characters', { name: 'Milk', category: 'x'.repeat(201) }],
    ['recipeIds of words', { name: 'Milk', recipeIds: ['x'] }],
    ['a negative recipe id', { name: 'Milk', recipeIds: [-1] }],
    ['a zero recipe id', { name: 'Milk', recipeIds: [0] }],
    ['a fractional recipe id', { name: 'Milk', recipeIds: [1.5] }],
    ['a recipe id beyond 32 bits', { name: 'Milk', recipeIds: [99_999_999_999] }],
    ['recipeIds as a string', { name: 'Milk', recipeIds: 'all' }],
    ['recipeIds as a single number', { name: 'Milk', recipeIds: 1 }],
    [
      'more than 500 recipeIds',
      { name: 'Milk', recipeIds: Array.from({ length: 501 }, (_, index) => index + 1) },
    ],
    ['isCompleted 2', { name: 'Milk', isCompleted: 2 }],
    ['isCompleted "1"', { name: 'Milk', isCompleted: '1' }],
    ['isCompleted "yes"', { name: 'Milk', isCompleted: 'yes' }],
  ])('POST /api/shopping-list rejects %s with 400', async (_label, body) => {
    await expectRejected(() => rest(app, 'POST', '/api/shopping-list', { user: cook, body }), 400);
  });

  it('POST /api/shopping-list answers 404 for a recipe id the cook does not have', async () => {
    const body = { name: 'Milk', recipeIds: [recipeId, 999_999] };
    await expectRejected(() => rest(app, 'POST', '/api/shopping-list', { user: cook, body }), 404);
  });
});

describe('ids in the address', () => {
  const badIds: [label: string, id: string, status: number][] = [
    ['a word', 'abc', 400],
    ['a fraction', '1.5', 400],
    ['a negative number', '-1', 400],
    ['digits followed by letters', '12abc', 400],
    ['zero', '0', 404],
    ['a number nobody has', '999999', 404],
    ['a number beyond 32 bits', '99999999999', 404],
  ];

  it.each(
    routesWithId.flatMap(([method, path]) => badIds.map((bad) => [method, path, ...bad] as const)),
  )('%s %s with %s as the id answers %i', async (method, path, _label, id, status) => {
    const body = validBodies[`${method} ${path}`];
    const url = path.replace(':recipe', id).replace(':item', id);
    await expectRejected(() => rest(app, method, url, { user: cook, body }), status);
  });
});

describe('bad input loses nothing', () => {
  it('keeps every recipe and shopping item exactly as before all the rejected requests', async () => {
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after.recipes.find((recipe) => recipe.id === recipeId)).toMatchObject({
      name: 'Shakshuka',
      difficulty: 'Medium',
      ingredients: ['6 eggs', '1 can tomatoes'],
      isFavorite: false,
      isShared: false,
    });
    expect(after.list.find((item) => item.id === itemId)).toMatchObject({
      name: 'Tomatoes',
      isCompleted: 0,
    });
  });
});

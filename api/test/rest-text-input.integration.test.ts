import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import {
  createStockedCook,
  driverText,
  hostileTexts,
  visibleTo,
} from './factories/text-input.factory.ts';
import { rest } from './http.ts';

let app: TestApp;
let cook: TestUser;
let recipeId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cook, recipeId } = await createStockedCook(app));
});
afterAll(() => app.close());

/** `:id` stands for the cook's recipe; the field named first carries the hostile text. */
function restRequests(text: string) {
  return [
    ['PUT', '/api/recipes/:id', 'name', { name: text }],
    ['PUT', '/api/recipes/:id', 'description', { description: text }],
    ['PUT', '/api/recipes/:id', 'tags', { tags: ['summer', text] }],
    ['PUT', '/api/recipes/:id', 'ingredients', { ingredients: [text] }],
    ['PUT', '/api/recipes/:id', 'instructions', { instructions: [text] }],
    ['POST', '/api/shopping-list', 'name', { name: text }],
    ['POST', '/api/shopping-list', 'quantity', { name: 'Eggs', quantity: text }],
    [
      'POST',
      '/api/recipes/analyze',
      'recipeText',
      { recipeText: `${text}\n\nIngredients\n1 onion\n\nSteps\nStir` },
    ],
    ['POST', '/api/recipes/analyze-url', 'url', { url: `http://127.0.0.1:9/${text}` }],
  ] as const;
}

describe('hostile text over REST', () => {
  it.each(
    hostileTexts.flatMap(([label, text]) =>
      restRequests(text).map(([method, path, field, body]): [string, string, string, unknown] => [
        `${method} ${path} ${field} with ${label}`,
        method,
        path,
        body,
      ]),
    ),
  )('refuses %s with 400 VALIDATION and stores nothing', async (_label, method, path, body) => {
    const before = await visibleTo(app, cook);
    const result = await rest<{ error: { code: string; message: string } }>(
      app,
      method,
      path.replace(':id', String(recipeId)),
      { user: cook, body },
    );
    expect({ status: result.status, code: result.body.error?.code }).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body.error.message).toMatch(/NUL characters or unpaired surrogates/);
    expect(JSON.stringify(result.body)).not.toMatch(driverText);
    expect(await visibleTo(app, cook)).toEqual(before);
  });

  it('refuses a NUL in the query string and in a path parameter', async () => {
    const query = await rest<{ error: { code: string } }>(app, 'GET', '/api/recipes?search=a%00', {
      user: cook,
    });
    expect({ status: query.status, code: query.body.error?.code }).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
    const path = await rest<{ error: { code: string } }>(app, 'GET', '/api/recipes/1%00', {
      user: cook,
    });
    expect({ status: path.status, code: path.body.error?.code }).toEqual({
      status: 400,
      code: 'VALIDATION',
    });
  });

  it('still takes text with emoji (whole surrogate pairs) and other control characters', async () => {
    const saved = await rest<{ tags: string[] }>(app, 'PUT', `/api/recipes/${recipeId}`, {
      user: cook,
      body: { tags: ['winter', 'soup 🍲', 'tab\there'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tags).toEqual(['winter', 'soup 🍲', 'tab\there']);
  });
});

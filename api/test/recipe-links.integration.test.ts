import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;
let recipeId: number;

const original = {
  imageUrl: 'https://example.com/soup.jpg',
  sourceUrl: 'https://example.com/soup',
};

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  recipeId = await createRecipe(app, cook, { name: 'Soup' });
  const seeded = await rest(app, 'PUT', `/api/recipes/${recipeId}`, {
    user: cook,
    body: original,
  });
  expect(seeded.status).toBe(200);
});
afterAll(() => app.close());

/** Links that would run script or carry content in an href or an og:image. */
const hostileLinks = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.com/x.jpg',
  '/api/recipes',
  'not a link',
];

const linkFields = ['imageUrl', 'sourceUrl', 'sourceImageUrl'] as const;

async function storedLinks() {
  const { body } = await rest<Record<string, unknown>>(app, 'GET', `/api/recipes/${recipeId}`, {
    user: cook,
  });
  return {
    imageUrl: body.imageUrl,
    sourceUrl: body.sourceUrl,
    sourceImageUrl: body.sourceImageUrl,
  };
}

describe('recipe links over REST', () => {
  it.each(linkFields.flatMap((field) => hostileLinks.map((link) => [field, link] as const)))(
    'refuses %s %j with 400 VALIDATION and keeps the stored link',
    async (field, link) => {
      const before = await storedLinks();
      const { status, body } = await rest<{ error: { code: string; message: string } }>(
        app,
        'PUT',
        `/api/recipes/${recipeId}`,
        { user: cook, body: { [field]: link } },
      );
      expect({ status, code: body.error?.code }).toEqual({ status: 400, code: 'VALIDATION' });
      expect(body.error.message).toMatch(/http or https/);
      expect(await storedLinks()).toEqual(before);
    },
  );

  it('stores http(s) links, the path of a picture the app drew, and clears with null', async () => {
    const drawn = '/api/images/7d9f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
    const saved = await rest<Record<string, unknown>>(app, 'PUT', `/api/recipes/${recipeId}`, {
      user: cook,
      body: {
        imageUrl: drawn,
        sourceUrl: 'http://example.com/soup?ref=a',
        sourceImageUrl: 'HTTPS://CDN.EXAMPLE.COM/soup.jpg',
      },
    });
    expect(saved.status).toBe(200);
    expect(await storedLinks()).toEqual({
      imageUrl: drawn,
      sourceUrl: 'http://example.com/soup?ref=a',
      sourceImageUrl: 'HTTPS://CDN.EXAMPLE.COM/soup.jpg',
    });
    const cleared = await rest(app, 'PUT', `/api/recipes/${recipeId}`, {
      user: cook,
      body: { imageUrl: null, sourceUrl: '', sourceImageUrl: null },
    });
    expect(cleared.status).toBe(200);
    expect(await storedLinks()).toEqual({ imageUrl: null, sourceUrl: null, sourceImageUrl: null });
    await rest(app, 'PUT', `/api/recipes/${recipeId}`, { user: cook, body: original });
  });
});

type MutationResult = {
  __typename: string;
  code?: string;
  issues?: { path: string[]; message: string }[];
};

describe('recipe links over GraphQL', () => {
  it.each(linkFields.flatMap((field) => hostileLinks.map((link) => [field, link] as const)))(
    'refuses %s %j on create with a typed validation error',
    async (field, link) => {
      const before = await rest<unknown[]>(app, 'GET', '/api/recipes', { user: cook });
      const result = await graphql<{ createRecipe: MutationResult }>(
        app,
        `mutation Create($input: RecipeInput!) {
        createRecipe(input: $input) {
          __typename ... on Error { code } ... on InputValidationError { issues { path message } }
        }
      }`,
        { input: { name: 'Trap', [field]: link } },
        cook,
      );
      expect(result.status).toBe(200);
      expect(result.data?.createRecipe).toMatchObject({
        __typename: 'InputValidationError',
        code: 'VALIDATION',
        issues: [{ path: ['input', field], message: expect.stringMatching(/http or https/) }],
      });
      expect((await rest<unknown[]>(app, 'GET', '/api/recipes', { user: cook })).body).toEqual(
        before.body,
      );
    },
  );

  it.each(linkFields)(
    'refuses a javascript: %s on update and keeps the stored link',
    async (field) => {
      const before = await storedLinks();
      const result = await graphql<{ updateRecipe: MutationResult }>(
        app,
        `mutation Update($id: Int!, $input: UpdateRecipeInput!) {
        updateRecipe(id: $id, input: $input) { __typename ... on Error { code } }
      }`,
        { id: recipeId, input: { [field]: 'javascript:alert(1)' } },
        cook,
      );
      expect(result.data?.updateRecipe).toEqual({
        __typename: 'InputValidationError',
        code: 'VALIDATION',
      });
      expect(await storedLinks()).toEqual(before);
    },
  );
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { recipeIngredients, recipeTitle, renderRecipeImages } from './fixtures/ocr/recipe-image.ts';
import {
  germanRecipe,
  renderGermanCard,
  renderTwoPages,
  twoPageRecipe,
} from './fixtures/ocr/recipe-photos.ts';
import { graphql, rest } from './http.ts';

type RestRecipe = {
  id: number;
  name: string;
  ingredients: string[];
  instructions: string[];
  servings: number;
  prepTime: number;
  cookTime: number | null;
  totalTime: number | null;
  imageUrl: string | null;
  sourceUrl: string | null;
  sourceImageUrl: string | null;
  nutrition: { protein: number; fat: number; carbs: number; calories: number } | null;
  tags: string[];
  isExisting: boolean;
  missingParts: string[];
};

const pastedRecipe = `Weeknight Tomato Soup

Serves 4. Prep 10 min, cook 25 min.

Ingredients
- 2 tablespoons olive oil
- 1 onion, chopped
- 2 cloves garlic, minced
- 800 g canned tomatoes
- 500 ml vegetable broth
- 1 teaspoon salt

Method
1. Warm the oil and soften the onion for 8 minutes.
2. Add the garlic, tomatoes and broth; simmer for 15 minutes.
3. Blend until smooth and season with the salt.`;

let app: TestApp;
let cook: TestUser;
let pages: Server;
let pagesUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('importer@example.com');
  const page = readFileSync(
    new URL('./fixtures/recipe-pages/dev/allrecipes_1/page.html', import.meta.url),
  );
  const ingredientsOnly = readFileSync(
    new URL('./fixtures/partial-recipe-pages/ingredients-only.html', import.meta.url),
  );
  // The same cake's method, as a page that lost its ingredient list.
  const stepsOnly = `<html><head><title>Lemon Drizzle Method</title></head><body><article>
<h1>Lemon Drizzle Method</h1><h2>Instructions</h2><ol>
<li>Heat the oven to 180C and line a loaf tin.</li>
<li>Beat the butter and sugar until pale, then beat in the eggs one at a time.</li>
<li>Fold in the flour and lemon zest, pour into the tin and bake for 45 minutes.</li>
</ol></article></body></html>`;
  pages = createServer((request, response) => {
    if (request.url === '/pizza')
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    if (request.url === '/ingredients-only')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(ingredientsOnly);
    if (request.url === '/steps-only')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(stepsOnly);
    if (request.url === '/not-a-recipe')
      return void response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><h1>Hello</h1><p>Nothing to cook here.</p></body></html>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

describe('import from pasted text', () => {
  it('reads the recipe, computes nutrition, draws a picture and saves it', async () => {
    const { status, body } = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: pastedRecipe },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Weeknight Tomato Soup',
      servings: 4,
      prepTime: 10,
      cookTime: 25,
      isExisting: false,
    });
    expect(body.ingredients).toHaveLength(6);
    expect(body.instructions).toHaveLength(3);
    expect(body.nutrition?.calories).toBeGreaterThan(40);
    expect(body.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const image = await fetch(`${app.url}${body.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${app.url}${body.imageUrl}`, {
      headers: { 'if-none-match': image.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('explains the nutrition line by line for a coverage view', async () => {
    const created = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: pastedRecipe },
    });
    const { body } = await rest<{
      data: { recipe: { nutritionLines: { line: string; status: string; food: string | null }[] } };
    }>(app, 'POST', '/graphql', {
      user: cook,
      body: {
        query: `{ recipe(id: ${created.body.id}) { nutritionLines { line status food grams detail } } }`,
      },
    });
    const lines = body.data.recipe.nutritionLines;
    expect(lines.map((line) => line.line)).toEqual(created.body.ingredients);
    expect(lines.find((line) => line.line.includes('olive oil'))).toMatchObject({
      status: 'MATCHED',
      food: expect.stringMatching(/olive/i),
    });
  });

  it.each([
    [{ recipeText: '   ' }, 'Recipe Required: Please enter a recipe to analyze.'],
    [{}, 'Recipe Required: Please enter a recipe to analyze.'],
  ])('refuses %j with 400', async (requestBody, message) => {
    const { status, body } = await rest<{ error: { message: string } }>(
      app,
      'POST',
      '/api/recipes/analyze',
      { user: cook, body: requestBody },
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('publishes the import steps on the progress subscription', async () => {
    const importId = randomUUID();
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: cook.authorization },
      retryAttempts: 0,
    });
    const steps: string[] = [];
    let isListening: () => void = () => {};
    const listening = new Promise<void>((resolve) => {
      isListening = resolve;
    });
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ recipeImportProgressed: { step: string } }>(
        {
          query: `subscription { recipeImportProgressed(importId: "${importId}") { step progress message } }`,
        },
        {
          next: ({ data }) => {
            const step = data?.recipeImportProgressed.step ?? '';
            steps.push(step);
            if (step === 'READY') isListening();
            if (step === 'SAVED') resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    // Started on READY, not after a guess at how long the subscription takes to register.
    await listening;
    const result = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: cook.authorization },
      body: JSON.stringify({
        query:
          'mutation ($text: String!, $importId: String) { analyzeRecipeText(text: $text, importId: $importId) { __typename } }',
        variables: { text: pastedRecipe, importId },
      }),
    });
    expect(
      ((await result.json()) as { data: { analyzeRecipeText: { __typename: string } } }).data
        .analyzeRecipeText.__typename,
    ).toBe('AnalyzeRecipeTextSuccess');
    await done;
    await client.dispose();
    expect(steps).toEqual(['READY', 'READING', 'NUTRITION', 'IMAGE', 'SAVED']);
  });
});

describe('import from a web page', () => {
  it('imports the page, keeps where it came from, and offers it again instead of a copy', async () => {
    const url = `${pagesUrl}/pizza`;
    const first = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-url', {
      user: cook,
      body: { url },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Four Cheese Margherita Pizza',
      servings: 8,
      prepTime: 15,
      cookTime: 10,
      totalTime: 40,
      isExisting: false,
    });
    expect(first.body.sourceUrl).toBeTruthy();
    expect(first.body.sourceImageUrl).toMatch(/^https:\/\//);
    expect(first.body.ingredients).toContain('0.25 cup olive oil');
    expect(first.body.missingParts).toEqual([]);

    const second = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-url', {
      user: cook,
      body: { url },
    });
    expect(second.body).toMatchObject({ id: first.body.id, isExisting: true });
  });

  it.each([
    [{ url: '' }, 'URL Required: Please enter a website address to fetch the recipe.'],
    [
      { url: 'not a url' },
      'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
    ],
    [
      { url: 'ftp://example.com/recipe' },
      'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
    ],
  ])('refuses %j with 400 and the spec message', async (requestBody, message) => {
    const { status, body } = await rest<{ error: { message: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-url',
      { user: cook, body: requestBody },
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('saves a page with ingredients but no steps, and says the steps are missing', async () => {
    const { status, body } = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-url', {
      user: cook,
      body: { url: `${pagesUrl}/ingredients-only` },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Grandma's Lemon Drizzle Cake",
      instructions: [],
      isExisting: false,
      missingParts: ['INSTRUCTIONS'],
    });
    expect(body.ingredients).toContain('225 g caster sugar');
    const saved = await rest<RestRecipe>(app, 'GET', `/api/recipes/${body.id}`, { user: cook });
    expect(saved.body.ingredients).toHaveLength(6);

    // Offered again, it still says what is missing.
    const again = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-url', {
      user: cook,
      body: { url: `${pagesUrl}/ingredients-only` },
    });
    expect(again.body).toMatchObject({
      id: body.id,
      isExisting: true,
      missingParts: ['INSTRUCTIONS'],
    });
  });

  it('saves a page with steps but no ingredients, typed as missingParts in GraphQL', async () => {
    const { body } = await graphql<{
      analyzeRecipeUrl: {
        imported: { missingParts: string[]; recipe: { instructions: string[] } };
      };
    }>(
      app,
      `mutation ($url: String!) { analyzeRecipeUrl(url: $url) {
        ... on AnalyzeRecipeUrlSuccess { imported { missingParts recipe { instructions } } }
        ... on Error { message } } }`,
      { url: `${pagesUrl}/steps-only` },
      cook,
    ).then((result) => ({ body: result.data }));
    expect(body?.analyzeRecipeUrl.imported.missingParts).toEqual(['INGREDIENTS']);
    expect(body?.analyzeRecipeUrl.imported.recipe.instructions).toHaveLength(3);
  });

  it('says clearly when a page has no recipe', async () => {
    const { status, body } = await rest<{ error: { code: string; message: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-url',
      { user: cook, body: { url: `${pagesUrl}/not-a-recipe` } },
    );
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/couldn't find a recipe/i);
  });

  it('refuses a private address with 400 when private imports are off, as in production', async () => {
    const guarded = await createTestApp({ allowPrivateImportUrls: false });
    try {
      const user = await guarded.user();
      for (const url of [
        `${pagesUrl}/pizza`,
        'http://localhost/recipe',
        'http://169.254.169.254/latest/meta-data',
        // Cloud metadata by name: refused before any lookup, wherever DNS can or cannot resolve it.
        'http://metadata.google.internal/computeMetadata/v1/',
        'http://[::1]/x',
      ]) {
        const { status, body } = await rest<{ error: { code: string; message: string } }>(
          guarded,
          'POST',
          '/api/recipes/analyze-url',
          { user, body: { url } },
        );
        expect({ url, status, code: body.error.code }).toEqual({
          url,
          status: 400,
          code: 'VALIDATION',
        });
        expect(body.error.message.length).toBeGreaterThan(10);
      }
    } finally {
      await guarded.close();
    }
  });

  it("answers a page that does not exist as the address's problem (400), not the server's", async () => {
    const { status, body } = await rest<{ error: { code: string; message: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-url',
      { user: cook, body: { url: `${pagesUrl}/missing` } },
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'VALIDATION',
      message: 'The site answered with HTTP 404 instead of the page.',
    });
  });
});

describe('import from a photo', () => {
  it('reads a photographed recipe offline and saves it', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'photo-import-'));
    try {
      const { photoJpeg } = renderRecipeImages(directory);
      const image = `data:image/jpeg;base64,${readFileSync(photoJpeg).toString('base64')}`;
      const { status, body } = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-image', {
        user: cook,
        body: { image },
      });
      expect(status).toBe(200);
      expect(body.name).toBe(recipeTitle);
      expect(body.ingredients.length).toBe(recipeIngredients.length);
      expect(body.instructions.length).toBeGreaterThan(0);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads two photos of one recipe, page 1 then page 2, as one recipe', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'photo-import-'));
    try {
      const images = renderTwoPages(directory).map(
        (path) => `data:image/png;base64,${readFileSync(path).toString('base64')}`,
      );
      const { status, body } = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-image', {
        user: cook,
        body: { images },
      });
      expect(status).toBe(200);
      expect(body.name).toBe(twoPageRecipe.name);
      expect(body.ingredients).toEqual(twoPageRecipe.ingredients);
      expect(body.instructions).toEqual(twoPageRecipe.steps);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses more than four photos, and neither or both of image and images', async () => {
    const photo = `data:image/png;base64,${Buffer.from('x').toString('base64')}`;
    const mutation = `mutation Read($image: String, $images: [String!]) {
      analyzeRecipeImage(image: $image, images: $images) {
        __typename ... on InputValidationError { issues { message } }
      }
    }`;
    for (const variables of [
      { images: [photo, photo, photo, photo, photo] },
      {},
      { image: photo, images: [photo] },
    ]) {
      const { body } = await rest<{
        data: { analyzeRecipeImage: { __typename: string; issues: { message: string }[] } };
      }>(app, 'POST', '/graphql', { user: cook, body: { query: mutation, variables } });
      expect(body.data.analyzeRecipeImage.__typename).toBe('InputValidationError');
    }
    const { status } = await rest(app, 'POST', '/api/recipes/analyze-image', {
      user: cook,
      body: { images: [photo, 42] },
    });
    expect(status).toBe(400);
  });

  it('refuses languages that are not language tags, or too many of them', async () => {
    const photo = `data:image/png;base64,${Buffer.from('x').toString('base64')}`;
    const mutation = `mutation Read($images: [String!], $languages: [String!]) {
      analyzeRecipeImage(images: $images, languages: $languages) {
        __typename ... on InputValidationError { issues { message } }
      }
    }`;
    for (const languages of [['<script>'], Array.from({ length: 11 }, () => 'de')]) {
      const { body } = await rest<{
        data: { analyzeRecipeImage: { __typename: string } };
      }>(app, 'POST', '/graphql', {
        user: cook,
        body: { query: mutation, variables: { images: [photo], languages } },
      });
      expect(body.data.analyzeRecipeImage.__typename).toBe('InputValidationError');
    }
  });

  it('reads a German card for a cook whose browser asks for German', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'photo-import-'));
    try {
      const card = readFileSync(renderGermanCard(directory)).toString('base64');
      const { status, body } = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze-image', {
        user: cook,
        headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
        body: { image: `data:image/png;base64,${card}` },
      });
      expect(status).toBe(200);
      expect(body.name).toBe(germanRecipe.name);
      expect(body.ingredients).toEqual(germanRecipe.ingredients);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it.each([
    [
      'text pretending to be a photo',
      `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`,
    ],
    ['not a data URL', 'https://example.com/photo.jpg'],
  ])('refuses %s with 400', async (_label, image) => {
    const { status, body } = await rest<{ error: { code: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-image',
      { user: cook, body: { image } },
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
  });
});

describe('recipe pictures', () => {
  it('draws a new picture for a recipe', async () => {
    const created = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: pastedRecipe },
    });
    const { status, body } = await rest<RestRecipe>(
      app,
      'POST',
      `/api/recipes/${created.body.id}/generate-image`,
      { user: cook },
    );
    expect(status).toBe(200);
    expect(body.imageUrl).toMatch(/^\/api\/images\//);
    expect(body.imageUrl).not.toBe(created.body.imageUrl);
    expect(
      (await rest(app, 'POST', '/api/recipes/999999/generate-image', { user: cook })).status,
    ).toBe(404);
  });
});

describe('shopping list from recipes', () => {
  it('merges the same ingredient across recipes with unit arithmetic and categorizes it', async () => {
    const shopper = await app.user();
    const make = (name: string, ingredients: string[]) =>
      rest<{ data: unknown }>(app, 'POST', '/graphql', {
        user: shopper,
        body: {
          query:
            'mutation ($input: RecipeInput!) { createRecipe(input: $input) { ... on CreateRecipeSuccess { recipe { id } } } }',
          variables: { input: { name, ingredients } },
        },
      });
    const a = await make('Pancakes', ['2 cups milk', '2 eggs', '200 g flour']);
    const b = await make('Custard', ['250 ml milk', '3 eggs', '50 g sugar']);
    const ids = [a, b].map(
      (response) =>
        (response.body as { data: { createRecipe: { recipe: { id: number } } } }).data.createRecipe
          .recipe.id,
    );
    const { status, body } = await rest<
      { name: string; quantity: string; category: string; recipeIds: number[] }[]
    >(app, 'POST', '/api/shopping-list/generate', { user: shopper, body: { recipeIds: ids } });
    expect(status).toBe(200);
    const milk = body.filter((item) => /milk/i.test(item.name));
    expect(milk).toHaveLength(1);
    expect(milk[0]?.category).toBe('Dairy');
    expect(milk[0]?.recipeIds.sort()).toEqual([...ids].sort());
    const eggs = body.filter((item) => /egg/i.test(item.name));
    expect(eggs).toHaveLength(1);
    expect(eggs[0]?.quantity).toMatch(/^5\b/);

    const optimized = await rest<unknown[]>(app, 'POST', '/api/shopping-list/optimize', {
      user: shopper,
    });
    expect(optimized.status).toBe(200);
    expect(optimized.body.length).toBeLessThanOrEqual(body.length);
  });

  it("refuses another user's recipe ids with 404", async () => {
    const other = await app.user();
    const created = await rest<RestRecipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: pastedRecipe },
    });
    const { status } = await rest(app, 'POST', '/api/shopping-list/generate', {
      user: other,
      body: { recipeIds: [created.body.id] },
    });
    expect(status).toBe(404);
  });
});

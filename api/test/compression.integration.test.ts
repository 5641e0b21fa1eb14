import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';
import { createStandInBuilds, rawGet, shellAsset } from './stand-in-builds.ts';

let builds: Awaited<ReturnType<typeof createStandInBuilds>>;
let app: TestApp;
let cook: TestUser;
const recipeCount = 40;

/** GET with the cook's token, the given Accept-Encoding and no automatic decompression. */
function getAs(path: string, acceptEncoding?: string) {
  return rawGet(app.url, path, {
    authorization: cook.authorization,
    ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
  });
}

beforeAll(async () => {
  builds = await createStandInBuilds();
  app = await createTestApp({
    webApps: {
      rootDir: builds.rootDir,
      remoteUrls: {},
      publicUrl: 'http://localhost:8080',
      marketingUrl: 'http://localhost:3000/',
    },
  });
  cook = await app.user('kim@example.com');
  const ingredients = Array.from({ length: 12 }, (_, index) => `${index + 1} cups of something`);
  const inputs = Array.from({ length: recipeCount }, (_, index) => ({
    name: `Stew number ${index + 1}`,
    description: 'A slow, rich stew for cold evenings, with plenty of vegetables.',
    ingredients,
    instructions: ['Chop everything.', 'Simmer for two hours.', 'Serve hot.'],
    tags: ['Dinner', 'Winter'],
  }));
  // Twenty per request: the most aliases one operation may carry.
  for (let start = 0; start < inputs.length; start += 20) {
    const batch = inputs.slice(start, start + 20);
    const { errors } = await graphql(
      app,
      `mutation (${batch.map((_, index) => `$r${index}: RecipeInput!`).join(', ')}) {
        ${batch.map((_, index) => `r${index}: createRecipe(input: $r${index}) { __typename }`).join('\n')}
      }`,
      Object.fromEntries(batch.map((input, index) => [`r${index}`, input])),
      cook,
    );
    expect(errors).toBeUndefined();
  }
});

afterAll(async () => {
  await app.close();
  await builds.remove();
});

describe('response compression', () => {
  it('answers a large /api/recipes gzip-encoded when asked, with the same JSON', async () => {
    const plain = await getAs('/api/recipes');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const recipes = JSON.parse(plain.body.toString('utf8'));
    expect(recipes).toHaveLength(recipeCount);
    expect(plain.body.length).toBeGreaterThan(20_000);

    const gzipped = await getAs('/api/recipes', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(recipes);
  });

  it('answers plain JSON to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'compress']) {
      const response = await getAs('/api/recipes', acceptEncoding);
      expect(response.status, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(JSON.parse(response.body.toString('utf8'))).toHaveLength(recipeCount);
    }
  });

  it('prefers brotli when the client offers it, as browsers do', async () => {
    const response = await getAs('/api/recipes', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.body).toString('utf8'))).toHaveLength(
      recipeCount,
    );
  });

  it('compresses a GraphQL answer too', async () => {
    const response = await new Promise<Response>((resolve, reject) => {
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          authorization: cook.authorization,
        },
        body: JSON.stringify({ query: '{ recipes { id name ingredients instructions } }' }),
      }).then(resolve, reject);
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = (await response.json()) as { data: { recipes: unknown[] } };
    expect(body.data.recipes).toHaveLength(recipeCount);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await getAs('/health', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ status: 'ok' });
  });

  it('serves hashed assets compressed and still immutable, and pages compressed', async () => {
    const asset = await getAs('/assets/index-AbCd1234.js', 'gzip');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString('utf8')).toBe(shellAsset);
    const plainAsset = await getAs('/assets/index-AbCd1234.js');
    expect(plainAsset.body.toString('utf8')).toBe(shellAsset);

    for (const path of ['/', '/recipes']) {
      const page = await getAs(path, 'gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(page.body).toString('utf8')).toContain('<div id="root"></div>');
    }
  });
});

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/observability/metrics.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';
import { followImportSteps } from './import-steps.ts';

const startImport = `mutation Start($url: String, $text: String, $importId: String) {
  startRecipeImport(url: $url, text: $text, importId: $importId) {
    __typename
    ... on StartRecipeImportSuccess { started { importId } }
    ... on Error { message }
  }
}`;

const recipeImport = `query Imported($importId: String!) {
  recipeImport(importId: $importId) {
    __typename
    ... on RecipeImportSuccess { imported { isExisting missingParts recipe { id name } } }
    ... on Error { message }
  }
}`;

let app: TestApp;
let cook: TestUser;
let pages: Server;
let pagesUrl: string;
const metrics = createMetrics();

beforeAll(async () => {
  app = await createTestApp({ metrics });
  cook = await app.user();
  const page = readFileSync(
    new URL('./fixtures/recipe-pages/dev/allrecipes_1/page.html', import.meta.url),
  );
  pages = createServer((request, response) => {
    if (request.url?.startsWith('/pizza'))
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html><p>No recipe.</p></html>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

const followSteps = (user: TestUser, importId: string) => followImportSteps(app, user, importId);

async function imported(user: TestUser, importId: string) {
  const { data } = await graphql<{
    recipeImport: {
      __typename: string;
      message?: string;
      imported?: { isExisting: boolean; recipe: { id: number; name: string } };
    } | null;
  }>(app, recipeImport, { importId }, user);
  return data?.recipeImport ?? null;
}

async function recipeCount(user: TestUser) {
  const { data } = await graphql<{ recipeCount: number }>(app, '{ recipeCount }', {}, user);
  return data?.recipeCount ?? -1;
}

describe('imports started as jobs', () => {
  it('answers the job id at once; the steps end with the saved recipe, which recipeImport answers', async () => {
    const importId = randomUUID();
    const steps = await followSteps(cook, importId);
    const started = await graphql<{
      startRecipeImport: { __typename: string; started: { importId: string } };
    }>(app, startImport, { url: `${pagesUrl}/pizza?first`, importId }, cook);
    expect(started.data?.startRecipeImport).toEqual({
      __typename: 'StartRecipeImportSuccess',
      started: { importId },
    });

    const seen = await steps.finished;
    steps.close();
    const names = seen.map((step) => step.step);
    expect(names[0]).toBe('READY');
    expect(names).toContain('FETCHING');
    const saved = seen.at(-1);
    expect(saved?.step).toBe('SAVED');
    expect(saved?.recipeId).toEqual(expect.any(Number));

    const answer = await imported(cook, importId);
    expect(answer?.__typename).toBe('RecipeImportSuccess');
    expect(answer?.imported?.recipe.id).toBe(saved?.recipeId);
    expect(answer?.imported?.recipe.name).toMatch(/pizza/i);
    expect(answer?.imported?.isExisting).toBe(false);
  });

  it('queues an import started twice with one importId once: one recipe', async () => {
    const importId = randomUUID();
    const before = await recipeCount(cook);
    const steps = await followSteps(cook, importId);
    const text = `Quick Flatbread\n\nIngredients\n- 250 g flour\n- 150 ml water\n- 1 tsp salt\n\nMethod\n1. Mix everything into a dough.\n2. Roll thin and cook in a hot pan.`;
    const [first, second] = await Promise.all([
      graphql(app, startImport, { text, importId }, cook),
      graphql(app, startImport, { text, importId }, cook),
    ]);
    expect(first.data).toEqual(second.data);
    await steps.finished;
    steps.close();
    // A third start after it finished still answers the same import.
    await graphql(app, startImport, { text, importId }, cook);
    expect((await imported(cook, importId))?.__typename).toBe('RecipeImportSuccess');
    expect(await recipeCount(cook)).toBe(before + 1);
  });

  it('tells another cook nothing of an import: the same importId is theirs alone', async () => {
    const importId = randomUUID();
    const steps = await followSteps(cook, importId);
    await graphql(app, startImport, { url: `${pagesUrl}/pizza?private`, importId }, cook);
    await steps.finished;
    steps.close();

    const stranger = await app.user();
    expect(await imported(stranger, importId)).toBeNull();
    // Their own import under the same id is a separate job with its own recipe.
    const theirs = await followSteps(stranger, importId);
    await graphql(app, startImport, { text: 'not a recipe at all', importId }, stranger);
    const seen = await theirs.finished;
    theirs.close();
    expect(seen.at(-1)?.step).toBe('FAILED');
    expect((await imported(cook, importId))?.__typename).toBe('RecipeImportSuccess');
  });

  it('answers a page without a recipe as the typed import error, once, without retrying it', async () => {
    const importId = randomUUID();
    const steps = await followSteps(cook, importId);
    await graphql(app, startImport, { url: `${pagesUrl}/empty`, importId }, cook);
    const seen = await steps.finished;
    steps.close();
    expect(seen.at(-1)?.step).toBe('FAILED');
    const answer = await imported(cook, importId);
    expect(answer?.__typename).toBe('ImportFailedError');
    expect(answer?.message).toMatch(/couldn't find a recipe/);
  });

  it('is null while unknown, and refuses a guest and input that is not one thing to import', async () => {
    expect(await imported(cook, randomUUID())).toBeNull();
    const guest = await graphql(app, startImport, { url: `${pagesUrl}/pizza` });
    expect(guest.errors?.[0]?.extensions?.code ?? guest.data).toBeTruthy();
    const both = await graphql<{ startRecipeImport: { __typename: string; message: string } }>(
      app,
      startImport,
      { url: `${pagesUrl}/pizza`, text: 'Soup' },
      cook,
    );
    expect(both.data?.startRecipeImport.__typename).toBe('InputValidationError');
    expect(both.data?.startRecipeImport.message).toMatch(/one thing to import/);
  });

  it('reports the queue at /metrics: tries by outcome and the depth of each queue', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /job_duration_seconds_count\{queue="recipe-imports",outcome="completed"\} [1-9]/,
    );
    expect(text).toMatch(/job_queue_depth\{queue="recipe-imports",state="waiting"\} 0/);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql } from './http.ts';
import { followImportSteps } from './import-steps.ts';
import { startOpenAiStandIn } from './openai-stand-in.ts';

// The AI provider failing under a running app (the real `openai` SDK against a loopback stand-in
// of OpenAI's HTTP API): too slow, a server error, an answer that is not JSON, JSON of the wrong
// shape. An import then ends with FAILED on its socket and a clear error on recipeImport, never
// left at a step; nothing is saved; the cook's next import succeeds once the provider does. A
// picture that cannot be drawn leaves the recipe as it was. (The assistant's streams cut off
// mid-answer, and their tools, are chat-openai-turns' and chat-model-openai's.)

const timeoutMs = 1_000;
const recipeText =
  'Lemon Chicken\n\nIngredients\n4 chicken thighs\n1 lemon\n\nMethod\nSear the chicken, add the lemon.';

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  app = await createTestApp({
    openai: { apiKey: 'sk-test-fault-1234', baseUrl: standIn.baseUrl, timeoutMs, maxRetries: 0 },
  });
  cook = await app.user();
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

beforeEach(() => standIn.reset());

async function recipeCount() {
  const { data } = await graphql<{ recipeCount: number }>(app, '{ recipeCount }', {}, cook);
  return data?.recipeCount ?? -1;
}

async function importText(): Promise<{
  steps: string[];
  outcome: { __typename: string; message?: string } | null;
  tookMs: number;
}> {
  const importId = randomUUID();
  const followed = await followImportSteps(app, cook, importId);
  const begun = Date.now();
  await graphql(
    app,
    'mutation ($text: String!, $importId: String!) { startRecipeImport(text: $text, importId: $importId) { __typename } }',
    { text: recipeText, importId },
    cook,
  );
  const steps = (await followed.finished).map((step) => step.step);
  const tookMs = Date.now() - begun;
  followed.close();
  const { data } = await graphql<{
    recipeImport: { __typename: string; message?: string } | null;
  }>(
    app,
    'query ($importId: String!) { recipeImport(importId: $importId) { __typename ... on Error { message } } }',
    { importId },
    cook,
  );
  return { steps, outcome: data?.recipeImport ?? null, tookMs };
}

const faults: [label: string, apply: () => void][] = [
  [
    'answering slower than its timeout',
    () => {
      standIn.state.delayMs = timeoutMs * 3;
    },
  ],
  [
    'answering 500',
    () => {
      standIn.state.failure = 'server-error';
    },
  ],
  [
    'answering text that is not JSON',
    () => {
      standIn.state.failure = 'invalid-json';
    },
  ],
  [
    'answering JSON of the wrong shape',
    () => {
      standIn.state.failure = 'invalid-shape';
    },
  ],
];

describe('an import while the provider fails', () => {
  it.each(faults)('%s: FAILED with a clear error, nothing saved', async (_label, apply) => {
    const before = await recipeCount();
    apply();
    const { steps, outcome, tookMs } = await importText();
    expect(steps.at(-1)).toBe('FAILED');
    expect(steps).not.toContain('SAVED');
    expect(outcome?.__typename).toBe('ImportFailedError');
    expect(outcome?.message).toMatch(/\w+ \w+/);
    // The provider's internals stay out of what the cook reads.
    expect(outcome?.message).not.toMatch(/sk-test|chatcmpl|stand-in|json_schema|undefined/i);
    expect(tookMs).toBeLessThan(timeoutMs * 10);
    expect(await recipeCount()).toBe(before);
  });

  it('imports again once the provider answers', async () => {
    const before = await recipeCount();
    const { steps, outcome } = await importText();
    expect(steps.at(-1)).toBe('SAVED');
    expect(outcome?.__typename).toBe('RecipeImportSuccess');
    expect(await recipeCount()).toBe(before + 1);
  });
});

describe('a picture while the provider fails', () => {
  it('answers a clear error and leaves the recipe as it was', async () => {
    const id = await createRecipe(app, cook, { name: 'Plain Rice', ingredients: ['1 cup rice'] });
    const recipe = `query ($id: Int!) { recipe(id: $id) { name imageUrl updatedAt } }`;
    const before = await graphql(app, recipe, { id }, cook);
    standIn.state.failure = 'server-error';
    const answer = await graphql<{ generateRecipeImage: { __typename: string; message?: string } }>(
      app,
      'mutation ($id: Int!) { generateRecipeImage(id: $id) { __typename ... on Error { message } } }',
      { id },
      cook,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.generateRecipeImage.__typename).toMatch(/Error$/);
    expect(answer.data?.generateRecipeImage.message).not.toMatch(/sk-test|stand-in/i);
    expect(await graphql(app, recipe, { id }, cook)).toEqual(before);
  });
});

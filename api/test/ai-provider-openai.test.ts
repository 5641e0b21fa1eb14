import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipeReadingSystemPrompt } from '../src/ai/prompts/recipe-reading.ts';
import { AiTimeoutError, AiUpstreamError } from '../src/ai/providers/ai-provider.ts';
import { createAiProvider } from '../src/ai/providers/create-ai-provider.ts';
import { createOpenAiProvider } from '../src/ai/providers/openai-provider.ts';
import type { RecipeDraft } from '../src/ai/recipe-draft.ts';
import { cannedRecipe, startOpenAiStandIn } from './openai-stand-in.ts';

const apiKey = 'sk-test-abcdefghijklmnop1234';
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

const provider = (options: { timeoutMs?: number; visionModel?: string } = {}) =>
  createOpenAiProvider({ apiKey, baseUrl: standIn.baseUrl, maxRetries: 0, ...options });

async function failureOf(run: Promise<unknown>): Promise<AiUpstreamError> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiUpstreamError);
  return error as AiUpstreamError;
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => standIn.reset());

describe('openai provider through the real SDK', () => {
  it('reads recipe text into a validated draft, asking for the recipe JSON schema', async () => {
    const draft = await provider().readRecipeText('Lemon chicken: 4 thighs, 1 lemon…', {
      instructions: 'Prefer metric units.',
    });

    expect(draft).toEqual({
      ...cannedRecipe,
      name: 'Weeknight Lemon Chicken',
      tags: ['dinner', 'chicken'],
      imageUrl: null,
      sourceUrl: null,
    });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.body.model).toBe('gpt-4.1-mini');
    expect(request?.body.response_format.type).toBe('json_schema');
    expect(request?.body.response_format.json_schema).toMatchObject({
      name: 'recipe',
      strict: true,
    });
    const schema = request?.body.response_format.json_schema.schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(Object.keys(schema.properties));
    const [system, user] = request?.body.messages ?? [];
    expect(system).toEqual({
      role: 'system',
      content: expect.stringContaining(recipeReadingSystemPrompt),
    });
    expect(system.content).toContain('Prefer metric units.');
    expect(user.content).toContain('Lemon chicken: 4 thighs, 1 lemon…');
  });

  describe('filling what the page reader missed', () => {
    const draft: RecipeDraft = {
      name: 'Lemon Chicken From The Page',
      description: 'Bright and quick.',
      ingredients: [],
      instructions: ['Season the chicken.', 'Roast for 25 minutes.'],
      servings: null,
      prepTimeMinutes: 5,
      cookTimeMinutes: 25,
      totalTimeMinutes: 30,
      imageUrl: 'https://example.com/chicken.jpg',
      sourceUrl: 'https://example.com/chicken',
      tags: ['dinner'],
    };
    const pageText =
      'Lemon Chicken From The Page. Serves 4. You need 4 chicken thighs, 1 lemon, zested and juiced, and 2 cloves garlic. Season the chicken. Roast for 25 minutes.';

    it('asks only for the missing fields, with the page text, and keeps what the page gave', async () => {
      const completed = await provider().completeDraft(draft, pageText);

      expect(completed).toEqual({
        ...draft,
        ingredients: cannedRecipe.ingredients,
        servings: 4,
      });
      expect(standIn.requests).toHaveLength(1);
      const body = standIn.requests[0]?.body;
      expect(body.response_format.json_schema.name).toBe('recipe_fill');
      const schema = body.response_format.json_schema.schema;
      expect(Object.keys(schema.properties).sort()).toEqual(['ingredients', 'servings']);
      expect(schema.required.sort()).toEqual(['ingredients', 'servings']);
      const user: string = body.messages[1].content;
      expect(user).toContain(pageText);
      expect(user).toContain('could not find these fields:\ningredients, servings');
    });

    it('does not save an ingredient list with a quantity the page does not have', async () => {
      standIn.state.chatContent = JSON.stringify({
        ingredients: ['4 chicken thighs', '1 lemon', '3 tablespoons olive oil'],
        servings: 6,
      });

      const completed = await provider().completeDraft(draft, pageText);

      // "3 tablespoons" and 6 servings are nowhere on the page: both stay unfound.
      expect(completed.ingredients).toEqual([]);
      expect(completed.servings).toBeNull();
      expect(completed).toEqual(draft);
    });

    it('keeps quantities the page writes in other forms (½, words)', async () => {
      standIn.state.chatContent = JSON.stringify({
        ingredients: ['1/2 cup rice', '2 eggs', '1.5 l stock'],
        servings: null,
      });

      const completed = await provider().completeDraft(
        draft,
        'Take ½ cup rice, two eggs and 1,5 l stock.',
      );

      expect(completed.ingredients).toEqual(['1/2 cup rice', '2 eggs', '1.5 l stock']);
    });

    it('sends no request when the reader found every field', async () => {
      const complete = { ...draft, ingredients: ['4 chicken thighs'], servings: 4 };
      expect(await provider().completeDraft(complete, pageText)).toEqual(complete);
      expect(standIn.requests).toHaveLength(0);
    });
  });

  it('sends a photo as an image_url content part with a data URL to the vision model', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

    const draft = await provider({ visionModel: 'gpt-4o' }).readRecipeImage({
      bytes,
      contentType: 'image/jpeg',
    });

    expect(draft.name).toBe('Weeknight Lemon Chicken');
    const body = standIn.requests[0]?.body;
    expect(body.model).toBe('gpt-4o');
    expect(body.response_format.json_schema.name).toBe('recipe');
    const parts = body.messages[1].content;
    expect(parts).toContainEqual({
      type: 'image_url',
      image_url: { url: `data:image/jpeg;base64,${bytes.toString('base64')}`, detail: 'high' },
    });
    expect(parts).toContainEqual(expect.objectContaining({ type: 'text' }));
  });

  it('refuses an image format a model cannot read without calling the service', async () => {
    const error = await failureOf(
      provider().readRecipeImage({
        bytes: Buffer.from('%PDF-1.7'),
        contentType: 'application/pdf',
      }),
    );
    expect(error.message).toMatch(/JPEG, PNG/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('generates a recipe image through the images API and decodes the base64 PNG', async () => {
    const image = await provider().generateRecipeImage({
      name: 'Weeknight Lemon Chicken',
      description: null,
      ingredients: ['4 chicken thighs'],
      tags: ['dinner'],
    });

    expect(image.contentType).toBe('image/png');
    expect(image.bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const request = standIn.requests[0];
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    expect(request?.body.prompt).toContain('Weeknight Lemon Chicken');
    expect(request?.body).not.toHaveProperty('response_format');
  });

  it('organizes a shopping list with the admin instructions and a category enum', async () => {
    const items = await provider().organizeShoppingList(
      [{ name: ' Rice ', quantity: '1 kg', category: '' }],
      'Merge duplicates.',
    );

    expect(items).toEqual([{ name: 'rice', quantity: '1 kg', category: 'Pantry' }]);
    const body = standIn.requests[0]?.body;
    expect(body.response_format.json_schema.name).toBe('shopping_list');
    expect(
      body.response_format.json_schema.schema.properties.items.items.properties.category.enum,
    ).toEqual(['Produce', 'Meat', 'Dairy', 'Pantry', 'Bakery', 'Frozen', 'Other']);
    expect(body.messages[0].content).toContain('Merge duplicates.');
  });

  it('does not call the service for an empty shopping list', async () => {
    expect(await provider().organizeShoppingList([], 'Merge duplicates.')).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
  });

  it('rejects an answer that is not JSON', async () => {
    standIn.state.failure = 'invalid-json';
    const error = await failureOf(provider().readRecipeText('some recipe'));
    expect(error.message).toBe('The AI service gave an answer we could not use. Please try again.');
  });

  it('rejects JSON that does not match the schema', async () => {
    standIn.state.failure = 'invalid-shape';
    const error = await failureOf(provider().readRecipeText('some recipe'));
    expect(error.detail).toMatch(/servings/);
  });

  it('rejects a shopping answer with a category outside the seven', async () => {
    standIn.state.chatContent = JSON.stringify({
      items: [{ name: 'rice', quantity: '1 kg', category: 'Grains' }],
    });
    await failureOf(
      provider().organizeShoppingList([{ name: 'rice', quantity: '1 kg', category: '' }], ''),
    );
  });

  it('turns a rejected key (401) into an upstream error that never shows the key', async () => {
    standIn.state.failure = 'unauthorized';
    const error = await failureOf(provider().readRecipeText('some recipe'));
    expect(error).not.toBeInstanceOf(AiTimeoutError);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/API key/);
    expect(`${error.message} ${error.detail}`).not.toMatch(/sk-test|1234/);
    expect(error.detail).toContain('invalid_api_key');
  });

  it('turns rate limiting (429) into a try-again-later upstream error', async () => {
    standIn.state.failure = 'rate-limited';
    const error = await failureOf(provider().readRecipeText('some recipe'));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/busy.*try again/i);
  });

  it('tells an exhausted quota (429 insufficient_quota) apart from rate limiting', async () => {
    standIn.state.failure = 'quota-exceeded';
    const error = await failureOf(
      provider().generateRecipeImage({ name: 'x', description: null, ingredients: [], tags: [] }),
    );
    expect(error.message).toMatch(/quota/);
  });

  it('turns a server error (500) into an upstream error', async () => {
    standIn.state.failure = 'server-error';
    const error = await failureOf(
      provider().organizeShoppingList([{ name: 'rice', quantity: '', category: '' }], ''),
    );
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'The AI service had an internal problem (HTTP 500). Please try again later.',
    );
  });

  it('gives up with a timeout error when the service is too slow', async () => {
    standIn.state.delayMs = 1_500;
    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 200 }).readRecipeText('some recipe'));
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('reports an unreachable service as an upstream error', async () => {
    const unreachable = createOpenAiProvider({
      apiKey,
      baseUrl: 'http://127.0.0.1:9/v1',
      maxRetries: 0,
    });
    const error = await failureOf(unreachable.readRecipeText('some recipe'));
    expect(error.message).toMatch(/Could not reach/);
  });
});

describe('createAiProvider', () => {
  const local = { parseText: () => ({}) as RecipeDraft, recognizeImage: async () => '' };

  it('picks openai when an API key is set', async () => {
    const picked = createAiProvider({ apiKey, baseUrl: standIn.baseUrl, maxRetries: 0 }, local);
    expect(picked.name).toBe('openai');
    await picked.readRecipeText('some recipe');
    expect(standIn.requests).toHaveLength(1);
  });

  it('picks the local provider without a key (or with a blank one)', () => {
    expect(createAiProvider({}, local).name).toBe('local');
    expect(createAiProvider({ apiKey: '  ', baseUrl: standIn.baseUrl }, local).name).toBe('local');
  });
});

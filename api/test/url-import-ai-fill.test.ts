import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../src/ai/providers/openai-provider.ts';
import { createRecipeIntelligence } from '../src/ai/recipe-intelligence.ts';
import { createPageReader } from '../src/ai/url-import/page-reader.ts';
import { startOpenAiStandIn } from './openai-stand-in.ts';

const ingredientsOnly = readFileSync(
  new URL('./fixtures/partial-recipe-pages/ingredients-only.html', import.meta.url),
  'utf8',
);
const pageUrl = 'https://crumbjar.example/lemon-drizzle';

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

const pageReader = createPageReader();

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await Promise.all([standIn.close(), pageReader.close()]);
});
beforeEach(() => standIn.reset());

function intelligence() {
  return createRecipeIntelligence({
    provider: createOpenAiProvider({
      apiKey: 'sk-test-abcdefghijklmnop1234',
      baseUrl: standIn.baseUrl,
      maxRetries: 0,
    }),
    recipePrompt: async () => '',
    allowPrivateImportUrls: false,
    logger: pino({ level: 'silent' }),
    fetchPage: async (url) => ({
      body: Buffer.from(ingredientsOnly),
      contentType: 'text/html; charset=utf-8',
      finalUrl: url,
    }),
    pageReader,
  });
}

describe('URL import with an AI key', () => {
  it("asks the model only for what the page reader missed, with the page's text", async () => {
    standIn.state.chatContent = JSON.stringify({
      instructions: [],
      servings: null,
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      totalTimeMinutes: null,
      tags: ['dessert', 'lemon'],
    });

    const draft = await intelligence().readPage(pageUrl, async () => {});

    const body = standIn.requests[0]?.body;
    const asked = Object.keys(body.response_format.json_schema.schema.properties).sort();
    // Name, description and ingredients were on the page: not asked for.
    expect(asked).toEqual([
      'cookTimeMinutes',
      'instructions',
      'prepTimeMinutes',
      'servings',
      'tags',
      'totalTimeMinutes',
    ]);
    expect(body.messages[1].content).toContain('225 g unsalted butter, softened');
    expect(draft.name).toBe("Grandma's Lemon Drizzle Cake");
    expect(draft.ingredients).toHaveLength(6);
    expect(draft.tags).toEqual(['dessert', 'lemon']);
  });

  it('does not save steps or servings whose figures the page does not have', async () => {
    standIn.state.chatContent = JSON.stringify({
      instructions: [
        'Heat the oven to 180C.',
        'Beat the butter and sugar, add the eggs and flour.',
        'Bake for 45 minutes.',
      ],
      servings: 10,
      prepTimeMinutes: null,
      cookTimeMinutes: 45,
      totalTimeMinutes: null,
      tags: [],
    });

    const draft = await intelligence().readPage(pageUrl, async () => {});

    // The page never mentions an oven, 45 minutes or 10 servings: the made-up method is dropped,
    // and the import then asks the cook for the steps instead.
    expect(draft.instructions).toEqual([]);
    expect(draft.servings).toBeNull();
    expect(draft.cookTimeMinutes).toBeNull();
    expect(draft.ingredients).toContain('225 g caster sugar');
  });
});

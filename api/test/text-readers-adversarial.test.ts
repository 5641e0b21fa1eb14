import { describe, expect, it } from 'vitest';
import { respond } from '../src/ai/chat/local/respond.ts';
import { detectLanguage } from '../src/ai/food/detect-language.ts';
import { parseIngredientLine } from '../src/ai/food/ingredient-line.ts';
import { computeNutrition } from '../src/ai/nutrition/compute-nutrition.ts';
import {
  organizeShoppingListLocally,
  parseAmount,
} from '../src/ai/providers/local-shopping-organizer.ts';
import { readShoppingLine } from '../src/ai/shopping-line.ts';
import { inferTags } from '../src/ai/text-import/infer-tags.ts';
import { parseRecipeText } from '../src/ai/text-import/parse-recipe-text.ts';
import { parseDuration } from '../src/ai/text-import/times.ts';
import { readServings } from '../src/ai/text-import/yields.ts';
import { parseDurationMinutes } from '../src/ai/url-import/durations.ts';
import { parseServings } from '../src/ai/url-import/yields.ts';
import { chatToolSpecs } from '../src/modules/chat/chat-tools.ts';
import { makeRecipe } from './chat-local-harness.ts';

/**
 * Every reader of a cook's text, fed 20,000 characters built to make a backtracking pattern
 * quadratic: digit runs, repeated keywords, nested brackets. A linear reader takes a few
 * milliseconds; the quadratic ones this guards against took seconds (19,999 digits held the
 * server about 3 s in the chat's readers). The bound sits far above the first and far below the
 * second, so a loaded machine cannot fail it and a quadratic pattern cannot pass it.
 */
const length = 20_000;
const boundMs = 250;

const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const adversarialInputs: Record<string, string> = {
  'digit run': '1'.repeat(length - 1),
  'spaced digits': fill('1 '),
  'decimal chain': fill('1.'),
  'fraction chain': fill('1/'),
  'negative chain': fill('-1'),
  'time chain': fill('1:'),
  'letters and digits': fill('a1'),
  'repeated unit': fill('cup '),
  'repeated unit letter': fill('g '),
  'repeated conversion': fill('convert 2 cups to grams '),
  'repeated how many': fill('how many grams in '),
  'repeated degrees': fill('1 degrees '),
  'repeated search': fill('find recipes with '),
  'repeated minutes': fill('minutes '),
  'repeated serves': fill('serves '),
  'repeated scaling': fill('scale to 4 servings double '),
  'repeated multiplier': fill('2x '),
  'repeated amount after food': fill('eggs 3 '),
  'ISO duration chain': `PT${fill('1H')}`,
  'nested brackets': `${'('.repeat(length / 2 - 4)}1 cup${')'.repeat(length / 2 - 4)}`,
  'unclosed brackets': fill('['),
  'nested quantity brackets': fill('((1 cup) '),
  'comma list': fill('a, '),
  'line breaks': fill('a\n'),
  'blank lines': fill('\n'),
  'spaces then a word': `${' '.repeat(length - 1)}x`,
  dashes: fill('-'),
  'unicode fractions': fill('½'),
  emoji: fill('🍅'),
};

const openRecipe = makeRecipe({
  id: 7,
  name: 'Pancakes',
  servings: 4,
  ingredients: ['2 cups flour', '2 eggs', '1 1/2 cups milk'],
  instructions: ['Whisk everything.', 'Fry for 2 minutes a side.'],
});

const chatRequest = (content: string, recipe: typeof openRecipe | null) => ({
  system: '',
  messages: [{ role: 'user' as const, content }],
  tools: chatToolSpecs(),
  recipe,
  signal: new AbortController().signal,
});

const readers: Record<string, (text: string) => unknown> = {
  'assistant, no recipe open': (text) => respond(chatRequest(text, null)),
  'assistant, recipe open': (text) => respond(chatRequest(text, openRecipe)),
  'pasted recipe text': (text) => parseRecipeText(text),
  'ingredient line': (text) => parseIngredientLine(text),
  'shopping line': (text) => readShoppingLine(text, 'en'),
  'shopping amount': (text) => parseAmount(text),
  'shopping list organizer': (text) =>
    organizeShoppingListLocally([{ name: text, quantity: text, category: 'Other' }]),
  nutrition: (text) => computeNutrition([text], 1),
  'page duration': (text) => parseDurationMinutes(text),
  'page servings': (text) => parseServings(text),
  'text duration': (text) => parseDuration(text),
  'text servings': (text) => readServings(text),
  language: (text) => detectLanguage([text]),
  tags: (text) =>
    inferTags({
      name: text,
      description: text,
      ingredients: [text],
      instructions: [text],
      servings: null,
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      totalTimeMinutes: null,
      imageUrl: null,
      sourceUrl: null,
      tags: [],
    }),
};

describe('text readers under adversarial input', () => {
  for (const [readerName, read] of Object.entries(readers)) {
    it(`${readerName} reads each 20,000-character input within ${boundMs} ms`, () => {
      // Loads the reader's tables and compiles its patterns, which is not what is measured.
      read('2 cups flour');
      const slow: string[] = [];
      for (const [inputName, input] of Object.entries(adversarialInputs)) {
        const started = performance.now();
        read(input);
        const elapsed = performance.now() - started;
        if (elapsed > boundMs) slow.push(`${inputName}: ${Math.round(elapsed)} ms`);
      }
      expect(slow).toEqual([]);
    });
  }

  it('answers a message of 19,999 digits in under 50 ms', () => {
    respond(chatRequest('hello', null));
    const digits = '7'.repeat(19_999);
    const started = performance.now();
    respond(chatRequest(digits, null));
    respond(chatRequest(digits, openRecipe));
    expect((performance.now() - started) / 2).toBeLessThan(50);
  });
});

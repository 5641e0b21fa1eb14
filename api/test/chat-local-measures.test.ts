import { describe, expect, it } from 'vitest';
import { readConversionRequest } from '../src/ai/chat/local/conversion-request.ts';
import { textChunks } from '../src/ai/chat/local/local-chat-model.ts';
import { scaleIngredientLines } from '../src/ai/chat/local/scaling.ts';
import { durationsIn, timerLine } from '../src/ai/chat/local/timers.ts';
import { convertUnits } from '../src/ai/chat/local/unit-conversion.ts';

function resultOf(request: Parameters<typeof convertUnits>[0]): number {
  const outcome = convertUnits(request);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.result;
}

const within2Percent = (value: number, expected: number) =>
  expect(Math.abs(value - expected) / expected).toBeLessThanOrEqual(0.02);

describe('convertUnits', () => {
  it('weighs a cup of flour like the USDA tables (120–125 g)', () => {
    const flour = resultOf({ amount: 1, from: 'cup', to: 'g', ingredient: 'flour' });
    expect(flour).toBeGreaterThanOrEqual(120);
    expect(flour).toBeLessThanOrEqual(125);
    expect(convertUnits({ amount: 1, from: 'cup', to: 'g', ingredient: 'flour' })).toEqual({
      amount: 1,
      from: 'cup',
      to: 'g',
      result: 125,
      text: '1 cup flour ≈ 125 g',
    });
  });

  it.each([
    [{ amount: 350, from: '°F', to: '°C' }, 176.7],
    [{ amount: 350, from: 'F', to: 'celsius' }, 176.7],
    [{ amount: 180, from: 'C', to: 'F' }, 356],
    [{ amount: 220, from: 'degrees celsius', to: 'fahrenheit' }, 428],
    [{ amount: 2, from: 'tbsp', to: 'g', ingredient: 'butter' }, 28.4],
    [{ amount: 1, from: 'stick', to: 'grams', ingredient: 'butter' }, 113],
    [{ amount: 1, from: 'cup', to: 'g', ingredient: 'granulated sugar' }, 200],
    [{ amount: 500, from: 'g', to: 'cups', ingredient: 'flour' }, 4],
    [{ amount: 1, from: 'cup', to: 'ml' }, 236.6],
    [{ amount: 1, from: 'cup', to: 'tablespoons' }, 16],
    [{ amount: 1, from: 'lb', to: 'kg' }, 0.4536],
    [{ amount: 100, from: 'g', to: 'oz' }, 3.527],
    [{ amount: 2, from: 'eggs', to: 'g' }, 100],
  ])('converts %j', (request, expected) => {
    within2Percent(resultOf(request), expected);
  });

  // The food identity nutrition and the shopping list use: the same food in any language.
  it.each([
    ['how many grams in a cup of flour', '1 cup flour ≈ 125 g'],
    ['how many grams in 2 cups of sugar', '2 cups sugar ≈ 400 g'],
    ['grams in 2 cups of sugar', '2 cups sugar ≈ 400 g'],
    ['ml in 200 g of honey?', '200 g honey ≈ 140 ml'],
    ['how many grams in 2 tbsp butter', '2 tbsp butter ≈ 28.4 g'],
    ['how many grams in a cup of milk', '1 cup milk ≈ 244 g'],
    ['how many ml in 200 g of honey', '200 g honey ≈ 140 ml'],
    ['how many grams in a cup of rice', '1 cup rice ≈ 185 g'],
    ['how many grams in a cup of Mehl', '1 cup mehl ≈ 125 g'],
    ['how many grams in 2 Tassen Zucker', '2 cups zucker ≈ 400 g'],
    ['how many ml in 200 g Honig', '200 g honig ≈ 140 ml'],
    ['how many grams in a cup of farine', '1 cup farine ≈ 125 g'],
    ['how many grams in 2 tbsp beurre', '2 tbsp beurre ≈ 28.4 g'],
    ['how many grams in a cup of harina', '1 cup harina ≈ 125 g'],
    // Asked in the other languages the reader knows.
    ['Wie viel Gramm sind eine Tasse Mehl?', '1 cup mehl ≈ 125 g'],
    ['Wie viele Gramm hat ein Esslöffel Butter?', '1 tbsp butter ≈ 14.2 g'],
    ['Wie viel wiegt eine Tasse Zucker?', '1 cup zucker ≈ 200 g'],
    ['Combien de grammes y a-t-il dans 2 cuillères à soupe de beurre ?', '2 tbsp beurre ≈ 28.4 g'],
    ['Combien pèse une tasse de sucre ?', '1 cup sucre ≈ 200 g'],
    ['¿Cuántos gramos hay en una taza de harina?', '1 cup harina ≈ 125 g'],
    ['¿Cuánto pesa una taza de azúcar?', '1 cup azúcar ≈ 200 g'],
    ['Quanti grammi in una tazza di zucchero?', '1 cup zucchero ≈ 200 g'],
    ['Quantos gramas tem uma xícara de farinha?', '1 cup farinha ≈ 125 g'],
    ['Hoeveel gram is een kopje bloem?', '1 cup bloem ≈ 125 g'],
    ['Hur mycket väger en dl socker?', '1 dl socker ≈ 84.5 g'],
    ['Hvor mange gram er en kop mel?', '1 cup mel ≈ 125 g'],
  ])('answers "%s" from the food identity', (question, answer) => {
    const request = readConversionRequest(question);
    if (!request) throw new Error(`not read as a conversion: ${question}`);
    expect(convertUnits(request)).toMatchObject({ text: answer });
  });

  it('takes no other question in those languages for a conversion', () => {
    for (const question of [
      '¿Cuántos minutos en el horno?',
      'Wie viele Personen sind das?',
      'Hvor mange personer er det til?',
      'Combien de temps dans le four ?',
    ]) {
      expect(readConversionRequest(question), question).toBeNull();
    }
  });

  it('says what is missing instead of guessing', () => {
    expect(convertUnits({ amount: 1, from: 'cup', to: 'g' })).toEqual({
      error:
        'Say which ingredient: a cup of flour and a cup of sugar weigh differently (for example "1 cup of flour").',
    });
    expect(convertUnits({ amount: 1, from: 'cup', to: 'g', ingredient: 'moon dust' })).toEqual({
      error: "I don't know how much moon dust weighs, so I can't convert it by volume.",
    });
    expect(convertUnits({ amount: 1, from: 'cup', to: '°C' })).toEqual({
      error: 'A temperature converts only to another temperature (°F or °C).',
    });
    expect(convertUnits({ amount: 1, from: 'smidgen', to: 'g', ingredient: 'salt' })).toEqual({
      error:
        'I don\'t know the unit "smidgen". Try cup, tbsp, tsp, g, kg, ml, l, oz, lb, °F or °C.',
    });
  });
});

describe('scaleIngredientLines', () => {
  const lines = [
    '1 1/2 cups all-purpose flour, sifted',
    '½ tsp salt',
    '1½ Tbsp sugar',
    '2-3 cloves garlic, minced',
    '1-1/2 cups milk',
    '1 (15 oz) can black beans, drained',
    '2 x 400 g tins tomatoes',
    'a pinch of salt',
    '3 large eggs',
    '1 onion, chopped',
    'Juice of 1 lemon',
    '400g spaghetti',
    'Salt and pepper to taste',
    'For the sauce:',
  ];

  it('doubles amounts, fractions and ranges, and the words that follow them', () => {
    expect(scaleIngredientLines(lines, 4, 8)).toEqual([
      '3 cups all-purpose flour, sifted',
      '1 tsp salt',
      '3 Tbsp sugar',
      '4-6 cloves garlic, minced',
      '3 cups milk',
      '2 (15 oz) cans black beans, drained',
      '4 x 400 g tins tomatoes',
      '2 pinches of salt',
      '6 large eggs',
      '2 onions, chopped',
      'Juice of 2 lemons',
      '800g spaghetti',
      'Salt and pepper to taste',
      'For the sauce:',
    ]);
  });

  it.each([
    ['3 large eggs', '2 large eggs'],
    ['3 egg whites', '2 egg whites'],
    ['3 Eier', '2 Eier'],
    ['3 Eigelb', '2 Eigelb'],
    ['3 œufs', '2 œufs'],
    ['3 huevos', '2 huevos'],
    ['1 eggplant', '1/2 eggplant'],
  ])('keeps eggs whole in any language: half of "%s" is "%s"', (line, halved) => {
    expect(scaleIngredientLines([line], 4, 2)).toEqual([halved]);
  });

  it('halves into measures a cook can use', () => {
    expect(scaleIngredientLines(lines, 4, 2)).toEqual([
      '3/4 cup all-purpose flour, sifted',
      '1/4 tsp salt',
      '2 1/4 tsp sugar',
      '1 to 1 1/2 cloves garlic, minced',
      '3/4 cup milk',
      '1/2 (15 oz) can black beans, drained',
      '1 x 400 g tins tomatoes',
      '1/2 pinch of salt',
      '2 large eggs',
      '1/2 onion, chopped',
      'Juice of 1/2 lemon',
      '200g spaghetti',
      'Salt and pepper to taste',
      'For the sauce:',
    ]);
  });

  it('scales by odd factors and turns odd cups into spoons', () => {
    expect(
      scaleIngredientLines(['1/4 cup breadcrumbs', '2 tablespoons oil', '250 ml stock'], 4, 6),
    ).toEqual(['6 tbsp breadcrumbs', '3 tablespoons oil', '375 ml stock']);
  });

  it('refuses servings that are not positive', () => {
    expect(() => scaleIngredientLines(lines, 0, 4)).toThrow(RangeError);
  });
});

describe('timers and streaming pieces', () => {
  it('reads durations as steps write them', () => {
    expect(durationsIn('Simmer for 20-25 minutes, then rest 5 min.').map((d) => d.text)).toEqual([
      '20–25 minutes',
      '5 minutes',
    ]);
    expect(durationsIn('Roast for 1 1/2 hours.').map((d) => d.minutes)).toEqual([90]);
    expect(durationsIn('Bake for an hour and 10 minutes.').map((d) => d.text)).toEqual([
      '1 hour 10 minutes',
    ]);
    expect(timerLine('Stir well.')).toBeNull();
    expect(timerLine('Boil for 10 minutes.')).toBe('Timer: 10 minutes');
  });

  it('splits text into word-sized pieces that join back exactly', () => {
    const text = 'Step 1 of 2: Mix.\nTimer: 5 minutes';
    expect(textChunks(text)).toEqual([
      'Step ',
      '1 ',
      'of ',
      '2: ',
      'Mix.\n',
      'Timer: ',
      '5 ',
      'minutes',
    ]);
    expect(textChunks(text).join('')).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { foodNamesOf, ingredientsForStep, keyOf } from './step-ingredients.ts';

describe('foodNamesOf', () => {
  it.each([
    ['2 chicken thighs', ['chicken thighs']],
    ['1 1/2 tbsp olive oil', ['olive oil']],
    ['½ tsp salt', ['salt']],
    ['Black pepper to taste', ['Black pepper']],
    ['2-3 cloves garlic', ['garlic']],
    ['2 cloves garlic, minced', ['garlic']],
    ['1 (14-ounce) can diced tomatoes', ['tomatoes']],
    ['1 14-ounce can chickpeas, drained', ['chickpeas']],
    ['2 cups of all-purpose flour', ['all purpose flour']],
    ['3 large eggs, beaten', ['eggs']],
    ['1 onion, finely chopped', ['onion']],
    ['Salt and pepper to taste', ['Salt', 'pepper']],
    ['salt & pepper', ['salt', 'pepper']],
    ['200 g spaghetti', ['spaghetti']],
    ['Juice of 1 lemon', ['Juice of lemon']],
    ['Fresh basil leaves, for garnish', ['Fresh basil leaves']],
  ])('reads the food in "%s"', (line, names) => {
    expect(foodNamesOf(line)).toEqual(names);
  });
});

describe('keyOf', () => {
  it('folds singular and plural together', () => {
    for (const [singular, plural] of [
      ['tomato', 'tomatoes'],
      ['egg', 'eggs'],
      ['berry', 'berries'],
      ['chili', 'chilies'],
      ['peach', 'peaches'],
      ['clove', 'cloves'],
      ['potato', 'potatoes'],
      ['radish', 'radishes'],
      ['Onion', 'onions'],
    ]) {
      expect(keyOf(singular ?? '')).toBe(keyOf(plural ?? ''));
    }
    expect(keyOf('hummus')).toBe('hummus');
    expect(keyOf('molasses')).toBe(keyOf('molasses'));
  });
});

const chicken = [
  '2 chicken thighs',
  '1 1/2 tbsp olive oil',
  '½ tsp salt',
  'Black pepper to taste',
  '2-3 cloves garlic',
];

describe('ingredientsForStep', () => {
  it('finds the foods a step names, by full name or in short', () => {
    expect(
      ingredientsForStep('Rub the chicken with oil, salt, pepper and garlic.', chicken),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(ingredientsForStep('Heat the oven to 200 °C.', chicken)).toEqual([]);
    expect(ingredientsForStep('Roast for 35 minutes until golden.', chicken)).toEqual([]);
  });

  it('matches singular against plural both ways', () => {
    const lines = ['3 tomatoes', '1 onion', '2 cups blueberries'];
    expect(ingredientsForStep('Halve each tomato and slice the onions.', lines)).toEqual([0, 1]);
    expect(ingredientsForStep('Fold in the blueberry.', lines)).toEqual([2]);
  });

  it('prefers the ingredient named in full when two share a word', () => {
    const lines = ['2 tbsp olive oil', '1 tsp sesame oil', '1 red onion', '4 green onions'];
    expect(ingredientsForStep('Drizzle with the sesame oil.', lines)).toEqual([1]);
    expect(ingredientsForStep('Heat the oil.', lines)).toEqual([0, 1]);
    expect(ingredientsForStep('Scatter the green onions on top.', lines)).toEqual([3]);
    expect(ingredientsForStep('Soften the onion.', lines)).toEqual([2, 3]);
  });

  it('never matches a food by a describing word alone', () => {
    const lines = ['1 tsp black pepper', '1 cup brown sugar', '2 cups all-purpose flour'];
    expect(ingredientsForStep('Add the black beans.', lines)).toEqual([]);
    expect(ingredientsForStep('Cook until brown.', lines)).toEqual([]);
    expect(ingredientsForStep('Mix all the dry ingredients.', lines)).toEqual([]);
    expect(ingredientsForStep('Whisk the flour with the sugar and pepper.', lines)).toEqual([
      0, 1, 2,
    ]);
  });

  it('matches whole words only', () => {
    expect(ingredientsForStep('Stir in the peanuts.', ['1 pea'])).toEqual([]);
    expect(ingredientsForStep('Pour in the milk.', ['2 cups oat milk'])).toEqual([0]);
    expect(ingredientsForStep('Salted water.', ['1 tsp salt'])).toEqual([]);
  });

  it('answers nothing for a recipe without ingredients or a step without words', () => {
    expect(ingredientsForStep('Whisk the eggs.', [])).toEqual([]);
    expect(ingredientsForStep('', ['6 eggs'])).toEqual([]);
  });
});

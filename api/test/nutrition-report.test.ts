import { describe, expect, it } from 'vitest';
import { computeNutrition } from '../src/ai/nutrition/compute-nutrition.ts';
import { matchFood } from '../src/ai/nutrition/food-match.ts';

// Hand arithmetic and code may pick neighbouring USDA measures (a cup of chips is 168 g or
// 182 g); 10 % covers that. Half a gram covers macros near zero.
function expectClose(actual: number, expected: number, label: string): void {
  const tolerance = Math.max(Math.abs(expected) * 0.1, 0.5);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );
}

describe('computeNutrition reporting', () => {
  it('counts "to taste" lines as zero and marks them', () => {
    const result = computeNutrition(
      ['2 cups milk', 'salt and pepper to taste', 'Fresh parsley, for garnish'],
      2,
    );
    expect(result.lines.map((line) => line.status)).toEqual(['matched', 'to-taste', 'to-taste']);
    expect(result.lines[1]).toMatchObject({ grams: 0 });
    // 2 cups whole milk = 488 g x 61 kcal / 100 g = 297.7 kcal, / 2 servings.
    expect(result.perServing.calories).toBe(149);
    expect(result.coverage).toBe(1);
  });

  it('reports unmatched foods and lines without an amount in coverage', () => {
    const result = computeNutrition(
      ['200 g spaghetti', '100 g prosciutto', '1 tbsp chia seeds', 'olive oil', "2 tsp za'atar"],
      1,
    );
    expect(result.lines.map((line) => line.status)).toEqual([
      'matched',
      'unmatched',
      'unmatched',
      'no-quantity',
      'unmatched',
    ]);
    // chia seeds match a food but USDA weighs them only by the ounce: no volume guess.
    expect(result.lines[2]).toMatchObject({ food: { id: '12006' }, detail: 'no-portion' });
    expect(result.coverage).toBe(0.2);
    expect(result.perServing.calories).toBe(742);
  });

  it('treats missing or zero servings as one and says so', () => {
    // 2 slices whole-wheat bread = 64 g x 252 kcal / 100 g = 161.3; 2 tbsp peanut butter = 32 g
    // x 598 = 191.4; total 352.6 kcal, 15.1 P, 18.7 F, 34.5 C.
    const lines = ['2 slices whole wheat bread', '2 tbsp peanut butter'];
    for (const servings of [null, 0]) {
      const result = computeNutrition(lines, servings);
      expect(result.isServingsAssumed).toBe(true);
      expect(result.servings).toBe(1);
      expect(result.perServing).toEqual(result.total);
      expectClose(result.perServing.calories, 353, 'calories');
      expectClose(result.perServing.protein, 15.1, 'protein');
    }
    expect(computeNutrition(lines, 2).isServingsAssumed).toBe(false);
  });

  it('uses a stated can size and reads tins as canned food', () => {
    const result = computeNutrition(
      ['2 x 400g tins chopped tomatoes', '1 (15 oz) can black beans'],
      1,
    );
    expect(result.lines[0]).toMatchObject({ food: { id: '11531' }, grams: 800 });
    expect(result.lines[1]).toMatchObject({ food: { id: '16018' }, grams: 425.2 });
  });

  it('weighs "juice of" lines by what one fruit yields', () => {
    // USDA 09152 lemon juice: "lemon yields" 48 g per lemon.
    expect(computeNutrition(['Juice of 2 lemons'], 1).lines[0]).toMatchObject({
      food: { id: '09152' },
      grams: 96,
    });
  });

  it('weighs liquid cream by its fluid cup, not the whipped one', () => {
    // USDA 01053: "cup, fluid (yields 2 cups whipped)" 238 g; "cup, whipped" is 120 g.
    expect(computeNutrition(['1 cup heavy cream'], 1).lines[0]).toMatchObject({ grams: 238 });
  });

  it('ignores blank lines', () => {
    expect(computeNutrition(['', '  ', '1 egg'], 1).lines).toHaveLength(1);
  });
});

describe('matchFood', () => {
  it.each([
    ['large eggs', '01123'],
    ['extra virgin olive oil', '04053'],
    ['Boneless Skinless Chicken Breasts', '05062'],
    ['finely chopped yellow onions', '11282'],
    ['ground cloves', '02011'],
    ['tomatillos', '11954'],
  ])('maps "%s" to %s', (words, id) => {
    expect(matchFood(words)?.food.id).toBe(id);
  });

  it('prefers the longest alias', () => {
    expect(matchFood('unsalted butter')?.food.description).toMatch(/without salt/);
  });

  it('leaves foods without a confident match unmatched', () => {
    expect(matchFood('prosciutto')).toBeNull();
    expect(matchFood('garam masala')).toBeNull();
    expect(matchFood('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { computeNutrition } from '../src/ai/nutrition/compute-nutrition.ts';

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
      ['200 g spaghetti', '100 g nduja', '1 tbsp chia seeds', 'olive oil', '2 tsp dukkah'],
      1,
    );
    expect(result.lines.map((line) => line.status)).toEqual([
      'matched',
      'unmatched',
      'matched',
      'no-quantity',
      'unmatched',
    ]);
    // Chia seeds, which USDA weighs only by the ounce, count by the density of seeds.
    expect(result.lines[2]).toMatchObject({ food: { id: '12006' }, detail: 'density of the food' });
    expect(result.coverage).toBe(0.4);
    expect(result.counted).toBe(2);
    expect(result.countable).toBe(5);
    expect(result.notCounted).toEqual(['100 g nduja', 'olive oil', '2 tsp dukkah']);
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

  it("names each counted line's food as the cook wrote it when it is one of its names", () => {
    const lines = computeNutrition(['1 Becher Sahne', '200 g rote Linsen', '400 g Penne'], 4, {
      language: 'de',
    }).lines;
    expect(lines.map((line) => line.identity?.name)).toEqual(['Sahne', 'Rote Linsen', 'Penne']);
    // A line in other words is named by the food's usual name.
    expect(computeNutrition(['2 cups whole milk'], 1).lines[0]?.identity?.name).toBe('whole milk');
  });

  it('ignores blank lines', () => {
    expect(computeNutrition(['', '  ', '1 egg'], 1).lines).toHaveLength(1);
  });
});

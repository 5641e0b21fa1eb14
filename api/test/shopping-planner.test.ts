import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../src/ai/providers/ai-provider.ts';
import { createShoppingIntelligence } from '../src/ai/shopping-planner.ts';

const planner = createShoppingIntelligence({} as AiProvider);
const plan = (recipes: string[][]) =>
  planner.plan(
    [],
    recipes.flatMap((lines, index) => lines.map((line) => ({ line, recipeId: index + 1 }))),
  );

describe('shopping items from recipe lines', () => {
  it("names a German recipe's food in German, without units, on its shelf", () => {
    const items = plan([['1 TL Kreuzkümmel', '2 EL Olivenöl', '500 g Kartoffeln', '200 ml Sahne']]);
    expect(items).toContainEqual(
      expect.objectContaining({ name: 'Kreuzkümmel', quantity: '1 tsp', category: 'Pantry' }),
    );
    // Named as the cook wrote it, in the plural.
    expect(items.find((item) => item.name === 'Kartoffeln')).toMatchObject({ category: 'Produce' });
    expect(items.map((item) => item.name).join(' ')).not.toMatch(/\b(tl|el|g|ml)\b/i);
  });

  it('merges milk in cups and in millilitres into one item', () => {
    const items = plan([['2 cups milk'], ['250 ml milk']]);
    const milk = items.filter((item) => item.name === 'milk');
    expect(milk).toHaveLength(1);
    expect(milk[0]).toMatchObject({ quantity: '723 ml', category: 'Dairy', recipeIds: [1, 2] });
  });

  it('adds counted onions however the line describes them', () => {
    const items = plan([['1 onion', '2 onions, diced']]);
    expect(items.filter((item) => item.name === 'onion')).toEqual([
      expect.objectContaining({ quantity: '3', category: 'Produce' }),
    ]);
  });

  it('merges the same food across languages and keeps what cannot be added', () => {
    const items = plan([['1 cup sugar'], ['100 g Zucker'], ['2 Prisen Zucker']]);
    const sugar = items.filter((item) => /sugar|zucker/i.test(item.name));
    expect(sugar).toHaveLength(1);
    // 1 cup (200 g by USDA's cup of sugar) + 100 g + two pinches.
    expect(sugar[0]).toMatchObject({ name: 'sugar', category: 'Pantry', recipeIds: [1, 2, 3] });
    expect(sugar[0]?.quantity).toMatch(/^30\d g$/);
  });

  it('writes more than one of a unit in the plural, and reads it back when merging again', () => {
    const items = plan([
      ['2 cloves garlic', '1 bunch parsley', '1 bunch parsley'],
      ['1 clove garlic'],
    ]);
    expect(items.find((item) => item.name === 'garlic')?.quantity).toBe('3 cloves');
    expect(items.find((item) => item.name === 'parsley')?.quantity).toBe('2 bunches');
    const again = planner.plan(
      items.map((item) => ({ ...item, recipeIds: [], sourceIds: [] })),
      [{ line: '1 clove garlic', recipeId: 3 }],
    );
    expect(again.find((item) => item.name === 'garlic')?.quantity).toBe('4 cloves');
  });

  it('files the traps on the right shelf', () => {
    const items = plan([['1 red bell pepper', '1 can butter beans', '1 pint vanilla ice cream']]);
    expect(items.map((item) => [item.name, item.category])).toEqual([
      ['red bell pepper', 'Produce'],
      ['butter beans', 'Pantry'],
      ['vanilla ice cream', 'Frozen'],
    ]);
  });
});

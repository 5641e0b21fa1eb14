import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  parseAmount,
  parseLeadingQuantity,
  scaleIngredient,
} from './scale-quantity.ts';

describe('parseAmount', () => {
  it.each([
    ['2', 2],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['1⁄3', 1 / 3],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['1,5', 1.5],
    ['1,000', 1000],
  ])('reads %s as %d', (text, value) => {
    expect(parseAmount(text)?.value).toBeCloseTo(value, 6);
  });

  it('rejects a fraction over zero and text that is no number', () => {
    expect(parseAmount('1/0')).toBeNull();
    expect(parseAmount('a few')).toBeNull();
  });
});

describe('parseLeadingQuantity', () => {
  it('keeps the unit and the rest of the line apart from the amount', () => {
    expect(parseLeadingQuantity('2 cups flour')).toMatchObject({
      lead: '',
      amount: { value: 2 },
      upper: null,
      rest: ' cups flour',
    });
  });

  it('reads a range with its separator as written', () => {
    const parsed = parseLeadingQuantity('2 to 3 cloves garlic');
    expect(parsed?.amount.value).toBe(2);
    expect(parsed?.upper?.value).toBe(3);
    expect(parsed?.separator).toBe(' to ');
  });

  it('finds no amount in a line without one', () => {
    expect(parseLeadingQuantity('Salt and pepper to taste')).toBeNull();
    expect(parseLeadingQuantity('')).toBeNull();
  });

  it('does not take a size such as 12-ounce for a count', () => {
    expect(parseLeadingQuantity('12-ounce package cream cheese')).toBeNull();
  });
});

describe('formatQuantity', () => {
  it('writes kitchen fractions in the style the recipe used', () => {
    expect(formatQuantity(1.5, 'vulgar')).toBe('1½');
    expect(formatQuantity(1.5, 'slash')).toBe('1 1/2');
    expect(formatQuantity(0.75, 'slash')).toBe('3/4');
    expect(formatQuantity(2 / 3, 'vulgar')).toBe('⅔');
    expect(formatQuantity(0.375, 'vulgar')).toBe('⅜');
  });

  it('keeps decimals for a recipe written in decimals', () => {
    expect(formatQuantity(2.25, 'decimal')).toBe('2.25');
    expect(formatQuantity(3, 'decimal')).toBe('3');
    expect(formatQuantity(0.75, 'decimal-comma')).toBe('0,75');
  });

  it('rounds large amounts to whole numbers and keeps thousands separators', () => {
    expect(formatQuantity(200 / 3, 'vulgar')).toBe('67');
    expect(formatQuantity(333.33, 'vulgar')).toBe('333');
    expect(formatQuantity(2000, 'grouped')).toBe('2,000');
  });

  it('falls back to a short decimal when no kitchen fraction is close', () => {
    expect(formatQuantity(0.1, 'vulgar')).toBe('0.1');
    expect(formatQuantity(1.2, 'vulgar')).toBe('1.2');
  });
});

describe('scaleIngredient', () => {
  it.each([
    ['2 cups flour', 2, '4 cups flour'],
    ['1/2 cup sugar', 2, '1 cup sugar'],
    ['1 1/2 cups milk', 2, '3 cups milk'],
    ['1 1/2 cups milk', 0.5, '3/4 cups milk'],
    ['½ tsp salt', 3, '1½ tsp salt'],
    ['1½ tbsp butter', 2, '3 tbsp butter'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['2 – 3 cloves garlic', 0.5, '1 – 1½ cloves garlic'],
    ['1/2-1 cup water', 2, '1-2 cup water'],
    ['1.5 kg potatoes', 3, '4.5 kg potatoes'],
    ['250g butter', 1.5, '375g butter'],
    ['3 eggs', 1 / 3, '1 eggs'],
    ['1 (14-ounce) can tomatoes', 2, '2 (14-ounce) can tomatoes'],
    ['1,000 g flour', 2, '2,000 g flour'],
    ['  2 onions', 2, '  4 onions'],
    ['4 chicken thighs', 0.75, '3 chicken thighs'],
  ])('scales "%s" by %d to "%s"', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('leaves a line without an amount alone', () => {
    expect(scaleIngredient('Salt to taste', 2)).toBe('Salt to taste');
    expect(scaleIngredient('A handful of basil', 3)).toBe('A handful of basil');
    expect(scaleIngredient('12-ounce package cream cheese', 2)).toBe(
      '12-ounce package cream cheese',
    );
  });

  it('returns the line unchanged at factor 1 or a factor that makes no sense', () => {
    expect(scaleIngredient('1 1/2 cups milk', 1)).toBe('1 1/2 cups milk');
    expect(scaleIngredient('2 cups', 0)).toBe('2 cups');
    expect(scaleIngredient('2 cups', Number.NaN)).toBe('2 cups');
  });
});

import { limits } from '@app/schema';
import { describe, expect, it } from 'vitest';
import { importedRecipeInput } from './imported-recipe-input.ts';
import type { DraftRecipe } from './recipe-intelligence.ts';

const draft = (changes: Partial<DraftRecipe>): DraftRecipe => ({
  name: 'Soup',
  description: null,
  ingredients: ['1 leek'],
  instructions: ['Simmer.'],
  servings: 4,
  prepTimeMinutes: 10,
  cookTimeMinutes: 20,
  totalTimeMinutes: 30,
  imageUrl: null,
  sourceUrl: null,
  tags: [],
  ...changes,
});

describe('importedRecipeInput', () => {
  it('keeps a recipe within the limits as it was read', () => {
    expect(importedRecipeInput(draft({ sourceUrl: 'https://example.com/soup' }))).toMatchObject({
      name: 'Soup',
      ingredients: ['1 leek'],
      prepTime: 10,
      servings: 4,
      sourceUrl: 'https://example.com/soup',
    });
  });

  it('cuts long texts and lines and keeps the first lines that fit', () => {
    const input = importedRecipeInput(
      draft({
        name: ` ${'n'.repeat(limits.name + 5)}`,
        description: 'd'.repeat(limits.description + 1),
        ingredients: [
          '',
          '   ',
          ...Array.from({ length: 400 }, (_, i) => `${i} g ${'x'.repeat(3000)}`),
        ],
        tags: ['t'.repeat(limits.tag + 1), ...Array.from({ length: 60 }, (_, i) => `tag ${i}`)],
      }),
    );
    expect(input.name).toHaveLength(limits.name);
    expect(input.description).toHaveLength(limits.description);
    expect(input.ingredients).toHaveLength(limits.lines);
    expect(input.ingredients?.[0]?.startsWith('0 g x')).toBe(true);
    expect(input.ingredients?.every((line) => line.length === limits.line)).toBe(true);
    expect(input.tags).toHaveLength(limits.tags);
    expect(input.tags?.[0]).toHaveLength(limits.tag);
  });

  it('drops NUL and replaces a lone surrogate half, which the database cannot store', () => {
    const input = importedRecipeInput(
      draft({
        name: 'Pan\u0000cakes \ud83e',
        ingredients: ['2 eggs\u0000', '\udc00 flour', '🥚 whole'],
        sourceUrl: 'https://example.com/a\u0000b',
      }),
    );
    expect(input.name).toBe('Pancakes \ufffd');
    expect(input.ingredients).toEqual(['2 eggs', '\ufffd flour', '🥚 whole']);
    expect(input.sourceUrl).toBeNull();
  });

  it('never cuts an emoji in half', () => {
    const line = `${'a'.repeat(limits.line - 1)}🥕 carrots`;
    expect(importedRecipeInput(draft({ ingredients: [line] })).ingredients).toEqual([
      'a'.repeat(limits.line - 1),
    ]);
  });

  it('leaves out numbers out of range and links a recipe may not keep', () => {
    expect(
      importedRecipeInput(
        draft({
          prepTimeMinutes: limits.minutes + 1,
          cookTimeMinutes: -5,
          totalTimeMinutes: 12.4,
          servings: limits.servings + 1,
          sourceUrl: 'javascript:alert(1)',
          imageUrl: `https://example.com/${'p'.repeat(limits.url)}`,
        }),
      ),
    ).toMatchObject({
      prepTime: 0,
      cookTime: null,
      totalTime: 12,
      servings: 0,
      sourceUrl: null,
      imageUrl: null,
      sourceImageUrl: null,
    });
  });
});

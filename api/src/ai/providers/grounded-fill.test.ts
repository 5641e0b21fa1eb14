import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../recipe-draft.ts';
import { emptyFields, keepGrounded, numbersIn } from './grounded-fill.ts';

describe('numbersIn', () => {
  it('reads figures, decimal commas, vulgar fractions and small number words', () => {
    expect([...numbersIn('1½ cups, 1,5 l, two eggs, 180°C')].sort()).toEqual([
      '1',
      '1.5',
      '180',
      '2',
    ]);
  });
});

describe('keepGrounded', () => {
  const page = 'Serves 6. Bake for 1 hour 15 minutes. 250 g flour, ½ tsp salt, 3 eggs.';

  it('keeps lists and numbers the page writes', () => {
    const fill = {
      ingredients: ['250 g flour', '1/2 tsp salt', '3 eggs'],
      servings: 6,
      cookTimeMinutes: 75,
      totalTimeMinutes: 60,
    };
    expect(keepGrounded(fill, page)).toEqual(fill);
  });

  it('drops a list with one made-up quantity, and numbers the page does not write', () => {
    expect(
      keepGrounded(
        { ingredients: ['250 g flour', '100 g butter'], servings: 4, prepTimeMinutes: 20 },
        page,
      ),
    ).toEqual({ ingredients: [], servings: null, prepTimeMinutes: null });
  });
});

describe('emptyFields', () => {
  it('names only the fields a model may fill, never the picture or the address', () => {
    expect(emptyFields({ ...emptyDraft(), name: 'Soup', ingredients: ['1 leek'] })).toEqual([
      'description',
      'instructions',
      'servings',
      'prepTimeMinutes',
      'cookTimeMinutes',
      'totalTimeMinutes',
      'tags',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  countLine,
  emptyMessage,
  noFavoritesMessage,
  noMatchMessage,
  noRecipesMessage,
  noTilesMessage,
} from './browse-messages.ts';

describe('countLine', () => {
  it('says recipe for one and recipes otherwise', () => {
    expect(countLine(1, null)).toBe('1 recipe found');
    expect(countLine(0, null)).toBe('0 recipes found');
    expect(countLine(12, null)).toBe('12 recipes found');
  });

  it('adds the category when one is chosen', () => {
    expect(countLine(3, 'Breakfast')).toBe('3 recipes found in Breakfast');
  });
});

describe('the four empty messages', () => {
  it('are the spec texts', () => {
    expect(noTilesMessage('tags')).toBe('No tags available yet. Add some recipes to get started!');
    expect(noTilesMessage('courses')).toBe(
      'No courses available yet. Add some recipes to get started!',
    );
    expect(noMatchMessage('  xyz ', null)).toBe('No recipes found matching "xyz"');
    expect(noMatchMessage('xyz', 'Dinner')).toBe('No recipes found matching "xyz" in Dinner');
    expect(noFavoritesMessage).toBe(
      'No favorites yet. Tap the heart on a recipe to add it to Favorites.',
    );
    expect(noRecipesMessage).toBe('No recipes yet. Add your first recipe to get started!');
  });
});

describe('emptyMessage', () => {
  const none = { q: '', categoryName: null, hasSelection: false, isTileGrid: false };

  it('names the search first, with the category', () => {
    expect(emptyMessage({ ...none, filter: 'favorites', q: 'xyz' })).toBe(
      'No recipes found matching "xyz"',
    );
    expect(
      emptyMessage({
        ...none,
        filter: 'courses',
        q: 'xyz',
        categoryName: 'Lunch',
        hasSelection: true,
      }),
    ).toBe('No recipes found matching "xyz" in Lunch');
  });

  it('speaks of favorites on the Favorites tab', () => {
    expect(emptyMessage({ ...none, filter: 'favorites' })).toBe(noFavoritesMessage);
  });

  it('names what an empty tile grid lacks', () => {
    expect(emptyMessage({ ...none, filter: 'tags', isTileGrid: true })).toBe(
      'No tags available yet. Add some recipes to get started!',
    );
  });

  it('says there are no recipes yet for an empty list', () => {
    expect(emptyMessage({ ...none, filter: 'courses' })).toBe(noRecipesMessage);
    expect(emptyMessage({ ...none, filter: 'favorites', hasSelection: true })).toBe(
      noRecipesMessage,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { backLinkFor } from './back-link.ts';

const from = (query: string) => backLinkFor(new URLSearchParams(query));

describe('backLinkFor', () => {
  it('returns to the tag a recipe was opened from', () => {
    expect(from('from=tag&tag=vegan')).toEqual({
      to: '/recipes?tag=vegan',
      label: 'Back to #vegan',
    });
  });

  it('encodes a tag with spaces and symbols', () => {
    expect(from('from=tag&tag=main+course%20%26+sides')).toEqual({
      to: '/recipes?tag=main+course+%26+sides',
      label: 'Back to #main course & sides',
    });
  });

  it('returns to the tag grid when the tag is missing', () => {
    expect(from('from=tag')).toEqual({ to: '/recipes?view=tags', label: 'Back to Tags' });
    expect(from('from=tag&tag=')).toEqual({ to: '/recipes?view=tags', label: 'Back to Tags' });
  });

  it('returns to the recipes screen from a search', () => {
    expect(from('from=search&q=soup')).toEqual({
      to: '/recipes',
      label: 'Back to Search Results',
    });
  });

  it('returns to a category with its filter, named as the course', () => {
    expect(from('from=category&category=breakfast&filter=courses')).toEqual({
      to: '/recipes?category=breakfast&filter=courses',
      label: 'Back to Breakfast',
    });
    expect(from('from=category&category=desserts&filter=recent')).toEqual({
      to: '/recipes?category=desserts&filter=recent',
      label: 'Back to Desserts',
    });
  });

  it('names the default filter when the address leaves it out', () => {
    expect(from('from=category&category=dinner').to).toBe(
      '/recipes?category=dinner&filter=courses',
    );
  });

  it('falls back to My Recipes for a category origin without a category', () => {
    expect(from('from=category')).toEqual({ to: '/recipes', label: 'My Recipes' });
  });

  it('returns to the list view', () => {
    expect(from('from=list')).toEqual({ to: '/recipes?view=list', label: 'Back to Recipe List' });
  });

  it('goes to My Recipes when opened from home or an unknown origin', () => {
    expect(from('')).toEqual({ to: '/recipes', label: 'My Recipes' });
    expect(from('from=elsewhere&tag=vegan')).toEqual({ to: '/recipes', label: 'My Recipes' });
  });
});

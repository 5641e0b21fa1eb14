import { describe, expect, it } from 'vitest';
import { type BrowseParams, parseBrowseParams } from './browse-params.ts';
import { originOf, recipeHref } from './recipe-link.ts';

const base: BrowseParams = { filter: 'courses', view: 'tags', category: null, tag: null, q: '' };

describe('originOf', () => {
  it('is search when there is a search, whatever else is chosen', () => {
    expect(originOf({ ...base, q: 'soup', tag: 'vegan', category: 'dinner' })).toBe('search');
  });

  it('is tag, then category, then list', () => {
    expect(originOf({ ...base, tag: 'vegan', category: 'dinner' })).toBe('tag');
    expect(originOf({ ...base, category: 'dinner' })).toBe('category');
    expect(originOf(base)).toBe('list');
  });

  it('does not count a blank search', () => {
    expect(originOf({ ...base, q: '   ', tag: 'vegan' })).toBe('tag');
  });
});

describe('recipeHref', () => {
  it('carries only the values that are set', () => {
    expect(recipeHref(7, { ...base, view: 'list' })).toBe('/recipe/7?from=list&filter=courses');
    expect(recipeHref(7, { ...base, filter: 'tags', tag: 'vegan' })).toBe(
      '/recipe/7?from=tag&tag=vegan&filter=tags',
    );
    expect(recipeHref(7, { ...base, category: 'breakfast' })).toBe(
      '/recipe/7?from=category&category=breakfast&filter=courses',
    );
  });

  it('encodes the search and the tag', () => {
    const href = recipeHref(12, { ...base, q: ' mac & cheese ', tag: 'comfort food' });
    expect(href).toBe('/recipe/12?from=search&tag=comfort+food&filter=courses&q=mac+%26+cheese');
    const query = new URL(href, 'http://x').searchParams;
    expect(query.get('q')).toBe('mac & cheese');
    expect(query.get('tag')).toBe('comfort food');
  });

  it('round-trips what the recipes screen reads from its address', () => {
    const params = parseBrowseParams(
      new URLSearchParams('filter=favorites&view=list&category=desserts&q=pie'),
    );
    expect(recipeHref(3, params)).toBe(
      '/recipe/3?from=search&category=desserts&filter=favorites&q=pie',
    );
  });
});

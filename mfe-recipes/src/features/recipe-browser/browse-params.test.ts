import { describe, expect, it } from 'vitest';
import { applyBrowseChange, parseBrowseParams } from './browse-params.ts';

describe('parseBrowseParams', () => {
  it('defaults to the courses grid', () => {
    expect(parseBrowseParams(new URLSearchParams())).toEqual({
      filter: 'courses',
      view: 'tags',
      category: null,
      tag: null,
      q: '',
    });
  });

  it('reads every parameter', () => {
    expect(
      parseBrowseParams(
        new URLSearchParams('filter=favorites&view=list&category=Desserts&tag=%20vegan%20&q=pie'),
      ),
    ).toEqual({ filter: 'favorites', view: 'list', category: 'desserts', tag: 'vegan', q: 'pie' });
  });

  it('falls back to defaults for values it does not know', () => {
    expect(
      parseBrowseParams(new URLSearchParams('filter=everything&view=cards&category=brunch&tag=')),
    ).toEqual({ filter: 'courses', view: 'tags', category: null, tag: null, q: '' });
  });

  it('opens the Tags tab for a tag, or for view=tags, when no filter is given', () => {
    const filterOf = (query: string) => parseBrowseParams(new URLSearchParams(query)).filter;
    expect(filterOf('view=tags')).toBe('tags');
    expect(filterOf('tag=vegan')).toBe('tags');
    expect(filterOf('view=list')).toBe('courses');
    expect(filterOf('view=tags&category=dinner')).toBe('courses');
    expect(filterOf('view=tags&filter=courses')).toBe('courses');
    expect(filterOf('tag=vegan&filter=favorites')).toBe('favorites');
  });
});

describe('applyBrowseChange', () => {
  it('sets, replaces and removes parameters and keeps the others', () => {
    const next = applyBrowseChange(new URLSearchParams('filter=tags&q=soup&x=1'), {
      tag: 'vegan',
      view: 'tags',
      q: null,
      filter: 'tags',
    });
    expect(next.toString()).toBe('filter=tags&x=1&tag=vegan&view=tags');
  });
});

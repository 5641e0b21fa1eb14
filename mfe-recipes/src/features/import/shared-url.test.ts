import { describe, expect, it } from 'vitest';
import { firstWebUrl, sharedRecipeUrl } from './shared-url.ts';

describe('sharedRecipeUrl', () => {
  it('takes the url parameter when it holds a web address', () => {
    expect(
      sharedRecipeUrl({
        url: 'https://cooking.example.com/recipes/1-lasagna',
        text: 'Also see https://other.example.com',
        title: 'Lasagna',
      }),
    ).toBe('https://cooking.example.com/recipes/1-lasagna');
  });

  it('finds the link inside shared text when an Android app sends no url', () => {
    expect(
      sharedRecipeUrl({
        url: null,
        text: 'Look at this https://www.example.com/recipe/best-pancakes?ref=share',
        title: 'Best pancakes',
      }),
    ).toBe('https://www.example.com/recipe/best-pancakes?ref=share');
  });

  it('falls back to the text when url holds no web address', () => {
    expect(
      sharedRecipeUrl({
        url: 'Best pancakes',
        text: 'Best pancakes\nhttp://example.org/pancakes',
        title: null,
      }),
    ).toBe('http://example.org/pancakes');
  });

  it('answers null when nothing shared is a web address', () => {
    expect(sharedRecipeUrl({ url: null, text: 'just words', title: null })).toBeNull();
    expect(sharedRecipeUrl({ url: '', text: '', title: '' })).toBeNull();
    expect(sharedRecipeUrl({ url: 'ftp://example.com/file', text: null, title: null })).toBeNull();
  });
});

describe('firstWebUrl', () => {
  it('leaves the punctuation of the sentence around the link behind', () => {
    expect(firstWebUrl('Try this: https://example.com/soup.')).toBe('https://example.com/soup');
    expect(firstWebUrl('So good (https://example.com/stew)!')).toBe('https://example.com/stew');
    expect(firstWebUrl('“https://example.com/pie”')).toBe('https://example.com/pie');
    expect(firstWebUrl('see https://example.com/a, and more')).toBe('https://example.com/a');
  });

  it('keeps brackets that belong to the address', () => {
    expect(firstWebUrl('https://en.wikipedia.org/wiki/Ragù_(sauce)')).toBe(
      'https://en.wikipedia.org/wiki/Ragù_(sauce)',
    );
  });

  it('takes the first of several links', () => {
    expect(firstWebUrl('https://a.example.com/1 then https://b.example.com/2')).toBe(
      'https://a.example.com/1',
    );
  });
});

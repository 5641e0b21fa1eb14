import { describe, expect, it } from 'vitest';
import {
  absoluteImageUrl,
  previewDescription,
  type SharedRecipeSummary,
  sharedRecipeHead,
} from './shared-recipe-page.ts';

const recipe: SharedRecipeSummary = {
  id: 42,
  name: 'Shakshuka',
  description: null,
  imageUrl: '/api/images/7d9f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
  prepTime: 25,
  totalTime: null,
  servings: 4,
  ingredients: ['6 eggs', '1 can tomatoes', '1 onion'],
};
const publicUrl = 'https://app.example.test';

const contentOf = (key: string) =>
  sharedRecipeHead(recipe, publicUrl).meta.find((tag) => tag.key === key)?.content;

describe('previewDescription', () => {
  it("uses the recipe's own description, with its whitespace collapsed", () => {
    expect(previewDescription({ ...recipe, description: '  Eggs\n\n poached  in tomato ' })).toBe(
      'Eggs poached in tomato',
    );
  });

  it('makes a sentence from servings, prep time and ingredients when there is none', () => {
    expect(previewDescription(recipe)).toBe(
      'A recipe for Shakshuka: serves 4, 25 minutes to prepare, 3 ingredients.',
    );
    expect(previewDescription({ ...recipe, servings: 0, prepTime: 0, ingredients: [] })).toBe(
      'A recipe for Shakshuka, shared on Mise.',
    );
  });

  it('trims a long description to about 200 characters at a word', () => {
    const long = `${'word '.repeat(100)}end`;
    const description = previewDescription({ ...recipe, description: long });
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('word…')).toBe(true);
  });
});

describe('absoluteImageUrl', () => {
  it.each([
    ['/api/images/abc', 'https://app.example.test/api/images/abc'],
    ['https://cdn.example.com/tart.jpg', 'https://cdn.example.com/tart.jpg'],
    ['//evil.example/x.png', null],
    ['data:image/png;base64,AAAA', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('turns %s into %s', (stored, absolute) => {
    expect(absoluteImageUrl(stored, publicUrl)).toBe(absolute);
  });
});

describe('sharedRecipeHead', () => {
  it('names the recipe in the title and the preview tags', () => {
    const head = sharedRecipeHead(recipe, publicUrl);
    expect(head.title).toBe('Shakshuka · Mise');
    expect(contentOf('og:title')).toBe('Shakshuka');
    expect(contentOf('og:type')).toBe('article');
    expect(contentOf('og:url')).toBe('https://app.example.test/shared/recipe/42');
    expect(contentOf('og:site_name')).toBe('Mise');
    expect(contentOf('og:image')).toBe(`${publicUrl}${recipe.imageUrl}`);
    expect(contentOf('twitter:card')).toBe('summary_large_image');
    expect(contentOf('twitter:image')).toBe(`${publicUrl}${recipe.imageUrl}`);
    expect(contentOf('description')).toBe(contentOf('og:description'));
    expect(contentOf('twitter:description')).toBe(contentOf('og:description'));
  });

  it('uses the small card and no image tags for a recipe without a picture', () => {
    const head = sharedRecipeHead({ ...recipe, imageUrl: null }, publicUrl);
    const keys = head.meta.map((tag) => tag.key);
    expect(head.meta.find((tag) => tag.key === 'twitter:card')?.content).toBe('summary');
    expect(keys).not.toContain('og:image');
    expect(keys).not.toContain('twitter:image');
  });
});

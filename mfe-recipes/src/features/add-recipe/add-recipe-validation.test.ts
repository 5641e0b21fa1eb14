import { describe, expect, it } from 'vitest';
import { recipeTextError, recipeUrlError } from './add-recipe-validation.ts';

describe('recipeTextError', () => {
  it('asks for a recipe when the text is empty or blank', () => {
    expect(recipeTextError('')).toBe('Recipe Required: Please enter a recipe to analyze.');
    expect(recipeTextError('  \n\t ')).toBe('Recipe Required: Please enter a recipe to analyze.');
  });

  it('accepts any text with something in it', () => {
    expect(recipeTextError('Toast\n1 slice bread\nToast it.')).toBeNull();
  });
});

describe('recipeUrlError', () => {
  it('asks for an address when the field is blank', () => {
    expect(recipeUrlError('   ')).toBe(
      'URL Required: Please enter a website address to fetch the recipe.',
    );
  });

  it('refuses what does not parse as a web address', () => {
    const invalid =
      'Invalid URL: Please enter a valid website address (starting with http:// or https://)';
    expect(recipeUrlError('not a url')).toBe(invalid);
    expect(recipeUrlError('www.example.com/recipe')).toBe(invalid);
    expect(recipeUrlError('javascript:alert(1)')).toBe(invalid);
    expect(recipeUrlError('ftp://example.com/recipe')).toBe(invalid);
  });

  it('accepts http and https addresses, around spaces', () => {
    expect(recipeUrlError('https://example.com/recipes/lasagna')).toBeNull();
    expect(recipeUrlError('  http://example.com/soup  ')).toBeNull();
  });
});

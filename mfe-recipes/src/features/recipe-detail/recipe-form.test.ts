import { describe, expect, it } from 'vitest';
import {
  addTag,
  formValuesOf,
  issuesByField,
  newEntry,
  normalizeTag,
  parseWholeNumber,
  toRecipeChanges,
} from './recipe-form.ts';

const recipe = {
  name: 'Pancakes',
  description: null,
  prepTime: 15,
  servings: 4,
  difficulty: 'EASY' as const,
  ingredients: ['1 cup flour', '1 egg'],
  instructions: ['Mix.', 'Fry.'],
  tags: ['breakfast'],
};

describe('parseWholeNumber', () => {
  it.each([
    ['15', 15],
    [' 20 ', 20],
    ['12 minutes', 12],
    ['7.9', 7],
    ['', 0],
    ['abc', 0],
    ['-5', -5],
  ])('parses %j as %d', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });
});

describe('toRecipeChanges', () => {
  it('round-trips an unchanged recipe', () => {
    expect(toRecipeChanges(formValuesOf(recipe))).toEqual({
      ...recipe,
      ingredients: [...recipe.ingredients],
      instructions: [...recipe.instructions],
    });
  });

  it('trims text, drops blank lines and defaults numbers to 0', () => {
    const values = {
      ...formValuesOf(recipe),
      name: '  Fluffy pancakes ',
      description: '   ',
      prepTime: '',
      servings: 'lots',
      ingredients: [newEntry(' 2 cups flour '), newEntry('   '), newEntry('milk')],
      instructions: [newEntry(''), newEntry('Whisk.')],
      tags: ['#brunch', ' '],
    };
    expect(toRecipeChanges(values)).toEqual({
      name: 'Fluffy pancakes',
      description: null,
      prepTime: 0,
      servings: 0,
      difficulty: 'EASY',
      ingredients: ['2 cups flour', 'milk'],
      instructions: ['Whisk.'],
      tags: ['brunch'],
    });
  });
});

describe('tags', () => {
  it('strips a leading hash and extra spaces', () => {
    expect(normalizeTag('  ##Main   course ')).toBe('Main course');
  });

  it('adds a new tag and ignores blanks and case-insensitive duplicates', () => {
    expect(addTag(['vegan'], 'Quick')).toEqual(['vegan', 'Quick']);
    expect(addTag(['vegan'], '#VEGAN')).toEqual(['vegan']);
    expect(addTag(['vegan'], '  ')).toEqual(['vegan']);
  });
});

describe('issuesByField', () => {
  it('puts each issue next to its field and the rest on the form', () => {
    expect(
      issuesByField([
        { path: ['input', 'name'], message: 'Name is required.' },
        { path: ['input', 'ingredients', '3'], message: 'Too long.' },
        { path: ['input', 'prepTime'], message: 'Prep time cannot be negative.' },
        { path: ['id'], message: 'Bad id.' },
      ]),
    ).toEqual({
      name: 'Name is required.',
      ingredients: 'Too long.',
      prepTime: 'Prep time cannot be negative.',
      form: 'Bad id.',
    });
  });
});

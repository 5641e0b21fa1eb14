import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { LiveRecipe_RecipeFragment } from '../../__generated__/graphql.ts';
import { createApolloCache } from '../../apollo-cache.ts';
import { applyRecipeChange } from './live-recipes.ts';

// As the server sends it: Apollo asks for every object's __typename.
const soup = {
  __typename: 'Recipe',
  id: 7,
  name: 'Tomato Soup',
  description: null,
  imageUrl: null,
  prepTime: 10,
  cookTime: 20,
  totalTime: null,
  servings: 4,
  difficulty: 'EASY',
  ingredients: ['6 tomatoes', '1 onion'],
  instructions: ['Simmer.'],
  tags: ['soup'],
  isFavorite: false,
  isShared: false,
  nutrition: { __typename: 'Nutrition', protein: 3, fat: 1, carbs: 12, calories: 70 },
  nutritionLines: [],
} as LiveRecipe_RecipeFragment;

const CountQuery = gql`
  query RecipeCount {
    recipeCount
  }
`;

/** A cache holding the soup and a list answer (the count), as after the recipes screen. */
function cacheWithSoup() {
  const cache = createApolloCache();
  applyRecipeChange(cache, { kind: 'CREATED', recipeId: soup.id, recipe: soup });
  cache.writeQuery({ query: CountQuery, data: { recipeCount: 1 } });
  return cache;
}

const count = (cache: ReturnType<typeof createApolloCache>) =>
  cache.readQuery<{ recipeCount: number }>({ query: CountQuery })?.recipeCount ?? null;

describe('applyRecipeChange', () => {
  it('leaves the lists alone when the cache already holds the recipe as it now is', () => {
    const cache = cacheWithSoup();
    applyRecipeChange(cache, { kind: 'UPDATED', recipeId: soup.id, recipe: { ...soup } });
    expect(count(cache)).toBe(1);
  });

  it('writes a change made elsewhere and marks the lists stale', () => {
    const cache = cacheWithSoup();
    const renamed = { ...soup, name: 'Roasted Tomato Soup', tags: ['soup', 'vegan'] };
    applyRecipeChange(cache, { kind: 'UPDATED', recipeId: soup.id, recipe: renamed });
    expect(count(cache)).toBeNull();
    const written = cache.extract()[`Recipe:${soup.id}`] as { name?: string; tags?: string[] };
    expect(written.name).toBe('Roasted Tomato Soup');
    expect(written.tags).toEqual(['soup', 'vegan']);
  });

  it('drops a deleted recipe and marks the lists stale', () => {
    const cache = cacheWithSoup();
    applyRecipeChange(cache, { kind: 'DELETED', recipeId: soup.id, recipe: null });
    expect(count(cache)).toBeNull();
    expect(cache.extract()[`Recipe:${soup.id}`]).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../__generated__/graphql.ts';
import { groupFavorites } from './favorite-groups.ts';

const recipe = (name: string, difficulty: Difficulty) => ({ name, difficulty });

describe('groupFavorites', () => {
  it('groups by difficulty, biggest group first, keeping the order inside', () => {
    const groups = groupFavorites([
      recipe('Apple pie', 'MEDIUM'),
      recipe('Beef stew', 'HARD'),
      recipe('Crepes', 'MEDIUM'),
      recipe('Dal', 'EASY'),
      recipe('Eclairs', 'HARD'),
      recipe('Fudge', 'MEDIUM'),
    ]);
    expect(groups.map((group) => [group.name, group.recipes.map((r) => r.name)])).toEqual([
      ['Medium', ['Apple pie', 'Crepes', 'Fudge']],
      ['Hard', ['Beef stew', 'Eclairs']],
      ['Easy', ['Dal']],
    ]);
  });

  it('breaks ties in Easy, Medium, Hard order', () => {
    const groups = groupFavorites([recipe('A', 'HARD'), recipe('B', 'EASY')]);
    expect(groups.map((group) => group.id)).toEqual(['easy', 'hard']);
  });

  it('has no groups without favorites', () => {
    expect(groupFavorites([])).toEqual([]);
  });
});

import type { Difficulty } from '../../__generated__/graphql.ts';
import { difficulties, difficultyLabels } from '../../components/difficulty.ts';

/** Spec §9: favorites show at most 8 groups. */
export const maxFavoriteGroups = 8;

export interface RecipeGroup<T> {
  id: string;
  name: string;
  recipes: T[];
}

/**
 * Spec §9: favorites grouped by difficulty, the biggest group first (ties in Easy, Medium,
 * Hard order), at most 8 groups. Recipes keep their order (by name) inside a group.
 */
export function groupFavorites<T extends { difficulty: Difficulty }>(
  recipes: readonly T[],
): RecipeGroup<T>[] {
  const byDifficulty = new Map<Difficulty, T[]>();
  for (const recipe of recipes) {
    const group = byDifficulty.get(recipe.difficulty);
    if (group) group.push(recipe);
    else byDifficulty.set(recipe.difficulty, [recipe]);
  }
  return [...byDifficulty]
    .map(([difficulty, members]) => ({
      id: difficulty.toLowerCase(),
      name: difficultyLabels[difficulty],
      recipes: members,
      order: difficulties.indexOf(difficulty),
    }))
    .sort((a, b) => b.recipes.length - a.recipes.length || a.order - b.order)
    .slice(0, maxFavoriteGroups)
    .map(({ order: _order, ...group }) => group);
}

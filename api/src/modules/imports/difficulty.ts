import type { Difficulty } from '@app/schema';

/**
 * A first guess for imported recipes, which rarely state one: quick and short is Easy, long or
 * with many parts is Hard. The cook can change it in the editor.
 */
export function estimateDifficulty(recipe: {
  ingredients: string[];
  instructions: string[];
  totalTimeMinutes: number | null;
}): Difficulty {
  const minutes = recipe.totalTimeMinutes ?? 0;
  const size = recipe.ingredients.length + recipe.instructions.length;
  if (minutes > 120 || size > 30) return 'Hard';
  if (minutes > 45 || size > 16) return 'Medium';
  return 'Easy';
}

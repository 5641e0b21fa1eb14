import type { Difficulty } from '../__generated__/graphql.ts';

/** The spec's words for the schema's difficulty values. */
export const difficultyLabels: Record<Difficulty, string> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
};

export const difficulties = Object.keys(difficultyLabels) as Difficulty[];

import type { NutritionLineReport, NutritionLineStatus, NutritionPort } from '@app/schema';
import { computeNutrition, type LineStatus } from './compute-nutrition.ts';

const statuses: Record<LineStatus, NutritionLineStatus> = {
  matched: 'MATCHED',
  unmatched: 'UNMATCHED',
  'to-taste': 'TO_TASTE',
  'no-quantity': 'NO_QUANTITY',
};

/** Line-by-line account of the nutrition figures: which food each line became, and its weight. */
export const nutritionExplainer: NutritionPort = {
  explain: (ingredients, servings): NutritionLineReport[] =>
    computeNutrition(ingredients, servings).lines.map((line) => ({
      line: line.line,
      status: statuses[line.status],
      // The food as the cook would name it (in the recipe's language), else USDA's description.
      food: line.identity?.name ?? line.food?.description ?? null,
      grams: line.grams ?? null,
      detail: line.detail ?? null,
    })),
};

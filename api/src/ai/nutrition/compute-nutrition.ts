import type { Nutrition } from '@app/schema';
import { matchFood } from './food-match.ts';
import { gramsForLine } from './grams.ts';
import { parseIngredientLine } from './ingredient-line.ts';
import type { Food } from './nutrition-tables.ts';

export type LineStatus = 'matched' | 'unmatched' | 'to-taste' | 'no-quantity';

export interface NutritionLine {
  line: string;
  food?: { id: string; description: string };
  grams?: number;
  status: LineStatus;
  /** Why a line did not count, or which USDA measure weighed it. */
  detail?: string;
}

export interface NutritionEstimate {
  perServing: Nutrition;
  total: Nutrition;
  lines: NutritionLine[];
  /** Share of measurable lines (not to-taste) whose weight and food were found, 0–1. */
  coverage: number;
  /** The servings divided by; 1 when the recipe gave none. */
  servings: number;
  /** True when servings was missing or 0 and the totals were taken as one serving. */
  isServingsAssumed: boolean;
}

function emptyNutrition(): Nutrition {
  return { protein: 0, fat: 0, carbs: 0, calories: 0 };
}

function addFood(sum: Nutrition, food: Food, grams: number): void {
  const factor = grams / 100;
  sum.protein += food.proteinPer100g * factor;
  sum.fat += food.fatPer100g * factor;
  sum.carbs += food.carbsPer100g * factor;
  sum.calories += food.kcalPer100g * factor;
}

// Grams to one decimal and whole kcal: finer digits would claim a precision the data lacks.
function rounded(value: Nutrition, divisor: number): Nutrition {
  const oneDecimal = (grams: number) => Math.round((grams / divisor) * 10) / 10;
  return {
    protein: oneDecimal(value.protein),
    fat: oneDecimal(value.fat),
    carbs: oneDecimal(value.carbs),
    calories: Math.round(value.calories / divisor),
  };
}

function findFood(food: string, isCanned: boolean) {
  const match = matchFood(food);
  // "2 x 400 g tins chopped tomatoes" are canned even when the line does not say so.
  if (!match || !isCanned || /canned/i.test(match.food.description)) return match;
  return matchFood(`canned ${match.matchedText}`) ?? match;
}

/** Estimates a recipe's macronutrients from its ingredient lines with the offline USDA tables. */
export function computeNutrition(lines: string[], servings: number | null): NutritionEstimate {
  const total = emptyNutrition();
  const results: NutritionLine[] = [];
  let measurable = 0;
  let matched = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const parsed = parseIngredientLine(line);
    const isCanned = parsed.unit === 'can' || parsed.packageSize !== null;
    const match = parsed.food === '' ? null : findFood(parsed.food, isCanned);
    const food = match ? { id: match.food.id, description: match.food.description } : undefined;
    if (parsed.isToTaste) {
      results.push({ line, food, grams: 0, status: 'to-taste' });
      continue;
    }
    measurable++;
    if (!match) {
      results.push({ line, status: 'unmatched', detail: 'no USDA food for these words' });
      continue;
    }
    const weight = gramsForLine(parsed, match.food);
    if (weight.grams === null) {
      const status = weight.reason === 'no-quantity' ? 'no-quantity' : 'unmatched';
      results.push({ line, food, status, detail: weight.reason });
      continue;
    }
    matched++;
    addFood(total, match.food, weight.grams);
    const grams = Math.round(weight.grams * 10) / 10;
    results.push({ line, food, grams, status: 'matched', detail: weight.source });
  }
  const isServingsAssumed = servings === null || !(servings > 0);
  const divisor = isServingsAssumed ? 1 : servings;
  return {
    perServing: rounded(total, divisor),
    total: rounded(total, 1),
    lines: results,
    coverage: measurable === 0 ? 0 : Math.round((matched / measurable) * 100) / 100,
    servings: divisor,
    isServingsAssumed,
  };
}

import type { Nutrition } from '@app/schema';
import { detectLanguage } from '../food/detect-language.ts';
import {
  type FoodIdentity,
  identifyFood,
  identifyMeasuredFood,
  nameInLine,
} from '../food/food-identity.ts';
import { foodOfUsda } from '../food/food-lexicon.ts';
import { saysFresh } from '../food/food-shelf.ts';
import { type ParsedIngredient, parseIngredientLine } from '../food/ingredient-line.ts';
import type { LineLanguage } from '../food/line-vocabulary.ts';
import { gramsForIdentity } from './grams.ts';
import { type Food, nutritionTables } from './nutrition-tables.ts';

export type LineStatus = 'matched' | 'unmatched' | 'to-taste' | 'no-quantity';

export interface NutritionLine {
  line: string;
  /** The USDA food it was composed from. */
  food?: { id: string; description: string };
  /** The canonical food it was understood as, named in the recipe's language. */
  identity?: { id: string; name: string };
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
  /** Lines counted, of the lines meant to count (neither headings nor to taste). */
  counted: number;
  countable: number;
  /** The lines that should have counted and did not, as written: the cook can fix them. */
  notCounted: string[];
  /** The language the lines were read in. */
  language: LineLanguage;
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

function findFood(
  food: string,
  parsed: ParsedIngredient,
  line: string,
  language: LineLanguage,
): { identity: FoodIdentity; food: Food } | null {
  const isCanned = parsed.unit === 'can' || parsed.packageSize !== null;
  let identity = identifyMeasuredFood(food, parsed, language);
  if (!identity) return null;
  // "1 Bund Koriander", "2 sprigs fresh thyme": the leaves, not the dried spice the name is
  // filed under; weighed as the fresh herb is (a bunch, a sprig).
  const fresh = identity.food.fresh ? foodOfUsda(identity.food.fresh) : undefined;
  if (fresh && saysFresh(line, parsed.unit)) {
    identity = { ...identity, food: fresh, usda: fresh.usda, isCooked: false };
  }
  const foods = nutritionTables().foods;
  const found = foods.get(identity.usda);
  if (!found) return null;
  // "2 x 400 g tins chopped tomatoes" are canned even when the line does not say so.
  if (isCanned && !/canned/i.test(found.description)) {
    const noun = identity.matched.split(' ').pop() ?? identity.matched;
    const canned = identifyFood(`canned ${noun}`, language);
    const cannedFood = canned ? foods.get(canned.usda) : undefined;
    if (canned && cannedFood && /canned/i.test(cannedFood.description))
      return { identity: canned, food: cannedFood };
  }
  return { identity, food: found };
}

// "1 lb ground beef (90% lean)", "85/15 ground turkey": ground meat of the stated lean share,
// when USDA has it raw. Only the number the line states; "lean" alone says too little.
function leanVariant(food: Food, line: string): Food | null {
  const kind = /^(Beef, ground|Pork, ground|Ground turkey)\b/.exec(food.description)?.[1];
  if (!kind) return null;
  const stated =
    /\b([7-9]\d)\s*%\s*(?:lean)?|\blean\W+([7-9]\d)\s*%|\b([7-9]\d)\s*\/\s*([0-3]?\d)\b/i.exec(
      line,
    );
  if (!stated) return null;
  const lean = Number(stated[1] ?? stated[2] ?? stated[3]);
  if (stated[4] !== undefined && lean + Number(stated[4]) !== 100) return null;
  const pattern = new RegExp(`^${kind}, ${lean}% lean\\b.*\\braw$`);
  for (const candidate of nutritionTables().foods.values()) {
    if (pattern.test(candidate.description)) return candidate;
  }
  return null;
}

/** Estimates a recipe's macronutrients from its ingredient lines with the offline USDA tables. */
export function computeNutrition(
  lines: string[],
  servings: number | null,
  options: { language?: LineLanguage } = {},
): NutritionEstimate {
  const language = options.language ?? detectLanguage(lines);
  const total = emptyNutrition();
  const results: NutritionLine[] = [];
  const notCounted: string[] = [];
  let measurable = 0;
  let matched = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const parsed = parseIngredientLine(line, { language });
    if (parsed.isHeading || (parsed.food === '' && parsed.quantity === null)) continue;
    // "Plain, non-fat Greek yogurt": when the words before the comma name nothing, the food
    // may be in what follows.
    const firstNote = parsed.note?.split('; ')[0] ?? '';
    const match =
      parsed.food === ''
        ? null
        : (findFood(parsed.food, parsed, line, language) ??
          (firstNote ? findFood(`${parsed.food} ${firstNote}`, parsed, line, language) : null));
    if (match) match.food = leanVariant(match.food, line) ?? match.food;
    const food = match ? { id: match.food.id, description: match.food.description } : undefined;
    const identity = match
      ? {
          id: match.identity.food.id,
          name: nameInLine(match.identity, parsed.food, line, language),
        }
      : undefined;
    // "Salz und Pfeffer", "water": a seasoning or a food of no energy named without an amount
    // is to taste, not a line the figures are missing.
    const isSeasoning =
      match !== null &&
      parsed.quantity === null &&
      (match.food.category === 'Spices and Herbs' || match.food.kcalPer100g < 10);
    if (parsed.isToTaste || isSeasoning) {
      results.push({ line, food, identity, grams: 0, status: 'to-taste' });
      continue;
    }
    measurable++;
    if (!match) {
      notCounted.push(line.trim());
      results.push({ line, status: 'unmatched', detail: 'no food known by these words' });
      continue;
    }
    const weight = gramsForIdentity(parsed, match.food, match.identity.food, language);
    if (weight.grams === null) {
      const status = weight.reason === 'no-quantity' ? 'no-quantity' : 'unmatched';
      notCounted.push(line.trim());
      results.push({ line, food, identity, status, detail: weight.reason });
      continue;
    }
    matched++;
    addFood(total, match.food, weight.grams);
    const grams = Math.round(weight.grams * 10) / 10;
    results.push({ line, food, identity, grams, status: 'matched', detail: weight.source });
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
    counted: matched,
    countable: measurable,
    notCounted,
    language,
  };
}

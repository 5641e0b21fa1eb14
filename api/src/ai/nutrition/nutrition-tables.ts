import { readFileSync } from 'node:fs';
import { parseCsvRecords } from './csv.ts';

/** One USDA SR28 food; nutrient values are per 100 g edible portion. */
export interface Food {
  /** NDB number, a 5-character string with leading zeros. */
  id: string;
  description: string;
  kcalPer100g: number;
  proteinPer100g: number;
  fatPer100g: number;
  carbsPer100g: number;
  category: string;
}

/** A USDA household measure: `amount` × `unit` weighs `grams`. */
export interface Portion {
  foodId: string;
  amount: number;
  /** USDA's wording, unnormalised ("cup, chopped", "medium (2-1/2\" dia)"). */
  unit: string;
  grams: number;
}

export interface NutritionTables {
  foods: Map<string, Food>;
  /** Portions per food id, in USDA sequence order. */
  portions: Map<string, Portion[]>;
}

// The CSVs ship next to the code so a clone without ../shared still works.
const dataDirectory = new URL('./data/', import.meta.url);

let cached: NutritionTables | undefined;

function readRecords(fileName: string): Record<string, string>[] {
  return parseCsvRecords(readFileSync(new URL(fileName, dataDirectory), 'utf8'));
}

function toNumber(value: string | undefined): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

function load(): NutritionTables {
  const foods = new Map<string, Food>();
  for (const record of readRecords('foods.csv')) {
    const id = record.id ?? '';
    foods.set(id, {
      id,
      description: record.description ?? '',
      kcalPer100g: toNumber(record.kcal_per_100g),
      proteinPer100g: toNumber(record.protein_g_per_100g),
      fatPer100g: toNumber(record.fat_g_per_100g),
      carbsPer100g: toNumber(record.carbs_g_per_100g),
      category: record.category ?? '',
    });
  }
  const portions = new Map<string, Portion[]>();
  for (const record of readRecords('portions.csv')) {
    const foodId = record.food_id ?? '';
    const portion: Portion = {
      foodId,
      amount: toNumber(record.amount),
      unit: record.unit ?? '',
      grams: toNumber(record.grams),
    };
    if (portion.amount <= 0) continue;
    const list = portions.get(foodId);
    if (list) list.push(portion);
    else portions.set(foodId, [portion]);
  }
  return { foods, portions };
}

/** The food and portion tables, read from disk on first use and kept for the life of the process. */
export function nutritionTables(): NutritionTables {
  cached ??= load();
  return cached;
}

import { type Food, nutritionTables } from './nutrition-tables.ts';

export interface FoodMatch {
  food: Food;
  /** The alias or description words that matched. */
  matchedText: string;
  via: 'alias' | 'description';
}

function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

// Keys are singularised word by word, so "eggs", "egg" and "Large Eggs" meet on one key and
// "extra-virgin" meets "extra virgin".
function aliasKey(words: string[]): string {
  return words.map(singular).join(' ');
}

let aliasIndex: { byKey: Map<string, string>; longestAlias: number } | undefined;

function aliases(): { byKey: Map<string, string>; longestAlias: number } {
  if (aliasIndex) return aliasIndex;
  const byKey = new Map<string, string>();
  let longestAlias = 1;
  for (const alias of nutritionTables().aliases) {
    const words = normalizeWords(alias.alias);
    const key = aliasKey(words);
    // The exact spelling wins over a plural that singularises onto the same key.
    if (!byKey.has(key) || alias.alias === words.join(' ')) byKey.set(key, alias.foodId);
    longestAlias = Math.max(longestAlias, words.length);
  }
  aliasIndex = { byKey, longestAlias };
  return aliasIndex;
}

function matchAlias(words: string[]): FoodMatch | null {
  const { byKey, longestAlias } = aliases();
  const foods = nutritionTables().foods;
  for (let length = Math.min(longestAlias, words.length); length >= 1; length--) {
    // Right to left: in English the head noun comes last ("tomato sauce" is a sauce).
    for (let start = words.length - length; start >= 0; start--) {
      const window = words.slice(start, start + length);
      const foodId = byKey.get(aliasKey(window));
      const food = foodId ? foods.get(foodId) : undefined;
      if (food) return { food, matchedText: window.join(' '), via: 'alias' };
    }
  }
  return null;
}

let descriptionIndex: Map<string, Food[]> | undefined;

// USDA descriptions lead with the food's name ("Tomatillos, raw"); index that first segment.
function descriptions(): Map<string, Food[]> {
  if (descriptionIndex) return descriptionIndex;
  descriptionIndex = new Map();
  for (const food of nutritionTables().foods.values()) {
    const head = food.description.split(',')[0] ?? '';
    const key = aliasKey(normalizeWords(head));
    const list = descriptionIndex.get(key);
    if (list) list.push(food);
    else descriptionIndex.set(key, [food]);
  }
  return descriptionIndex;
}

/**
 * Only when the whole food text names one USDA food outright: the description's first segment
 * equals the food words and exactly one such food is raw (or there is only one). A wrong food
 * is worse than a reported gap, so anything looser stays unmatched.
 */
function matchDescription(words: string[]): FoodMatch | null {
  const candidates = descriptions().get(aliasKey(words)) ?? [];
  const raw = candidates.filter((food) => /\braw\b/i.test(food.description));
  const chosen = candidates.length === 1 ? candidates[0] : raw.length === 1 ? raw[0] : undefined;
  return chosen ? { food: chosen, matchedText: words.join(' '), via: 'description' } : null;
}

/** The USDA food a recipe's food words name, or null when no confident match exists. */
export function matchFood(foodText: string): FoodMatch | null {
  const words = normalizeWords(foodText);
  if (words.length === 0) return null;
  return matchAlias(words) ?? matchDescription(words);
}

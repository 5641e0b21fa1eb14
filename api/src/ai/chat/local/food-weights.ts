import { type FoodIdentity, identifyFood } from '../../food/food-identity.ts';
import { foodWords } from '../../food/food-key.ts';
import type { ParsedIngredient } from '../../food/ingredient-line.ts';
import type { LineLanguage } from '../../food/line-vocabulary.ts';
import { type GramsResult, gramsForIdentity } from '../../nutrition/grams.ts';
import { type Food, nutritionTables } from '../../nutrition/nutrition-tables.ts';

/** A food the assistant names, as nutrition and the shopping list understand it. */
export interface KnownFood {
  identity: FoodIdentity;
  /** The USDA food whose household measures weigh it. */
  usda: Food;
}

/** The food identity of a cook's words (any of the reader's languages), or null. */
export function knownFood(text: string, language?: LineLanguage): KnownFood | null {
  const identity = identifyFood(text, language);
  if (!identity) return null;
  const usda = nutritionTables().foods.get(identity.usda);
  return usda ? { identity, usda } : null;
}

/**
 * The grams a parsed line weighs, as nutrition weighs it: the line's own weight, USDA's household
 * measures, then the food's density and typical piece weights.
 */
export function gramsOfFood(parsed: ParsedIngredient, food: KnownFood): GramsResult {
  return gramsForIdentity(parsed, food.usda, food.identity.food, food.identity.language);
}

/**
 * The cook's own words that named the food ("chicken breasts" in "boneless chicken breasts for
 * four"), lower case and without accents, or null when they cannot be found again.
 */
export function namingWords(text: string, identity: FoodIdentity): string | null {
  const spoken = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .split(/[^\p{L}0-9]+/u)
    .filter((word) => word !== '');
  const keys = spoken.map((word) => foodWords(word).join(' '));
  const matched = identity.matched.split(' ');
  for (let start = 0; start < spoken.length; start++) {
    let at = start;
    let next = 0;
    while (at < spoken.length && next < matched.length) {
      const key = keys[at];
      at++;
      if (key === '') continue; // a joining word ("of", "de") inside the name
      if (key !== matched[next]) break;
      next++;
    }
    if (next === matched.length && keys[start] !== '') return spoken.slice(start, at).join(' ');
  }
  return null;
}

import { readFileSync } from 'node:fs';
import type { ShoppingCategory } from '@app/schema';

/** Typical weights in grams of one of each count unit, where known. */
export type TypicalWeights = Partial<
  Record<
    | 'piece'
    | 'clove'
    | 'sprig'
    | 'bunch'
    | 'head'
    | 'can'
    | 'slice'
    | 'stalk'
    | 'leaf'
    | 'ear'
    | 'loaf'
    | 'sheet'
    | 'package'
    | 'jar'
    | 'handful',
    number
  >
>;

/** One food as the app understands it, whatever language a recipe names it in. */
export interface CanonicalFood {
  /** "usda:bell-pepper", or "off:red-bell-pepper" for a food known through its parent. */
  id: string;
  /** USDA SR28 NDB number of the food's composition. */
  usda: string;
  /** The cooked form's USDA food ("cooked rice" weighs a third of raw rice's calories). */
  cooked: string | null;
  state: 'raw' | 'cooked';
  shelf: ShoppingCategory;
  /** The shelf when the line says the food is fresh (a dried herb's fresh form), if another. */
  freshShelf?: ShoppingCategory;
  /** A dried herb's fresh form (USDA food), weighed and composed when a line says fresh. */
  fresh?: string;
  /** Grams per millilitre, from USDA's cup or spoon weights. */
  density: number | null;
  weights: TypicalWeights;
  /**
   * What one piece or one cup of this food weighs where USDA's measure of the same name is
   * another size (its chicken breast "piece" is a whole, double breast; a cup of panko weighs
   * half a cup of USDA's dry bread crumbs): these win over USDA's.
   */
  ownWeights?: TypicalWeights & { cup?: number };
  /**
   * Sizes sold where recipes in a language are written, winning over the others for a recipe
   * in that language: a US "container" of ricotta is 15 oz, a European tub 250 g.
   */
  localWeights?: Partial<Record<string, TypicalWeights>>;
  /** Lower-case names per language code ("en", "de", … "no"), the usual name first. */
  names: Record<string, string[]>;
}

let cached: CanonicalFood[] | undefined;

/**
 * The lexicon shipped in data/ (ODbL, built by scripts/build-food-lexicon.ts), read on first use
 * so start-up does not pay for it.
 */
export function foodLexicon(): CanonicalFood[] {
  cached ??= (
    JSON.parse(readFileSync(new URL('./data/food-lexicon.json', import.meta.url), 'utf8')) as {
      foods: CanonicalFood[];
    }
  ).foods;
  return cached;
}

let byUsda: Map<string, CanonicalFood> | undefined;

/** The canonical food composed from a USDA food: the first the lexicon lists (its own). */
export function foodOfUsda(usda: string): CanonicalFood | undefined {
  if (!byUsda) {
    byUsda = new Map();
    for (const food of foodLexicon()) if (!byUsda.has(food.usda)) byUsda.set(food.usda, food);
  }
  return byUsda.get(usda);
}

/** The food's name in a language, else in English. */
export function foodName(food: CanonicalFood, language?: string): string {
  return (language ? food.names[language]?.[0] : undefined) ?? food.names.en?.[0] ?? food.id;
}

import type { CanonicalFood, TypicalWeights } from '../food/food-lexicon.ts';
import type { ParsedIngredient } from '../food/ingredient-line.ts';
import { isVolumeUnit, toGrams, toMilliliters, type Unit } from '../food/units.ts';
import { type Food, nutritionTables, type Portion } from './nutrition-tables.ts';

export type GramsResult =
  | { grams: number; source: string }
  | { grams: null; reason: 'to-taste' | 'no-quantity' | 'no-portion' };

interface ReadPortion {
  /** First word, with USDA's "tablespoon"/"teaspoon"/"cups" spelled as our units. */
  head: string;
  words: string[];
  gramsEach: number;
  text: string;
}

const headSpellings: Record<string, string> = {
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  cups: 'cup',
  cloves: 'clove',
  slices: 'slice',
  stalks: 'stalk',
  sticks: 'stick',
  leaves: 'leaf',
  pieces: 'piece',
  packet: 'package',
  packets: 'package',
  pkg: 'package',
  envelope: 'package',
  container: 'package',
};

function readPortions(food: Food): ReadPortion[] {
  return (nutritionTables().portions.get(food.id) ?? []).map((portion: Portion) => {
    const text = portion.unit.toLowerCase();
    const words = text.split(/[^a-z]+/).filter((word) => word !== '');
    const isFluidOunce = /^fl\.? oz/.test(text);
    const first = words[0] ?? '';
    return {
      head: isFluidOunce ? 'fl oz' : (headSpellings[first] ?? first),
      words,
      gramsEach: portion.grams / portion.amount,
      text,
    };
  });
}

const volumeHeads: Unit[] = ['cup', 'tbsp', 'tsp', 'fl oz'];

// A plain "cup" is the default; "cup, chopped" wins only when the line says chopped.
function pickByHead(portions: ReadPortion[], head: string, lineWords: Set<string>) {
  const candidates = portions.filter((portion) => portion.head === head);
  const described = candidates.find((portion) =>
    portion.words.slice(1).some((word) => word.length > 3 && lineWords.has(word)),
  );
  // "cup, whipped" weighs half a cup of liquid cream; only a line that says so gets it.
  const sameState = candidates.filter((portion) => portion.words[1] !== 'whipped');
  // Of several sizes ("slice (4-2/3" dia)", "slice (3-1/2" dia)", "slice, thin"), the middle one:
  // a recipe that does not say is not cutting the biggest.
  const bySize = [...sameState].sort((a, b) => a.gramsEach - b.gramsEach);
  return (
    described ??
    candidates.find((portion) => portion.words.length === 1) ??
    sameState.find((portion) => portion.words.includes('medium')) ??
    bySize[Math.floor((bySize.length - 1) / 2)]
  );
}

function gramsPerMilliliter(
  food: Food,
  unit: Unit,
  lineWords: Set<string>,
): { density: number; source: string } | null {
  const portions = readPortions(food);
  // The line's own unit first (USDA weighs a tbsp of flour differently from 1/16 cup), then
  // any other volume measure scaled by 1 cup = 16 tbsp = 48 tsp.
  const order = [unit, ...volumeHeads.filter((head) => head !== unit)];
  for (const head of order) {
    const portion = pickByHead(portions, head, lineWords);
    const milliliters = toMilliliters(1, head as Unit);
    if (portion && milliliters) {
      return { density: portion.gramsEach / milliliters, source: `USDA "${portion.text}"` };
    }
  }
  // A block of cheese is not measured by the cup: the food's own density (grated) decides.
  const fallback = /^Cheese\b/.test(food.description)
    ? undefined
    : densityByCategory[food.category];
  return fallback ? { density: fallback, source: `${food.category} density` } : null;
}

// Only for foods USDA gives no volume measure: liquids of these groups weigh about this per ml.
const densityByCategory: Record<string, number> = {
  'Fats and Oils': 0.92,
  Beverages: 1,
  'Soups, Sauces, and Gravies': 1.05,
  'Fruits and Fruit Juices': 1.04,
  'Dairy and Egg Products': 1.03,
};

const foodWordSynonyms: Record<string, string> = { roma: 'plum' };

// Portion heads that weigh one whole item when a line gives only a count ("2 eggs", "1 onion").
const wholeItemHeads = [
  'medium',
  'whole',
  'fruit',
  'each',
  'item',
  'unit',
  'piece',
  'pepper',
  'large',
];

function countGrams(
  food: Food,
  parsed: ParsedIngredient,
  lineWords: Set<string>,
): { gramsEach: number; source: string } | null {
  const portions = readPortions(food);
  const found = (portion: ReadPortion | undefined) =>
    portion ? { gramsEach: portion.gramsEach, source: `USDA "${portion.text}"` } : null;
  if (parsed.unit === 'fillet') {
    // USDA's fish "fillet" is half a whole fish (a halibut's weighs 408 g); a recipe's fillet
    // is a portion, so never more than a typical 170 g (6 oz) one.
    const fillet = pickByHead(portions, 'fillet', lineWords);
    if (fillet) {
      return {
        gramsEach: Math.min(fillet.gramsEach, 170),
        source: `USDA "${fillet.text}", portion size`,
      };
    }
    // A fillet of what USDA weighs no fillet of ("2 chicken breast fillets") is one piece.
  } else if (parsed.unit) {
    return found(pickByHead(portions, parsed.unit, lineWords));
  }
  if (parsed.size) {
    const sizeWords = parsed.size.split(' ');
    const sized = portions.find((portion) =>
      parsed.size === 'large'
        ? portion.words.includes('large') && !portion.words.includes('extra')
        : sizeWords.every((word) => portion.words.includes(word)),
    );
    if (sized && !isVolumeUnit(sized.head as Unit)) return found(sized);
  }
  const foodWords = parsed.food.split(' ').map((word) => foodWordSynonyms[word] ?? word);
  // "2 plum tomatoes", "10 cherry tomatoes": USDA names some varieties' portions.
  const variety = portions.find(
    (portion) =>
      !isVolumeUnit(portion.head as Unit) &&
      foodWords.slice(0, -1).some((word) => word.length > 3 && portion.words.includes(word)),
  );
  if (variety) return found(variety);
  // "2 tortillas", "1 sweet potato": a portion named like the food's last word (USDA writes
  // "sweetpotato", hence a substring test).
  const last = (foodWords[foodWords.length - 1] ?? '').replace(/(?:es|s)$/, '');
  if (last.length > 2) {
    const named = portions.filter((portion) => portion.words[0]?.includes(last));
    const plain = named.find((portion) => portion.words.length === 1);
    const medium = named.find((portion) => portion.words.includes('medium'));
    if (named.length > 0) return found(plain ?? medium ?? named[0]);
  }
  // US recipes mean large eggs unless they say otherwise.
  const heads = food.description.startsWith('Egg,') ? ['large', ...wholeItemHeads] : wholeItemHeads;
  for (const head of heads) {
    const portion = portions.find((candidate) => candidate.words[0] === head);
    if (portion) return found(portion);
  }
  return null;
}

/** Edible grams a parsed line contributes for a food; null with the reason when it cannot tell. */
export function gramsForLine(parsed: ParsedIngredient, food: Food): GramsResult {
  if (parsed.isToTaste) return { grams: null, reason: 'to-taste' };
  if (parsed.quantity === null) return { grams: null, reason: 'no-quantity' };
  // A range counts its first amount, as recipe sites' nutrition labels do: "1-2 pounds of
  // steak" is what the recipe needs at least, and the figure a cook compares ours with.
  const quantity = parsed.quantity;
  // The size word lets "1 small head cauliflower" pick USDA's "head small".
  const lineWords = new Set(
    `${parsed.food} ${parsed.note ?? ''} ${parsed.size ?? ''}`.toLowerCase().split(/[^a-z]+/),
  );

  // "1 1/2 cups/190 grams", "2 large onions (about 1 lb)": the line's own weight beats any measure.
  if (parsed.statedGrams !== null) {
    return { grams: parsed.statedGrams, source: 'weight in the line' };
  }

  if (parsed.packageSize) {
    const perPackage = gramsForLine(
      {
        ...parsed,
        quantity: parsed.packageSize.quantity,
        quantityMax: null,
        unit: parsed.packageSize.unit,
        packageSize: null,
      },
      food,
    );
    if (perPackage.grams !== null) {
      return {
        grams: quantity * perPackage.grams,
        source: `${parsed.packageSize.quantity} ${parsed.packageSize.unit} package; ${perPackage.source}`,
      };
    }
  }

  const mass = toGrams(quantity, parsed.unit);
  if (mass !== null) return { grams: mass, source: 'mass unit' };

  const milliliters = toMilliliters(quantity, parsed.unit);
  if (milliliters !== null && parsed.unit) {
    const density = gramsPerMilliliter(food, parsed.unit, lineWords);
    if (!density) return { grams: null, reason: 'no-portion' };
    return { grams: milliliters * density.density, source: density.source };
  }

  const count = countGrams(food, parsed, lineWords);
  if (count) return { grams: quantity * count.gramsEach, source: count.source };
  // A can without a stated size: the common US 15 oz can, said in the source.
  if (parsed.unit === 'can') return { grams: quantity * 425, source: 'assumed 15 oz can' };
  return { grams: null, reason: 'no-portion' };
}

/**
 * The typical weight a count unit names: a piece when there is none or it is a fillet ("2
 * Hähnchenbrustfilets" are two breasts); "2 sticks celery" are stalks.
 */
function weightKind(unit: Unit | null): keyof TypicalWeights {
  if (unit === 'stick') return 'stalk';
  return (unit === null || unit === 'fillet' ? 'piece' : unit) as keyof TypicalWeights;
}

const cupMilliliters = toMilliliters(1, 'cup') ?? 236.6;

/**
 * The food's own weight of a piece or a cup, or the size sold where the recipe's language is
 * written, where it has one, for a line that states none.
 */
function ownWeight(
  parsed: ParsedIngredient,
  canonical: CanonicalFood,
  language: string | undefined,
): { grams: number; source: string } | null {
  const local = language ? canonical.localWeights?.[language] : undefined;
  const weights = local ? { ...canonical.ownWeights, ...local } : canonical.ownWeights;
  const isPlain = !parsed.isToTaste && parsed.statedGrams === null && parsed.packageSize === null;
  if (!weights || !isPlain || parsed.quantity === null) return null;
  const milliliters = toMilliliters(parsed.quantity, parsed.unit);
  if (milliliters !== null) {
    return weights.cup === undefined
      ? null
      : { grams: (milliliters / cupMilliliters) * weights.cup, source: 'typical cup' };
  }
  const kind = weightKind(parsed.unit);
  const each = weights[kind];
  return each === undefined ? null : { grams: parsed.quantity * each, source: `typical ${kind}` };
}

/**
 * The canonical food's own weight of a piece or cup where it differs from USDA's; else like
 * gramsForLine, then the canonical food's typical weights where USDA has no measure: a sprig of
 * a fresh herb, a head of garlic, a can of something canned, a piece, or its density by volume.
 */
export function gramsForIdentity(
  parsed: ParsedIngredient,
  food: Food,
  canonical: CanonicalFood,
  language?: string,
): GramsResult {
  const own = ownWeight(parsed, canonical, language);
  if (own) return own;
  const weighed = gramsForLine(parsed, food);
  if (weighed.grams !== null || weighed.reason !== 'no-portion' || parsed.quantity === null)
    return weighed;
  // A range counts its first amount, as in gramsForLine.
  const quantity = parsed.quantity;
  const milliliters = toMilliliters(quantity, parsed.unit);
  if (milliliters !== null && canonical.density !== null) {
    return { grams: milliliters * canonical.density, source: 'density of the food' };
  }
  // "un filet d'huile d'olive", "ein Filet Zitronensaft": a fillet of what is measured by the
  // spoon is a drizzle, about a tablespoon.
  if (
    parsed.unit === 'fillet' &&
    canonical.density !== null &&
    canonical.weights.piece === undefined
  ) {
    const drizzle = toMilliliters(quantity, 'tbsp') ?? 0;
    return { grams: drizzle * canonical.density, source: 'a drizzle' };
  }
  const kind = weightKind(parsed.unit);
  // "4 feuilles de pâte filo", "6 fogli di pasta fillo": the leaves of a dough are its sheets;
  // "1 Stange Lauch", "1 fej vöröshagyma": a stalk or a head of what has none is the whole piece.
  const fallback = kind === 'leaf' ? 'sheet' : kind === 'stalk' || kind === 'head' ? 'piece' : null;
  const each = canonical.weights[kind] ?? (fallback ? canonical.weights[fallback] : undefined);
  if (each !== undefined) return { grams: quantity * each, source: `typical ${kind}` };
  return weighed;
}

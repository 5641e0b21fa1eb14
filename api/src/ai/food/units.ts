/** Units an ingredient line can carry once its spelling is normalised. */
export type MassUnit = 'mg' | 'g' | 'kg' | 'oz' | 'lb';
export type VolumeUnit =
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'tsp'
  | 'tbsp'
  | 'cup'
  | 'fl oz'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'pinch'
  | 'dash';
export type CountUnit =
  | 'clove'
  | 'slice'
  | 'can'
  | 'jar'
  | 'package'
  | 'stick'
  | 'bunch'
  | 'sprig'
  | 'stalk'
  | 'head'
  | 'piece'
  | 'handful'
  | 'leaf'
  | 'fillet'
  | 'sheet'
  | 'bottle'
  | 'ear'
  | 'loaf';
export type Unit = MassUnit | VolumeUnit | CountUnit;

export interface Quantity {
  quantity: number;
  unit: Unit | null;
}

const gramsPerUnit: Record<MassUnit, number> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: 28.3495,
  lb: 453.592,
};

// US customary measures; USDA's own household weights assume the same 1 cup = 16 tbsp = 48 tsp.
// A pinch (1/16 tsp) and a dash (1/8 tsp) follow the usual measuring-spoon sets.
const millilitersPerUnit: Record<VolumeUnit, number> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 4.92892,
  tbsp: 14.7868,
  cup: 236.588,
  'fl oz': 29.5735,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
  pinch: 4.92892 / 16,
  dash: 4.92892 / 8,
};

export function isMassUnit(unit: Unit | null): unit is MassUnit {
  return unit !== null && unit in gramsPerUnit;
}

export function isVolumeUnit(unit: Unit | null): unit is VolumeUnit {
  return unit !== null && unit in millilitersPerUnit;
}

/** Grams for a mass quantity; null for volume and count units, whose weight depends on the food. */
export function toGrams(quantity: number, unit: Unit | null): number | null {
  return isMassUnit(unit) ? quantity * gramsPerUnit[unit] : null;
}

/** Millilitres for a volume quantity; null for anything else. */
export function toMilliliters(quantity: number, unit: Unit | null): number | null {
  return isVolumeUnit(unit) ? quantity * millilitersPerUnit[unit] : null;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Sums two quantities of the same food for a shopping list. Same unit: the sum in that unit.
 * Mass with mass: grams; volume with volume: millilitres (a cup and 250 ml have no shared
 * household unit). Counts only add to the same count unit (or both unitless). Anything else,
 * or a missing quantity, gives null: the caller keeps the lines apart.
 */
export function addQuantities(
  a: { quantity: number | null; unit: Unit | null },
  b: { quantity: number | null; unit: Unit | null },
): Quantity | null {
  if (a.quantity === null || b.quantity === null) return null;
  if (a.unit === b.unit) return { quantity: round(a.quantity + b.quantity, 3), unit: a.unit };
  const gramsA = toGrams(a.quantity, a.unit);
  const gramsB = toGrams(b.quantity, b.unit);
  if (gramsA !== null && gramsB !== null) return { quantity: round(gramsA + gramsB, 1), unit: 'g' };
  const millilitersA = toMilliliters(a.quantity, a.unit);
  const millilitersB = toMilliliters(b.quantity, b.unit);
  if (millilitersA !== null && millilitersB !== null) {
    return { quantity: round(millilitersA + millilitersB, 1), unit: 'ml' };
  }
  return null;
}

// Spellings seen in recipes, lower-cased and without trailing dots. "T" and "t" are the only
// case-sensitive ones and are handled by the parser before this lookup.
const unitSpellings: Record<string, Unit> = {};
function spell(unit: Unit, ...spellings: string[]): void {
  for (const spelling of [unit, ...spellings]) unitSpellings[spelling] = unit;
}
spell('mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes');
spell('g', 'gr', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'grs');
spell('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
spell('oz', 'ozs', 'ounce', 'ounces');
spell('lb', 'lbs', 'pound', 'pounds', 'ib', 'ibs');
spell('ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc');
spell('cl', 'centiliter', 'centiliters', 'centilitre', 'centilitres');
spell('dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres');
spell('l', 'liter', 'liters', 'litre', 'litres', 'ltr', 'lt');
spell('tsp', 'tsps', 'teaspoon', 'teaspoons', 'tsps', 'tspn', 'teasp');
spell('tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tablespoon', 'tablespoons', 'tbspn');
spell('cup', 'cups', 'c');
spell('fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'floz');
spell('pint', 'pints', 'pt', 'pts');
spell('quart', 'quarts', 'qt', 'qts');
spell('gallon', 'gallons', 'gal');
spell('pinch', 'pinches');
spell('dash', 'dashes');
spell('clove', 'cloves');
spell('slice', 'slices');
spell('can', 'cans', 'tin', 'tins');
spell('jar', 'jars');
spell('package', 'packages', 'pkg', 'pkgs', 'packet', 'packets', 'pack', 'packs');
spell('stick', 'sticks');
spell('bunch', 'bunches');
spell('sprig', 'sprigs');
spell('stalk', 'stalks', 'rib', 'ribs');
spell('head', 'heads');
spell('piece', 'pieces', 'pc', 'pcs');
spell('handful', 'handfuls');
spell('leaf', 'leaves');
spell('fillet', 'fillets', 'filet', 'filets');
spell('sheet', 'sheets');
spell('bottle', 'bottles');
spell('ear', 'ears');
spell('loaf', 'loaves');

/** The normalised unit for a spelling ("Tablespoons", "c.", "litres"), or null. */
export function normalizeUnit(spelling: string): Unit | null {
  const key = spelling.toLowerCase().replace(/\.$/, '').replace(/\.\s*/g, '. ').trim();
  return unitSpellings[key] ?? unitSpellings[key.replace(/\./g, '')] ?? null;
}

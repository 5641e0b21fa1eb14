import type { Unit } from '../../food/units.ts';

/*
 * The amount at the start of an ingredient line, as written, so a line can be rewritten with a
 * new amount and keep every other word. The nutrition parser (`parseIngredientLine`) reads the
 * value; this only finds where it sits in the original text.
 */

const fractionCharacters = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const numberSource = String.raw`(?:\d+\s*[${fractionCharacters}]|[${fractionCharacters}]|\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|\.\d+)`;
const leadingAmountPattern = new RegExp(
  String.raw`^(\s*(?:[-*•·▢□]\s*)?(?:(?:juice|zest)\s+(?:of|from)\s+)?)(?:(${numberSource})(?:(\s*(?:-|–|—|to|or)\s*)(${numberSource}))?|(an?)(?=\s))`,
  'iu',
);

export interface LeadingAmount {
  /** Bullet or "Juice of" before the amount. */
  before: string;
  /** The amount as written ("1 1/2", "2-3", "a"). */
  text: string;
  /** How a range is written ("-", " to "), or null. */
  rangeSeparator: string | null;
  /** Everything after the amount. */
  after: string;
}

export function readLeadingAmount(line: string): LeadingAmount | null {
  const match = leadingAmountPattern.exec(line);
  if (!match) return null;
  const before = match[1] ?? '';
  return {
    before,
    text: match[0].slice(before.length),
    rangeSeparator: match[4] ? (match[3] ?? '-') : null,
    after: line.slice(match[0].length),
  };
}

const metricSmallUnits = new Set<Unit>(['g', 'mg', 'ml', 'cl', 'dl']);
const metricLargeUnits = new Set<Unit>(['kg', 'l']);
const fractions: [number, string][] = [
  [0, ''],
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, ''],
];

function trimNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

/**
 * An amount as a cook measures it: metric weights and volumes in round numbers, cups, spoons
 * and counts in the fractions measuring sets have ("1 1/2", "2/3"). ASCII fractions, so the
 * ingredient-line parser reads the result back.
 */
export function formatAmount(value: number, unit: Unit | null): string {
  if (unit && metricSmallUnits.has(unit)) {
    if (value >= 100) return String(Math.round(value / 5) * 5);
    return trimNumber(value, value >= 10 ? 0 : 1);
  }
  if (unit && metricLargeUnits.has(unit)) return trimNumber(value, 2);
  if (value >= 20) return String(Math.round(value));
  if (value < 1 / 16) return '1/8';
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = fractions[0] as [number, string];
  for (const candidate of fractions) {
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  }
  if (best[0] === 1) whole += 1;
  if (best[1] === '') return String(whole);
  return whole === 0 ? best[1] : `${whole} ${best[1]}`;
}

// Unit words written in full change with the number ("1 cup", "2 cups"); abbreviations do not.
const pluralUnitWords: Record<string, string> = {
  cup: 'cups',
  can: 'cans',
  tin: 'tins',
  jar: 'jars',
  clove: 'cloves',
  slice: 'slices',
  stick: 'sticks',
  sprig: 'sprigs',
  stalk: 'stalks',
  head: 'heads',
  piece: 'pieces',
  handful: 'handfuls',
  leaf: 'leaves',
  fillet: 'fillets',
  sheet: 'sheets',
  bottle: 'bottles',
  package: 'packages',
  packet: 'packets',
  pinch: 'pinches',
  dash: 'dashes',
  bunch: 'bunches',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
  pound: 'pounds',
  ounce: 'ounces',
  gram: 'grams',
  kilogram: 'kilograms',
  liter: 'liters',
  litre: 'litres',
  milliliter: 'milliliters',
  millilitre: 'millilitres',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
};
const singularUnitWords = Object.fromEntries(
  Object.entries(pluralUnitWords).map(([singular, plural]) => [plural, singular]),
);

function matchCase(word: string, model: string): string {
  return model[0] && model[0] === model[0].toUpperCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

/** "cup" ↔ "cups" after an amount changed across 1; other words are left alone. */
export function inflectUnitWord(word: string, isPlural: boolean): string | null {
  const lower = word.toLowerCase();
  const table = isPlural ? pluralUnitWords : singularUnitWords;
  const changed = table[lower];
  return changed ? matchCase(changed, word) : null;
}

/** A counted food's last word in the number it now has: "1 egg" → "2 eggs". */
export function inflectNoun(word: string, isPlural: boolean): string {
  const lower = word.toLowerCase();
  if (isPlural) {
    if (lower === 'leaf') return matchCase('leaves', word);
    if (/s$/.test(lower)) return word;
    if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
    if (/(?:ch|sh|x|tomato|potato)$/.test(lower)) return `${word}es`;
    return `${word}s`;
  }
  if (lower === 'leaves') return matchCase('leaf', word);
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|tomatoes|potatoes)$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower) && !/(?:us|is)$/.test(lower)) return word.slice(0, -1);
  return word;
}

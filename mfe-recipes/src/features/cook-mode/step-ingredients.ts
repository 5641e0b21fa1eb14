import { parseLeadingQuantity } from '../../components/scale-quantity.ts';

/**
 * Which of the recipe's ingredient lines a step uses: each line's food name ("2 cloves garlic,
 * minced" → "garlic") is looked for among the step's words, singular or plural. A step may name
 * a food in short ("the oil" for "olive oil", "the chicken" for "chicken thighs"); when two
 * ingredients compete for the same words, the one named in full wins ("sesame oil" over "olive
 * oil").
 */

const units = new Set(
  [
    'cup',
    'c',
    'tablespoon',
    'tbsp',
    'tbs',
    'tbl',
    'teaspoon',
    'tsp',
    'ts',
    'g',
    'gram',
    'gramme',
    'kg',
    'kilogram',
    'mg',
    'ml',
    'millilitre',
    'milliliter',
    'cl',
    'dl',
    'l',
    'litre',
    'liter',
    'oz',
    'ounce',
    'fl',
    'lb',
    'pound',
    'pint',
    'quart',
    'qt',
    'gallon',
    'pinch',
    'dash',
    'drop',
    'splash',
    'clove',
    'can',
    'tin',
    'jar',
    'package',
    'pkg',
    'packet',
    'pack',
    'bag',
    'box',
    'bottle',
    'stick',
    'slice',
    'piece',
    'bunch',
    'handful',
    'sprig',
    'head',
    'stalk',
    'rib',
    'knob',
    'sheet',
    'fillet',
    'cube',
    'scoop',
    'heaping',
    'heaped',
    'level',
    'x',
  ].map(keyOf),
);

/** Preparation and size words: never part of what the food is called. */
const preparation = new Set(
  [
    'chopped',
    'diced',
    'minced',
    'sliced',
    'grated',
    'shredded',
    'crushed',
    'peeled',
    'softened',
    'melted',
    'beaten',
    'cooked',
    'uncooked',
    'drained',
    'rinsed',
    'trimmed',
    'halved',
    'quartered',
    'cubed',
    'toasted',
    'packed',
    'sifted',
    'divided',
    'finely',
    'roughly',
    'coarsely',
    'thinly',
    'freshly',
    'lightly',
    'about',
    'approximately',
    'plus',
    'more',
    'extra',
    'large',
    'small',
    'medium',
    'big',
    'optional',
    'room',
    'temperature',
    'cold',
    'warm',
    'whole',
  ].map(keyOf),
);

/**
 * Words that describe a food but never name one alone: "black" in "black pepper" must not
 * match "black beans", so a name is only shortened to a prefix that ends in a real food word.
 */
const descriptors = new Set(
  [
    'red',
    'green',
    'yellow',
    'black',
    'white',
    'brown',
    'dark',
    'light',
    'fresh',
    'dried',
    'dry',
    'ground',
    'all',
    'purpose',
    'plain',
    'self',
    'raising',
    'rising',
    'unsalted',
    'salted',
    'sweet',
    'hot',
    'mild',
    'baby',
    'boneless',
    'skinless',
    'kosher',
    'sea',
    'coarse',
    'fine',
    'virgin',
    'low',
    'fat',
    'free',
    'reduced',
    'sodium',
    'frozen',
    'canned',
    'ripe',
    'organic',
    'good',
    'quality',
    'new',
    'old',
    'of',
    'the',
    'a',
    'an',
    'and',
    'or',
    'for',
    'to',
    'with',
    'in',
  ].map(keyOf),
);

/** A word's matching key: lower case, plural and -y/-ies endings folded together. */
export function keyOf(word: string): string {
  let key = word.toLowerCase();
  if (key.length > 4 && key.endsWith('ies')) key = key.slice(0, -3);
  else if (key.length > 4 && /(?:ch|sh|x|z|ss|o)es$/.test(key)) key = key.slice(0, -2);
  else if (key.length > 3 && key.endsWith('s') && !/(?:ss|us|is)$/.test(key)) {
    key = key.slice(0, -1);
  }
  if (key.length > 3 && /[yi]$/.test(key)) key = key.slice(0, -1);
  return key;
}

function wordsOf(text: string): string[] {
  return text.match(/\p{L}+/gu) ?? [];
}

/**
 * The food names in an ingredient line, as written: "2 cloves garlic, minced" → ["garlic"],
 * "Salt and pepper to taste" → ["Salt", "pepper"].
 */
export function foodNamesOf(line: string): string[] {
  let text = line
    .replace(/&/g, ' and ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  text = text.split(/[,;:]|\s[-–—]\s/)[0] ?? '';
  text = text.replace(
    /\b(?:to taste|for (?:serving|garnish|greasing|dusting|frying)|if needed)\b.*$/i,
    '',
  );
  const quantity = parseLeadingQuantity(text);
  if (quantity) text = quantity.rest;
  // A size before the unit: "1 14-ounce can", "2 x 400 g tins".
  text = text.replace(/^\s*[x×]?\s*[\d.,/½¼¾⅓⅔]+[\s-]*[\p{L}.]*\s+(?=\p{L})/u, (size) =>
    units.has(keyOf(wordsOf(size).at(-1) ?? '')) ? ' ' : size,
  );
  const words = wordsOf(text);
  // Units (and their "of") lead the line: "cloves garlic", "cup of flour".
  while (words.length > 1 && (units.has(keyOf(words[0] ?? '')) || words[0] === 'of')) {
    words.shift();
  }
  const names: string[][] = [[]];
  for (const word of words) {
    const key = keyOf(word);
    if (key === 'and' || key === 'or' || word === '&') names.push([]);
    else if (!preparation.has(key)) names.at(-1)?.push(word);
  }
  return names.map((name) => name.join(' ')).filter((name) => name.length > 0);
}

/** The step's spans (in word positions) that name a food; empty when it is not named. */
function spansOf(name: string[], step: string[]): [number, number][] {
  const candidates: string[][] = [name];
  // Shorter forms: the head noun and what precedes it ("olive oil" → "oil")...
  for (let start = 1; start < name.length; start++) candidates.push(name.slice(start));
  // ...or a leading food word ("chicken thighs" → "chicken"), never a bare descriptor.
  for (let end = name.length - 1; end > 0; end--) candidates.push(name.slice(0, end));
  for (const candidate of candidates) {
    const last = candidate.at(-1) ?? '';
    if (last.length < 3 || descriptors.has(last) || units.has(last)) continue;
    if (candidate.every((word) => descriptors.has(word))) continue;
    const spans: [number, number][] = [];
    for (let index = 0; index + candidate.length <= step.length; index++) {
      if (candidate.every((word, offset) => step[index + offset] === word)) {
        spans.push([index, index + candidate.length]);
      }
    }
    if (spans.length > 0) return spans;
  }
  return [];
}

/** The indices of the ingredient lines the step uses, in the recipe's order. */
export function ingredientsForStep(step: string, ingredients: readonly string[]): number[] {
  const stepWords = wordsOf(step).map(keyOf);
  const matches = ingredients.map((line) =>
    foodNamesOf(line).flatMap((name) => spansOf(wordsOf(name).map(keyOf), stepWords)),
  );
  const isInsideLonger = ([start, end]: [number, number], owner: number) =>
    matches.some(
      (spans, other) =>
        other !== owner &&
        spans.some(
          ([otherStart, otherEnd]) =>
            otherStart <= start && end <= otherEnd && otherEnd - otherStart > end - start,
        ),
    );
  return matches.flatMap((spans, index) =>
    spans.some((span) => !isInsideLonger(span, index)) ? [index] : [],
  );
}

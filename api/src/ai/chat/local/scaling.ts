import { identifyFood } from '../../food/food-identity.ts';
import { parseIngredientLine } from '../../food/ingredient-line.ts';
import { normalizeUnit, type Unit } from '../../food/units.ts';
import { formatAmount, inflectNoun, inflectUnitWord, readLeadingAmount } from './amounts.ts';

/**
 * Ingredient lines for `toServings` instead of `fromServings`: each leading amount (fractions,
 * ranges, "1 1/2", "½", "a") is multiplied and written the way cooks measure, unit and count
 * words follow the new number, and every other word stays. Lines without an amount ("salt to
 * taste", "For the sauce:") are returned as they are.
 */
export function scaleIngredientLines(
  lines: readonly string[],
  fromServings: number,
  toServings: number,
): string[] {
  const factor = toServings / fromServings;
  if (!(fromServings > 0) || !(toServings > 0) || !Number.isFinite(factor)) {
    throw new RangeError('Servings must be positive numbers.');
  }
  return lines.map((line) => scaleIngredientLine(line, factor));
}

// Foods counted whole, as the food identity names them.
const wholeCountFoods = new Set(['usda:egg', 'usda:egg-white', 'usda:yolk']);

/** One line with its amount multiplied by `factor`. */
export function scaleIngredientLine(line: string, factor: number): string {
  const parsed = parseIngredientLine(line);
  const amount = readLeadingAmount(line);
  if (factor === 1 || parsed.quantity === null || !amount) return line;

  // Half an egg is not a thing a cook measures, in any language ("3 Eier", "2 jaunes d'œufs").
  const isWholeCount =
    parsed.unit === null && wholeCountFoods.has(identifyFood(parsed.food)?.food.id ?? '');
  const scale = (value: number) =>
    isWholeCount ? Math.max(1, Math.round(value * factor)) : value * factor;
  const low = scale(parsed.quantity);
  const high = parsed.quantityMax === null ? null : scale(parsed.quantityMax);

  // "3/8 cup" is not on a measuring cup; "6 tbsp" is.
  const spoons = high === null ? spoonMeasure(low, parsed.unit) : null;
  const unitWord = spoons ? /^(\s*)([A-Za-z]+)\.?(?=\s|$)/.exec(amount.after) : null;
  if (spoons && unitWord?.[2] && normalizeUnit(unitWord[2]) === parsed.unit) {
    const isSpelledOut = unitWord[2].length > 4;
    const word = isSpelledOut
      ? `${spoons.unit === 'tbsp' ? 'tablespoon' : 'teaspoon'}${spoons.value > 1 ? 's' : ''}`
      : spoons.unit;
    const rest = amount.after.slice(unitWord[0].length);
    return `${amount.before}${formatAmount(spoons.value, spoons.unit)}${unitWord[1]}${word}${rest}`;
  }

  let text = formatAmount(low, parsed.unit);
  if (high !== null && amount.rangeSeparator !== null) {
    const highText = formatAmount(high, parsed.unit);
    // "1-1 1/2" would read as one and a half: mixed numbers get words between them.
    const separator = `${text} ${highText}`.split(' ').length > 2 ? ' to ' : amount.rangeSeparator;
    text += `${separator}${highText}`;
  }

  const wasPlural = (parsed.quantityMax ?? parsed.quantity) > 1;
  const isPlural = (high ?? low) > 1;
  const after = wasPlural === isPlural ? amount.after : inflectAfterAmount(amount.after, isPlural);
  return `${amount.before}${text}${after}`;
}

const cupFractions = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];

function isNear(value: number, targets: readonly number[]): boolean {
  return targets.some((target) => Math.abs(value - target) <= target * 0.04);
}

/** Small odd amounts of cups or tablespoons in the next smaller spoon, or null. */
function spoonMeasure(value: number, unit: Unit | null): { value: number; unit: Unit } | null {
  if (unit === 'cup' && value < 1 && !isNear(value, cupFractions)) {
    return spoonMeasure(value * 16, 'tbsp') ?? { value: value * 16, unit: 'tbsp' };
  }
  if (unit === 'tbsp' && value < 1 && !isNear(value, [1 / 2]))
    return { value: value * 3, unit: 'tsp' };
  return null;
}

// "1 cup" → "2 cups", "1 (15 oz) can" → "2 (15 oz) cans"; without a unit word, the counted
// food's last word: "1 large onion, diced" → "2 large onions, diced".
function inflectAfterAmount(after: string, isPlural: boolean): string {
  const unitWord = /^(\s*(?:\([^)]*\)\s*)?)([A-Za-z]+)\b/.exec(after);
  if (unitWord?.[2] && normalizeUnit(unitWord[2])) {
    const changed = inflectUnitWord(unitWord[2], isPlural);
    if (changed) {
      return `${unitWord[1]}${changed}${after.slice(unitWord[0].length)}`;
    }
    if (unitWord[2].length <= 4) return after;
  }
  const phraseEnd = after.search(/\s*(?:,|\(|;|\s[-–—]\s)/);
  const phrase = phraseEnd === -1 ? after : after.slice(0, phraseEnd);
  const lastWord = /([A-Za-z]+)$/.exec(phrase);
  if (!lastWord?.[1] || phrase.trim().split(/\s+/).length > 4) return after;
  const changed = inflectNoun(lastWord[1], isPlural);
  return `${phrase.slice(0, lastWord.index)}${changed}${after.slice(phrase.length)}`;
}

import { type ParsedIngredient, parseIngredientLine } from '../../food/ingredient-line.ts';
import {
  isMassUnit,
  isVolumeUnit,
  normalizeUnit,
  toGrams,
  toMilliliters,
} from '../../food/units.ts';
import { formatAmount, readLeadingAmount } from './amounts.ts';
import { gramsOfFood, knownFood } from './food-weights.ts';
import { scaleIngredientLine } from './scaling.ts';

/** How a swap changes the amount: multiply it, or write a new amount and unit. */
export type AmountChange = { factor: number } | { text: string };

/** One row of a diet's substitution table. */
export interface Substitution {
  /** The ingredient words it swaps (case-insensitive, first match in the line). */
  pattern: RegExp;
  /** Lines (and step passages) that already fit, though the pattern matches them. */
  unless?: RegExp;
  /** The new words for what matched. */
  replacement: string | ((matched: string, parsed: ParsedIngredient) => string);
  /** Replace the whole food phrase ("boneless skinless chicken breasts"), not only the match. */
  replacesFood?: boolean;
  /** Drop the preparation note ("drained and rinsed" does not fit mushrooms). */
  dropsNote?: boolean;
  amount?: (parsed: ParsedIngredient) => AmountChange | null;
  /** What steps name (default: the pattern), e.g. only "lasagna noodles", never the dish. */
  stepPattern?: RegExp;
  /** What steps call the new ingredient (default: the replacement). */
  stepWord?: string;
  /** Steps keep their words: "cook the penne" is still right when the penne is gluten-free. */
  keepsSteps?: boolean;
}

/** A diet's table: its tag, the lines that already fit it, the rows in order. */
export interface DietTable {
  tag: string;
  /** Words that mark a line (or step passage) as already fitting: "sugar-free", "vegan". */
  fits: RegExp;
  /** Tags that no longer hold once adapted (a vegetarian recipe is not tagged "chicken"). */
  dropsTags?: RegExp;
  substitutions: Substitution[];
}

/** One swapped ingredient line. */
export interface Swap {
  before: string;
  after: string;
  /** What it was and what it is now, in words: "spaghetti" → "zucchini noodles". */
  from: string;
  to: string;
}

export interface Adaptation {
  ingredients: string[];
  instructions: string[];
  tags: string[];
  swaps: Swap[];
  changedSteps: number;
}

/** Multiply mass and volume amounts (dry pasta or rice become vegetables by cooked volume). */
export const times =
  (factor: number, options: { unlessCooked?: boolean } = {}) =>
  (parsed: ParsedIngredient): AmountChange | null => {
    if (parsed.quantity === null) return null;
    if (options.unlessCooked && /\bcooked\b/i.test(parsed.line)) return null;
    return isMassUnit(parsed.unit) || (isVolumeUnit(parsed.unit) && !parsed.packageSize)
      ? { factor }
      : null;
  };

/** Counted or canned foods as a weight of the new one ("4 medium potatoes" → "850 g"). */
export const weighed =
  (factor = 1, options: { unlessCooked?: boolean } = {}) =>
  (parsed: ParsedIngredient): AmountChange | null => {
    if (parsed.quantity === null) return null;
    if (options.unlessCooked && /\bcooked\b/i.test(parsed.line)) return null;
    if (isMassUnit(parsed.unit) || (isVolumeUnit(parsed.unit) && !parsed.packageSize)) {
      return factor === 1 ? null : { factor };
    }
    const food = knownFood(parsed.food);
    const grams = food ? gramsOfFood(parsed, food).grams : null;
    if (grams === null) return factor === 1 ? null : { factor };
    return { text: `${formatAmount(grams * factor, 'g')} g` };
  };

/** A strong thickener or gelling agent: a fraction of the spoons (cornstarch → xanthan gum). */
export const teaspoonsPer =
  (teaspoonsEach: number, gramsEach: number) =>
  (parsed: ParsedIngredient): AmountChange | null => {
    if (parsed.quantity === null) return null;
    const milliliters = toMilliliters(parsed.quantity, parsed.unit);
    if (milliliters !== null) {
      return {
        text: `${formatAmount(Math.max((milliliters / 4.92892) * teaspoonsEach, 1 / 8), 'tsp')} tsp`,
      };
    }
    const grams = toGrams(parsed.quantity, parsed.unit);
    return grams === null
      ? null
      : { text: `${formatAmount(Math.max(grams * gramsEach, 0.5), 'g')} g` };
  };

const sizeWordPattern = /^(?:extra[- ]large|large|medium|small|jumbo|big)\s+/i;

/** Writes a new amount and unit over the line's own ("1 (15 oz) can", "4 medium"). */
function replaceMeasure(line: string, text: string): string {
  const amount = readLeadingAmount(line);
  if (!amount) return `${text} ${line.trim()}`;
  let rest = amount.after.replace(/^\s*\([^)]*\)/, '').trimStart();
  rest = rest.replace(sizeWordPattern, '');
  const word = /^([a-z]+)\.?\s+/i.exec(rest);
  if (word?.[1] && normalizeUnit(word[1])) rest = rest.slice(word[0].length);
  rest = rest.replace(/^of\s+/i, '');
  return `${amount.before}${text} ${rest}`;
}

// Capitalised only where a sentence or line starts: "Parmesan" mid-sentence is a name, and
// its replacement is not.
function matchCase(text: string, model: string, before: string): string {
  const first = model.charAt(0);
  const isSentenceStart = /(?:^|[.!?:]\s*)[\s\-*•]*$/.test(before);
  return isSentenceStart && first !== first.toLowerCase()
    ? text.charAt(0).toUpperCase() + text.slice(1)
    : text;
}

function adaptLine(line: string, parsed: ParsedIngredient, table: DietTable) {
  if (table.fits.test(line)) return null;
  for (const substitution of table.substitutions) {
    const match = substitution.pattern.exec(line);
    if (!match || substitution.unless?.test(line)) continue;
    let start = match.index;
    let end = start + match[0].length;
    const foodStart = line.toLowerCase().indexOf(parsed.food);
    const foodEnd = foodStart + parsed.food.length;
    const isFoodAround =
      parsed.food !== '' && foodStart !== -1 && foodStart <= start && foodEnd >= end;
    if (substitution.replacesFood && isFoodAround) {
      start = foodStart;
      end = foodEnd;
    }
    const { replacement } = substitution;
    const to = typeof replacement === 'string' ? replacement : replacement(match[0], parsed);
    const tail = substitution.dropsNote ? '' : line.slice(end);
    let after = `${line.slice(0, start)}${matchCase(to, line.slice(start), line.slice(0, start))}${tail}`;
    const change = substitution.amount?.(parsed);
    if (change && 'factor' in change) after = scaleIngredientLine(after, change.factor);
    if (change && 'text' in change) after = replaceMeasure(after, change.text);
    const from = (substitution.replacesFood && isFoodAround ? parsed.food : match[0]).toLowerCase();
    return { substitution, swap: { before: line, after, from, to } };
  }
  return null;
}

function adaptStep(step: string, substitution: Substitution, word: string, table: DietTable) {
  const pattern = substitution.stepPattern ?? substitution.pattern;
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return step.replace(global, (matched: string, ...rest: unknown[]) => {
    const offset = rest.find((value) => typeof value === 'number') ?? 0;
    const before = step.slice(0, offset);
    // The words right around it: "almond flour" is already fine; the rest of the step may
    // hold another swap's new words and says nothing about this one.
    const phrase = `${/\S*\s*$/.exec(before)?.[0] ?? ''}${matched}${/^[\s-]*\S*/.exec(step.slice(offset + matched.length))?.[0] ?? ''}`;
    if (substitution.unless?.test(phrase) || table.fits.test(phrase)) return matched;
    return matchCase(word, matched, before);
  });
}

/**
 * A recipe adapted to a diet: each ingredient line gets the first row of the table that names it
 * (amounts kept or converted, the line's other words kept), steps name the new ingredients, and
 * the diet's tag is added. No swaps means the recipe already fits.
 */
export function adaptRecipe(
  recipe: {
    ingredients: readonly string[];
    instructions: readonly string[];
    tags: readonly string[];
  },
  table: DietTable,
): Adaptation {
  const swaps: Swap[] = [];
  const stepWords = new Map<Substitution, string>();
  const ingredients = recipe.ingredients.map((line) => {
    const adapted = adaptLine(line, parseIngredientLine(line), table);
    if (!adapted) return line;
    swaps.push(adapted.swap);
    if (!adapted.substitution.keepsSteps && !stepWords.has(adapted.substitution)) {
      stepWords.set(
        adapted.substitution,
        adapted.substitution.stepWord ?? adapted.swap.to.replace(/\s*\([^)]*\)/g, ''),
      );
    }
    return adapted.swap.after;
  });
  let changedSteps = 0;
  const instructions = recipe.instructions.map((step) => {
    let adapted = step;
    for (const [substitution, word] of stepWords)
      adapted = adaptStep(adapted, substitution, word, table);
    if (adapted !== step) changedSteps += 1;
    return adapted;
  });
  const kept = recipe.tags.filter((tag) => !table.dropsTags?.test(tag));
  const hasTag = kept.some((tag) => tag.trim().toLowerCase() === table.tag);
  return {
    ingredients,
    instructions,
    tags: hasTag ? kept : [...kept, table.tag],
    swaps,
    changedSteps,
  };
}

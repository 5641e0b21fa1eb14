import type { OrganizedShoppingItem, ShoppingItemToOrganize } from './ai-provider.ts';
import { categorize } from './shopping-categories.ts';

/*
 * Offline shopping-list cleanup: tidy spaces in names, merge duplicates (ignoring case and
 * spaces, under the first-written spelling), fix categories.
 * Quantities of a merged item are added when both are numbers in the same unit ("2 cups" +
 * "1 cup" = "3 cups"); anything else is kept side by side ("2 + 1 cup").
 */

/** Unit spellings → [singular, plural] shown in the merged quantity. */
const units: Record<string, [string, string]> = {};
const defineUnit = (singular: string, plural: string, ...aliases: string[]) => {
  for (const alias of [singular, plural, ...aliases]) units[alias] = [singular, plural];
};
defineUnit('cup', 'cups', 'c');
defineUnit('tbsp', 'tbsp', 'tablespoon', 'tablespoons', 'tbs', 'tbsps', 'T');
defineUnit('tsp', 'tsp', 'teaspoon', 'teaspoons', 'tsps', 't');
defineUnit('g', 'g', 'gram', 'grams', 'gr');
defineUnit('kg', 'kg', 'kilogram', 'kilograms', 'kgs');
defineUnit('ml', 'ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres');
defineUnit('l', 'l', 'liter', 'liters', 'litre', 'litres');
defineUnit('oz', 'oz', 'ounce', 'ounces');
defineUnit('lb', 'lb', 'lbs', 'pound', 'pounds');
for (const word of [
  'clove',
  'can',
  'bunch',
  'slice',
  'piece',
  'pinch',
  'stick',
  'sprig',
  'head',
  'jar',
  'bag',
  'box',
  'package',
  'bottle',
  'handful',
  'packet',
]) {
  defineUnit(
    word,
    word.endsWith('ch') || word.endsWith('sh') || word.endsWith('x') ? `${word}es` : `${word}s`,
  );
}

const unicodeFractions: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

interface Amount {
  value: number;
  /** Canonical unit key ('' when the quantity is a bare number). */
  unit: string;
}

/** "1 1/2 cups", "½ cup", "0.5 kg", "2", "3 large" → an amount; prose like "a handful" → null. */
export function parseAmount(quantity: string): Amount | null {
  const match =
    /^(?:(\d+(?:[.,]\d+)?)(?![\d/.,]))?\s*(?:(\d+)\/(\d+))?\s*([½⅓⅔¼¾⅛⅜⅝⅞])?\s*(.*)$/u.exec(
      quantity.trim(),
    );
  if (!match) return null;
  const [, whole, numerator, denominator, unicode, rest = ''] = match;
  if (whole === undefined && numerator === undefined && unicode === undefined) return null;
  let value = whole === undefined ? 0 : Number(whole.replace(',', '.'));
  if (numerator !== undefined && denominator !== undefined) {
    if (Number(denominator) === 0) return null;
    // "1/2" alone is a fraction; "1 1/2" is whole + fraction.
    value += Number(numerator) / Number(denominator);
  }
  if (unicode !== undefined) value += unicodeFractions[unicode] ?? 0;
  const word = rest.trim().replace(/\.$/, '');
  if (word === '') return { value, unit: '' };
  const canonical = units[word] ?? units[word.toLowerCase()];
  return { value, unit: canonical ? canonical[0] : word.toLowerCase() };
}

const metricUnits = new Set(['g', 'kg', 'ml', 'l']);

function formatNumber(value: number, isMetric = false): string {
  if (isMetric) return String(Math.round(value * 1000) / 1000);
  const whole = Math.floor(value);
  const fraction = value - whole;
  for (const [denominator, names] of [
    [2, ['1/2']],
    [3, ['1/3', '2/3']],
    [4, ['1/4', '', '3/4']],
    [8, ['1/8', '', '3/8', '', '5/8', '', '7/8']],
  ] as const) {
    const index = Math.round(fraction * denominator);
    const name = names[index - 1];
    if (
      index > 0 &&
      index < denominator &&
      name &&
      Math.abs(fraction - index / denominator) < 1e-6
    ) {
      return whole === 0 ? name : `${whole} ${name}`;
    }
  }
  return String(Math.round(value * 100) / 100);
}

function formatAmount({ value, unit }: Amount): string {
  if (unit === '') return formatNumber(value);
  const names = units[unit];
  const shown = names ? (value > 1 ? names[1] : names[0]) : unit;
  return `${formatNumber(value, metricUnits.has(unit))} ${shown}`;
}

/** Adds quantities: same-unit numbers are summed, everything else is listed with " + ". */
export function addQuantities(quantities: string[]): string {
  const given = quantities.map((raw) => raw.trim().replace(/\s+/g, ' ')).filter(Boolean);
  // Nothing to add up: keep the cook's own wording.
  if (given.length <= 1) return given[0] ?? '';
  const terms: (Amount | string)[] = [];
  for (const quantity of given) {
    const amount = parseAmount(quantity);
    const same =
      amount && terms.find((t): t is Amount => typeof t !== 'string' && t.unit === amount.unit);
    if (amount && same) same.value += amount.value;
    else terms.push(amount ?? quantity);
  }
  return terms.map((term) => (typeof term === 'string' ? term : formatAmount(term))).join(' + ');
}

const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export const normalizeItemName = (name: string): string => tidyName(name).toLowerCase();

export function organizeShoppingListLocally(
  items: ShoppingItemToOrganize[],
): OrganizedShoppingItem[] {
  const merged = new Map<string, { name: string; quantities: string[]; category: string }>();
  for (const item of items) {
    const key = normalizeItemName(item.name);
    if (key === '') continue;
    const existing = merged.get(key);
    // The cook's capitals stay ("Apples" is not renamed "apples"); "Milk" + "milk" is "Milk".
    if (existing) existing.quantities.push(item.quantity);
    else
      merged.set(key, {
        name: tidyName(item.name),
        quantities: [item.quantity],
        category: item.category,
      });
  }
  return [...merged.values()].map(({ name, quantities, category }) => ({
    name,
    quantity: addQuantities(quantities),
    category: categorize(name, category),
  }));
}

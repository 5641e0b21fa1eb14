import { cleanText } from './text-cleaning.ts';

// A yield counted in a measure ("2 cups", "2 dozen") says nothing about how many people eat.
const measureUnits = new Set([
  'cup',
  'cups',
  'c',
  'dozen',
  'gallon',
  'gallons',
  'quart',
  'quarts',
  'qt',
  'pint',
  'pints',
  'g',
  'gram',
  'grams',
  'kg',
  'kilogram',
  'kilograms',
  'ml',
  'l',
  'liter',
  'liters',
  'litre',
  'litres',
  'oz',
  'ounce',
  'ounces',
  'lb',
  'lbs',
  'pound',
  'pounds',
  'tbsp',
  'tsp',
  'tablespoon',
  'tablespoons',
  'teaspoon',
  'teaspoons',
  'cl',
  'dl',
]);

/**
 * Servings from a schema.org recipeYield: a number, "4 servings", "Serves 4.0", "Makes 12",
 * "4-5" (the upper end), "4人分", or a list of such ("20", "2 pies"). In a list, an entry that
 * names its unit wins over a bare number, since the bare one is often a leftover default.
 */
export function parseServings(value: unknown): number | null {
  const entries = (Array.isArray(value) ? value : [value])
    .map(quantitativeValue)
    .map((entry) => (typeof entry === 'number' ? String(entry) : cleanText(entry)))
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return null;
  const withUnit = entries.find((entry) => /\d\s*[^\d\s.,-]/.test(entry) || /^\D+\d/.test(entry));
  return servingsFromText(withUnit ?? entries[0] ?? '');
}

/**
 * schema.org also allows a QuantitativeValue ({ "value": 6, "unitText": "servings" }); a range
 * of them (minValue, maxValue) counts its upper end, as a written range does.
 */
function quantitativeValue(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const { value, maxValue, minValue, unitText } = entry as Record<string, unknown>;
  const count = value ?? maxValue ?? minValue;
  if (typeof count !== 'number' && typeof count !== 'string') return null;
  return typeof unitText === 'string' ? `${count} ${unitText}` : count;
}

function servingsFromText(text: string): number | null {
  const match = /^\D*?(\d+)(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*(\d+)(?:[.,]\d+)?)?\s*([^\s\d]*)/i.exec(
    text,
  );
  if (!match) return null;
  const prefix = text.slice(0, match.index + match[0].indexOf(match[1] ?? ''));
  // "about 2 dozen" or "Yield: 2 cups": words before the number are fine, a measure after is not.
  if (prefix.length > 20) return null;
  const unit = (match[3] ?? '').toLowerCase().replace(/[.()]/g, '');
  if (measureUnits.has(unit)) return null;
  const count = Number(match[2] ?? match[1]);
  return Number.isInteger(count) && count > 0 ? count : null;
}

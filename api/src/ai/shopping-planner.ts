import type { ShoppingCategory } from '@app/schema';
import type { PlannedItem, ShoppingIntelligence } from '../modules/shopping/index.ts';
import { detectLanguage } from './food/detect-language.ts';
import { identifyFood } from './food/food-identity.ts';
import { parseIngredientLine } from './food/ingredient-line.ts';
import {
  addQuantities,
  isMassUnit,
  type Quantity,
  toGrams,
  toMilliliters,
  type Unit,
} from './food/units.ts';
import type { AiProvider } from './providers/ai-provider.ts';
import { readShoppingLine } from './shopping-line.ts';
import { attributeSources, keyOf } from './shopping-sources.ts';

/**
 * Ingredient lines → shopping items: one item per food, quantities added with unit arithmetic
 * (2 cups + 250 ml milk is one item), categorized. Open items already on the list take part in
 * the merge, so generating twice adds up instead of duplicating.
 */
export function createShoppingIntelligence(provider: AiProvider): ShoppingIntelligence {
  return {
    plan: (open, ingredients) => {
      const items = new Map<string, Draft>();
      for (const item of open) {
        // An item already on the list joins the same food from a recipe ("Milk" and "2 cups milk").
        const identity = identifyFood(item.name);
        merge(
          items,
          identity ? identity.food.id : keyOf(item.name),
          item.name,
          [readQuantity(item.quantity)],
          item.category,
          item.recipeIds,
          item.sourceIds,
          identity?.food.density ?? null,
        );
      }
      for (const [recipeId, lines] of byRecipe(ingredients)) {
        const language = detectLanguage(lines);
        for (const line of lines) {
          const item = readShoppingLine(line, language);
          if (!item?.isBought) continue;
          merge(
            items,
            item.key,
            item.name,
            [item.quantity],
            item.category,
            [recipeId],
            [],
            item.density,
          );
        }
      }
      return [...items.values()].map(toPlanned);
    },

    organize: async (items, instructions) => {
      const organized = await provider.organizeShoppingList(
        items.map(({ name, quantity, category }) => ({ name, quantity, category })),
        instructions,
      );
      // The provider answers names only; list items (their ids and recipes) follow by name.
      const { planned, kept } = attributeSources(items, organized);
      return [...planned, ...kept];
    },
  };
}

function byRecipe(ingredients: { line: string; recipeId: number }[]): Map<number, string[]> {
  const lines = new Map<number, string[]>();
  for (const { line, recipeId } of ingredients) {
    const list = lines.get(recipeId) ?? [];
    list.push(line);
    lines.set(recipeId, list);
  }
  return lines;
}

interface Draft {
  name: string;
  /** Summable quantities, and what could not be added to them (kept as written). */
  quantities: Quantity[];
  unsummed: string[];
  category: ShoppingCategory;
  recipeIds: Set<number>;
  sourceIds: number[];
}

function merge(
  items: Map<string, Draft>,
  key: string,
  name: string,
  quantities: (Quantity | string | null)[],
  category: ShoppingCategory,
  recipeIds: number[],
  sourceIds: number[],
  density: number | null,
): void {
  const item = items.get(key) ?? {
    name,
    quantities: [],
    unsummed: [],
    category,
    recipeIds: new Set<number>(),
    sourceIds: [],
  };
  items.set(key, item);
  item.sourceIds.push(...sourceIds);
  for (const id of recipeIds) item.recipeIds.add(id);
  for (const quantity of quantities) {
    if (quantity === null) continue;
    if (typeof quantity === 'string') {
      item.unsummed.push(quantity);
      continue;
    }
    const add = (a: Quantity, b: Quantity) => addQuantities(a, b) ?? addByDensity(a, b, density);
    const index = item.quantities.findIndex((existing) => add(existing, quantity) !== null);
    const existing = index >= 0 ? item.quantities[index] : undefined;
    const sum = existing ? add(existing, quantity) : null;
    if (sum && index >= 0) item.quantities[index] = sum;
    else item.quantities.push(quantity);
  }
}

// A weight and a volume of one food add up in grams when the food's density is known
// (200 g flour + 1 cup flour).
function addByDensity(a: Quantity, b: Quantity, density: number | null): Quantity | null {
  if (density === null) return null;
  const grams = (q: Quantity) =>
    isMassUnit(q.unit)
      ? (toGrams(q.quantity, q.unit) ?? Number.NaN)
      : (toMilliliters(q.quantity, q.unit) ?? Number.NaN) * density;
  const sum = grams(a) + grams(b);
  return Number.isFinite(sum) ? { quantity: Math.round(sum), unit: 'g' } : null;
}

function toPlanned(item: Draft): PlannedItem {
  const parts = [...item.quantities.map(formatQuantity), ...item.unsummed];
  return {
    name: item.name,
    quantity: parts.join(' + ') || '1',
    category: item.category,
    recipeIds: [...item.recipeIds],
    sourceIds: item.sourceIds,
  };
}

/** A list item's quantity text back to an amount when it is one ("2 cups"), else kept as text. */
function readQuantity(text: string): Quantity | string {
  const parsed = parseIngredientLine(`${text} x`);
  return parsed.quantity === null ? text : { quantity: parsed.quantity, unit: parsed.unit };
}

// Unit words that take a plural on the list ("2 cloves", "3 bunches"); abbreviations do not.
const plurals: Partial<Record<Unit, string>> = {
  cup: 'cups',
  quart: 'quarts',
  pint: 'pints',
  gallon: 'gallons',
  clove: 'cloves',
  slice: 'slices',
  can: 'cans',
  jar: 'jars',
  package: 'packages',
  bottle: 'bottles',
  stick: 'sticks',
  stalk: 'stalks',
  sprig: 'sprigs',
  bunch: 'bunches',
  head: 'heads',
  leaf: 'leaves',
  sheet: 'sheets',
  fillet: 'fillets',
  pinch: 'pinches',
  dash: 'dashes',
  handful: 'handfuls',
  ear: 'ears',
  loaf: 'loaves',
};

function formatQuantity({ quantity, unit }: Quantity): string {
  const rounded = quantity >= 10 ? Math.round(quantity) : Math.round(quantity * 100) / 100;
  if (!unit) return String(rounded);
  return `${rounded} ${rounded > 1 ? (plurals[unit] ?? unit) : unit}`;
}

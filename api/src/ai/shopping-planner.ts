import type { ShoppingCategory } from '@app/schema';
import type { PlannedItem, ShoppingIntelligence } from '../modules/shopping/index.ts';
import { parseIngredientLine } from './nutrition/ingredient-line.ts';
import { addQuantities, type Quantity } from './nutrition/units.ts';
import type { AiProvider } from './providers/ai-provider.ts';
import { categorize } from './providers/shopping-categories.ts';

/** Foods nobody puts on a shopping list. */
const neverBought = /^(water|ice|ice water|boiling water|warm water|cold water|hot water)$/;

/**
 * Ingredient lines → shopping items: one item per food, quantities added with unit arithmetic
 * (2 cups + 250 ml milk is one item), categorized. Open items already on the list take part in
 * the merge, so generating twice adds up instead of duplicating.
 */
export function createShoppingIntelligence(provider: AiProvider): ShoppingIntelligence {
  return {
    plan: (open, ingredients) => {
      const items = new Map<string, Draft>();
      for (const item of open)
        merge(
          items,
          keyOf(item.name),
          item.name,
          [readQuantity(item.quantity)],
          item.category,
          item.recipeIds,
        );
      for (const { line, recipeId } of ingredients) {
        const parsed = parseIngredientLine(line);
        const food = parsed.food.trim();
        if (!food || neverBought.test(food) || (parsed.isToTaste && parsed.quantity === null))
          continue;
        const quantity =
          parsed.quantity === null ? null : { quantity: parsed.quantity, unit: parsed.unit };
        merge(items, keyOf(food), food, [quantity], categorize(food, ''), [recipeId]);
      }
      return [...items.values()].map(toPlanned);
    },

    organize: async (items, instructions) => {
      const organized = await provider.organizeShoppingList(
        items.map(({ name, quantity, category }) => ({ name, quantity, category })),
        instructions,
      );
      // The provider answers names only; recipes follow their items by (normalized) name.
      const recipesByName = new Map<string, Set<number>>();
      for (const item of items) {
        const ids = recipesByName.get(keyOf(item.name)) ?? new Set<number>();
        for (const id of item.recipeIds) ids.add(id);
        recipesByName.set(keyOf(item.name), ids);
      }
      return organized.map((item) => ({
        ...item,
        recipeIds: [...(recipesByName.get(keyOf(item.name)) ?? [])],
      }));
    },
  };
}

interface Draft {
  name: string;
  /** Summable quantities, and what could not be added to them (kept as written). */
  quantities: Quantity[];
  unsummed: string[];
  category: ShoppingCategory;
  recipeIds: Set<number>;
}

function merge(
  items: Map<string, Draft>,
  key: string,
  name: string,
  quantities: (Quantity | string | null)[],
  category: ShoppingCategory,
  recipeIds: number[],
): void {
  const item = items.get(key) ?? {
    name,
    quantities: [],
    unsummed: [],
    category,
    recipeIds: new Set<number>(),
  };
  items.set(key, item);
  for (const id of recipeIds) item.recipeIds.add(id);
  for (const quantity of quantities) {
    if (quantity === null) continue;
    if (typeof quantity === 'string') {
      item.unsummed.push(quantity);
      continue;
    }
    const index = item.quantities.findIndex(
      (existing) => addQuantities(existing, quantity) !== null,
    );
    const existing = index >= 0 ? item.quantities[index] : undefined;
    const sum = existing ? addQuantities(existing, quantity) : null;
    if (sum && index >= 0) item.quantities[index] = sum;
    else item.quantities.push(quantity);
  }
}

function toPlanned(item: Draft): PlannedItem {
  const parts = [...item.quantities.map(formatQuantity), ...item.unsummed];
  return {
    name: item.name,
    quantity: parts.join(' + ') || '1',
    category: item.category,
    recipeIds: [...item.recipeIds],
  };
}

/** A list item's quantity text back to an amount when it is one ("2 cups"), else kept as text. */
function readQuantity(text: string): Quantity | string {
  const parsed = parseIngredientLine(`${text} x`);
  return parsed.quantity === null ? text : { quantity: parsed.quantity, unit: parsed.unit };
}

function formatQuantity({ quantity, unit }: Quantity): string {
  const rounded = quantity >= 10 ? Math.round(quantity) : Math.round(quantity * 100) / 100;
  return unit ? `${rounded} ${unit}` : String(rounded);
}

/** "Eggs", "egg" and " EGGS " are one item. */
function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=\w)(es|s)$/, '');
}

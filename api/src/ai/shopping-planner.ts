import type { ShoppingCategory } from '@app/schema';
import type { PlannedItem, ShoppingIntelligence } from '../modules/shopping/index.ts';
import { parseIngredientLine } from './nutrition/ingredient-line.ts';
import { addQuantities, type Quantity } from './nutrition/units.ts';
import type { AiProvider } from './providers/ai-provider.ts';
import { categorize } from './providers/shopping-categories.ts';
import { attributeSources, keyOf } from './shopping-sources.ts';

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
          item.sourceIds,
        );
      for (const { line, recipeId } of ingredients) {
        const parsed = parseIngredientLine(line);
        const food = parsed.food.trim();
        if (!food || neverBought.test(food) || (parsed.isToTaste && parsed.quantity === null))
          continue;
        const quantity =
          parsed.quantity === null ? null : { quantity: parsed.quantity, unit: parsed.unit };
        merge(items, keyOf(food), food, [quantity], categorize(food, ''), [recipeId], []);
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
    sourceIds: item.sourceIds,
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

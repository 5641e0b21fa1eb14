import type { ShoppingCategory } from '@app/schema';
import { identifyMeasuredFood, nameInLine } from './food/food-identity.ts';
import { foodWords } from './food/food-key.ts';
import { shelfFor } from './food/food-shelf.ts';
import { parseIngredientLine } from './food/ingredient-line.ts';
import type { LineLanguage } from './food/line-vocabulary.ts';
import type { Quantity } from './food/units.ts';
import { categorize } from './providers/shopping-categories.ts';
import { keyOf } from './shopping-sources.ts';

/** Foods nobody puts on a shopping list. */
const neverBought = /^(water|ice|ice water|boiling water|warm water|cold water|hot water)$/;
// The same in any language: a line whose food is tap water or ice ("150 g d'eau tiède", "7 dl
// vand"). A compound that only ends in water ("sodavatten") is another drink.
const neverBoughtFoods = new Set(['usda:water', 'off:ice']);

/** One recipe line as a shopping item: what to buy, on which shelf, how much. */
export interface ShoppingLine {
  /** The food as the recipe's language names it, without amounts or units. */
  name: string;
  /** Lines with the same key are one item (the food's id, else the words). */
  key: string;
  category: ShoppingCategory;
  quantity: Quantity | null;
  density: number | null;
  /** False for what the list leaves off: water, ice, "salt to taste". */
  isBought: boolean;
}

/**
 * The item a recipe line adds to the shopping list, or null for a heading or a line naming no
 * food. The shopping planner and the shopping-category bench both read lines through here.
 */
export function readShoppingLine(line: string, language: LineLanguage): ShoppingLine | null {
  const parsed = parseIngredientLine(line, { language });
  const food = parsed.food.trim();
  if (!food || parsed.isHeading) return null;
  const quantity =
    parsed.quantity === null ? null : { quantity: parsed.quantity, unit: parsed.unit };
  // A one-line recipe says little about its language: then any language's name will do.
  const identity =
    identifyMeasuredFood(food, parsed, language) ?? identifyMeasuredFood(food, parsed);
  // The food as the recipe's language names it, without amounts or units; its shelf from its
  // food group. A food the identity does not know keeps the words of the line.
  const name = identity ? nameInLine(identity, food, line, language) : food;
  return {
    name,
    key: identity ? identity.food.id : keyOf(food),
    // The shelf from the food's words and notes, not the unit's: Hungarian "tk" is a teaspoon,
    // German "TK" frozen.
    category: identity
      ? shelfFor(identity.food, `${food} ${parsed.note ?? ''}`, parsed.unit)
      : categorize(food, ''),
    quantity,
    density: identity?.food.density ?? null,
    isBought:
      !neverBought.test(food) &&
      !(
        identity &&
        neverBoughtFoods.has(identity.food.id) &&
        foodWords(food).includes(identity.matched)
      ) &&
      !parsed.isToTaste,
  };
}

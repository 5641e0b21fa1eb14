import {
  type ShoppingListItemInput,
  shoppingItemInputRules,
  shoppingRecipeIdsRule,
} from '@app/schema';
import { z } from 'zod';
import { parseInput } from '../shared/parse-input.ts';

const itemInput = z.object(shoppingItemInputRules);
const generateInput = z.object({ recipeIds: shoppingRecipeIdsRule });

/** An item to add, as any caller sent it, checked by the list's rules (InvalidInputError). */
export function parseShoppingItemInput(input: ShoppingListItemInput): ShoppingListItemInput {
  return parseInput(itemInput, input);
}

/** The recipes to generate the list from: at least one, within the limit. */
export function parseShoppingRecipeIds(recipeIds: number[]): number[] {
  return parseInput(generateInput, { recipeIds }).recipeIds;
}

import { z } from 'zod';
import { limits, optionalText, positiveId, requiredText } from '../shared/limits.ts';

/**
 * What an added shopping list item may hold, with the messages a user reads: the one definition
 * behind the GraphQL input's `validate` options and the api's shopping service.
 */
export const shoppingItemInputRules = {
  clientId: z.uuid('clientId must be a UUID.').nullish(),
  name: requiredText(limits.name, 'Name'),
  quantity: optionalText(limits.quantity, 'Quantity'),
  category: optionalText(limits.name, 'Category'),
  recipeIds: z.array(positiveId).max(limits.recipeIds).nullish(),
  isCompleted: z.boolean().nullish(),
};

/** The recipes a shopping list is generated from. */
export const shoppingRecipeIdsRule = z
  .array(positiveId)
  .min(1, 'Choose at least one recipe.')
  .max(limits.recipeIds);

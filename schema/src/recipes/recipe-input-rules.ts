import { z } from 'zod';
import { limits, lines, minutes, optionalText, requiredText } from '../shared/limits.ts';
import { pictureLink, webLink } from './recipe-links.ts';
import { difficulties } from './recipes.port.ts';

/** One per-serving figure (grams, or kcal for calories). */
export const nutritionAmount = z.number().min(0).max(limits.nutritionAmount);

/**
 * What each field of a new recipe may hold, with the messages a user reads. The one definition
 * behind the GraphQL inputs' `validate` options and the api's recipe service, which every caller
 * (the editor, REST, imports, an assistant's tool) goes through, so no bound or text can differ.
 */
export const recipeInputRules = {
  name: requiredText(limits.name, 'Name'),
  description: optionalText(limits.description, 'Description'),
  imageUrl: pictureLink('Image URL'),
  prepTime: minutes('Prep time'),
  cookTime: minutes('Cook time'),
  totalTime: minutes('Total time'),
  servings: z.number().int().min(0).max(limits.servings).nullish(),
  difficulty: z.enum(difficulties).nullish(),
  ingredients: lines('ingredient'),
  instructions: lines('instruction'),
  tags: lines('tag', limits.tag, limits.tags),
  nutrition: z
    .object({
      protein: nutritionAmount,
      fat: nutritionAmount,
      carbs: nutritionAmount,
      calories: nutritionAmount,
    })
    .nullish(),
  sourceUrl: webLink('Source URL'),
  sourceImageUrl: webLink('Source image URL'),
};

/** The same rules for an update, where every field may be left out (or null; see RecipeUpdate). */
export const recipeUpdateRules = { ...recipeInputRules, name: recipeInputRules.name.nullish() };

import type { RecipeImageSubject } from '../providers/ai-provider.ts';

/** Prompt for an image model: an appetizing, honest photo of the finished dish. */
export const recipePhotoPrompt = (recipe: RecipeImageSubject): string => {
  const ingredients = recipe.ingredients.slice(0, 12).join('; ');
  return [
    `A realistic, appetizing overhead food photograph of "${recipe.name}", as a home cook would serve it.`,
    recipe.description ? `About the dish: ${recipe.description.slice(0, 400)}` : '',
    ingredients ? `Made with: ${ingredients}.` : '',
    recipe.tags.length > 0 ? `Style hints: ${recipe.tags.slice(0, 8).join(', ')}.` : '',
    'Natural daylight, simple ceramic plate or bowl on a wooden table, shallow depth of field.',
    'No text, no labels, no hands, no people.',
  ]
    .filter((part) => part !== '')
    .join('\n');
};

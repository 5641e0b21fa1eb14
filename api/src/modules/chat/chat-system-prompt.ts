import type { ChatbotPrompts, Recipe } from '@app/schema';

/**
 * What the model is told before the conversation: the admin's three prompts (as they were when
 * the conversation began), how to use the tools, and the open recipe in full, so "this recipe"
 * means something.
 */
export function chatSystemPrompt(prompts: ChatbotPrompts, recipe: Recipe | null): string {
  const parts = [
    prompts.mainPrompt.trim(),
    `When you add items to the shopping list:\n${prompts.shoppingPrompt.trim()}`,
    `When you create or save a recipe:\n${prompts.recipePrompt.trim()}`,
    [
      "You act on the cook's own recipes and shopping list only through the tools.",
      'Never say you changed, saved or added something unless a tool did it and answered without an error.',
      'When a tool answers an error, tell the cook plainly in one sentence.',
    ].join(' '),
  ];
  parts.push(recipe ? openRecipe(recipe) : 'No recipe is open.');
  return parts.join('\n\n');
}

function openRecipe(recipe: Recipe): string {
  const times = [
    `prep ${recipe.prepTime} min`,
    recipe.cookTime !== null ? `cook ${recipe.cookTime} min` : null,
    recipe.totalTime !== null ? `total ${recipe.totalTime} min` : null,
  ].filter(Boolean);
  return [
    `The cook has this recipe open (recipeId ${recipe.id}); "this recipe" means it.`,
    `Name: ${recipe.name}`,
    recipe.description ? `Description: ${recipe.description}` : null,
    `Servings: ${recipe.servings}; ${times.join(', ')}; difficulty ${recipe.difficulty}`,
    recipe.tags.length > 0 ? `Tags: ${recipe.tags.join(', ')}` : null,
    'Ingredients:',
    ...recipe.ingredients.map((line) => `- ${line}`),
    'Steps:',
    ...recipe.instructions.map((step, index) => `${index + 1}. ${step}`),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

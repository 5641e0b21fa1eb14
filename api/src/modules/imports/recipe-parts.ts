import type { RecipePart } from '@app/schema';

interface RecipeContent {
  name: string;
  ingredients?: readonly string[] | null;
  instructions?: readonly string[] | null;
}

const hasLines = (lines: readonly string[] | null | undefined) => (lines?.length ?? 0) > 0;

/**
 * Whether an import found a recipe worth saving: a name and at least ingredients or steps. A
 * page with only one of the two is still saved (the cook adds the other by hand, told so by
 * `missingPartsOf`); only a page with nothing recipe-like fails.
 */
export function isRecipeLike(recipe: RecipeContent): boolean {
  return (
    recipe.name.trim() !== '' && (hasLines(recipe.ingredients) || hasLines(recipe.instructions))
  );
}

/** The parts a saved recipe lacks, for the screen to ask the cook to fill in. */
export function missingPartsOf(
  recipe: Pick<RecipeContent, 'ingredients' | 'instructions'>,
): RecipePart[] {
  const missing: RecipePart[] = [];
  if (!hasLines(recipe.ingredients)) missing.push('INGREDIENTS');
  if (!hasLines(recipe.instructions)) missing.push('INSTRUCTIONS');
  return missing;
}

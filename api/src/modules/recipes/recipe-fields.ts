import type { RecipeInput, Recipe as RecipeView } from '@app/schema';
import type { RecipeRow } from './recipe.repository.ts';

/** Trimmed, non-empty lines. */
export function cleanLines(lines: readonly string[] | null | undefined): string[] {
  return (lines ?? []).map((line) => line.trim()).filter((line) => line.length > 0);
}

/** Trimmed tags, de-duplicated case-insensitively, keeping the first spelling. */
export function cleanTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of cleanLines(tags)) {
    const key = tagKey(tag);
    if (!seen.has(key)) {
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}

export const tagKey = (tag: string) => tag.trim().toLowerCase();

/** What substring search looks through, lowercased once on write. */
export function searchTextOf(
  recipe: Pick<RecipeInput, 'name' | 'description' | 'tags' | 'ingredients'>,
): string {
  return [
    recipe.name,
    recipe.description ?? '',
    ...(recipe.tags ?? []),
    ...(recipe.ingredients ?? []),
  ]
    .join('\n')
    .toLowerCase();
}

/** The entity as the GraphQL layer sees it: a plain object, no ORM internals. */
export function toRecipeView(recipe: RecipeRow): RecipeView {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description ?? null,
    imageUrl: recipe.imageUrl ?? null,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime ?? null,
    totalTime: recipe.totalTime ?? null,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    tags: recipe.tags,
    nutrition: recipe.nutrition ?? null,
    isFavorite: recipe.isFavorite,
    isShared: recipe.isShared,
    sourceUrl: recipe.sourceUrl ?? null,
    sourceImageUrl: recipe.sourceImageUrl ?? null,
    createdAt: recipe.createdAt,
    updatedAt: recipe.updatedAt,
  };
}

/** Normalizes what a client sent and computes the columns derived from it. */
export function withDerivedFields(input: RecipeInput) {
  const ingredients = cleanLines(input.ingredients);
  const tags = cleanTags(input.tags);
  const name = input.name.trim();
  return {
    name,
    description: input.description?.trim() || null,
    imageUrl: input.imageUrl?.trim() || null,
    prepTime: input.prepTime ?? 0,
    cookTime: input.cookTime ?? null,
    totalTime: input.totalTime ?? null,
    servings: input.servings ?? 0,
    difficulty: input.difficulty ?? 'Easy',
    ingredients,
    instructions: cleanLines(input.instructions),
    tags,
    tagKeys: tags.map(tagKey),
    nutrition: input.nutrition ?? null,
    sourceUrl: input.sourceUrl?.trim() || null,
    sourceImageUrl: input.sourceImageUrl?.trim() || null,
    searchText: searchTextOf({ name, description: input.description, tags, ingredients }),
  };
}

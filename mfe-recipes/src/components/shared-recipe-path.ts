/** The public page of a shared recipe (spec §9: the share link is the origin plus this path). */
export function sharedRecipePath(recipeId: number): string {
  return `/shared/recipe/${recipeId}`;
}

/**
 * A recipe id from the address (`/recipe/12`): a positive 32-bit whole number; anything else
 * can name no recipe, so the page shows its not-found view without asking the server.
 */
export function recipeIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

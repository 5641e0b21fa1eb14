/** Spec §5, verbatim. */
export const recipeRequiredMessage = 'Recipe Required: Please enter a recipe to analyze.';
export const urlRequiredMessage =
  'URL Required: Please enter a website address to fetch the recipe.';
export const invalidUrlMessage =
  'Invalid URL: Please enter a valid website address (starting with http:// or https://)';

/** The message to show for pasted recipe text, or null when it can be sent. */
export function recipeTextError(text: string): string | null {
  return text.trim() === '' ? recipeRequiredMessage : null;
}

/**
 * The message to show for a recipe address, or null when it can be sent. It must parse as a
 * URL, and only web pages can be fetched (the server refuses other schemes too).
 */
export function recipeUrlError(value: string): string | null {
  const url = value.trim();
  if (url === '') return urlRequiredMessage;
  if (!URL.canParse(url)) return invalidUrlMessage;
  const { protocol, hostname } = new URL(url);
  if ((protocol !== 'http:' && protocol !== 'https:') || hostname === '') return invalidUrlMessage;
  return null;
}

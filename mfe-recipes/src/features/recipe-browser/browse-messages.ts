import type { BrowseFilter } from './browse-params.ts';

/**
 * Spec §2's count line, '{n} recipe(s) found' plus ' in {category}'. The "(s)" is resolved
 * the way a person writes it: "1 recipe found", "0 recipes found", "12 recipes found".
 */
export function countLine(count: number, categoryName: string | null): string {
  const noun = count === 1 ? 'recipe' : 'recipes';
  return `${count} ${noun} found${categoryName ? ` in ${categoryName}` : ''}`;
}

/** "1 recipe", "12 recipes": a tile's count. */
export function recipeCount(count: number): string {
  return `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/** What the browse grid of a filter lists, in the words of the empty message. */
const filterWords: Record<Exclude<BrowseFilter, 'favorites'>, string> = {
  courses: 'courses',
  tags: 'tags',
  recent: 'recent recipes',
};

export const noFavoritesMessage =
  'No favorites yet. Tap the heart on a recipe to add it to Favorites.';
export const noRecipesMessage = 'No recipes yet. Add your first recipe to get started!';

/** 'No {filter} available yet. ...': an empty browse grid (no tiles to show). */
export function noTilesMessage(filter: Exclude<BrowseFilter, 'favorites'>): string {
  return `No ${filterWords[filter]} available yet. Add some recipes to get started!`;
}

export function noMatchMessage(q: string, categoryName: string | null): string {
  return `No recipes found matching "${q.trim()}"${categoryName ? ` in ${categoryName}` : ''}`;
}

export interface EmptyContext {
  /** The search text, if any. */
  q: string;
  filter: BrowseFilter;
  categoryName: string | null;
  /** Whether a category or a tag narrows the list. */
  hasSelection: boolean;
  /** Whether the screen shows tiles (course, tag or recent tiles) rather than a recipe list. */
  isTileGrid: boolean;
}

/**
 * Which of the four messages of spec §2 an empty screen shows. A search that finds nothing says
 * so first (whatever else is chosen); then favorites; then an empty grid of tiles names what
 * it lacks; any other empty list means there is nothing to list yet.
 */
export function emptyMessage({
  q,
  filter,
  categoryName,
  hasSelection,
  isTileGrid,
}: EmptyContext): string {
  if (q.trim()) return noMatchMessage(q, categoryName);
  if (filter === 'favorites' && !hasSelection) return noFavoritesMessage;
  if (isTileGrid && filter !== 'favorites') return noTilesMessage(filter);
  return noRecipesMessage;
}

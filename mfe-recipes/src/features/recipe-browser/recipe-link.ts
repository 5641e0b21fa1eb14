import type { BrowseParams } from './browse-params.ts';

/** Where a recipe was opened from; the detail page picks its back link by it. */
export type RecipeOrigin = 'search' | 'tag' | 'category' | 'list';

/** The link contract: a search wins over a tag, a tag over a category. */
export function originOf({
  q,
  tag,
  category,
}: Pick<BrowseParams, 'q' | 'tag' | 'category'>): RecipeOrigin {
  if (q.trim()) return 'search';
  if (tag) return 'tag';
  if (category) return 'category';
  return 'list';
}

/**
 * `/recipe/{id}?from=<origin>&tag=&category=&filter=&q=`, with only the non-empty values, so
 * the detail page can lead back to exactly this screen (its breadcrumb reads these).
 */
export function recipeHref(id: number, params: BrowseParams): string {
  const query = new URLSearchParams({ from: originOf(params) });
  if (params.tag) query.set('tag', params.tag);
  if (params.category) query.set('category', params.category);
  query.set('filter', params.filter);
  if (params.q.trim()) query.set('q', params.q.trim());
  return `/recipe/${id}?${query}`;
}

import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Course } from '../../__generated__/graphql.ts';
import { type CourseId, isCourseId } from '../../components/course-names.ts';

/** Spec §9's filter tabs, in their order. */
export const browseFilters = ['courses', 'tags', 'favorites', 'recent'] as const;
export type BrowseFilter = (typeof browseFilters)[number];

/** `tags`: the browse grid (tiles, then a tile's recipes); `list`: every recipe as rows. */
export type BrowseView = 'tags' | 'list';

/** Everything the recipes screen shows is decided by these, all kept in the address. */
export interface BrowseParams {
  filter: BrowseFilter;
  view: BrowseView;
  category: CourseId | null;
  tag: string | null;
  q: string;
}

export function courseIdOf(course: Course): CourseId {
  return course.toLowerCase() as CourseId;
}

export function courseEnumOf(id: CourseId): Course {
  return id.toUpperCase() as Course;
}

/** Reads the address leniently: an unknown value falls back to the default, never an error. */
export function parseBrowseParams(search: URLSearchParams): BrowseParams {
  const filter = search.get('filter')?.toLowerCase() ?? '';
  const category = search.get('category')?.trim().toLowerCase() ?? '';
  const tag = search.get('tag')?.trim() ?? '';
  return {
    filter: (browseFilters as readonly string[]).includes(filter)
      ? (filter as BrowseFilter)
      : defaultFilter(search, tag),
    view: search.get('view') === 'list' ? 'list' : 'tags',
    category: isCourseId(category) ? category : null,
    tag: tag || null,
    q: search.get('q') ?? '',
  };
}

/**
 * With no filter in the address: a tag, or `view=tags` without a category, means the Tags tab
 * (spec §2's back links `/recipes?tag={tag}` and `/recipes?view=tags`, "Back to Tags"); else
 * Courses (a chosen category is a course).
 */
function defaultFilter(search: URLSearchParams, tag: string): BrowseFilter {
  if (tag) return 'tags';
  const isCategoryChosen = Boolean(search.get('category')?.trim());
  return search.get('view') === 'tags' && !isCategoryChosen ? 'tags' : 'courses';
}

/** A change to the address; `null` or '' removes the parameter. */
export type BrowseChange = Partial<{
  filter: BrowseFilter | null;
  view: BrowseView | null;
  category: CourseId | null;
  tag: string | null;
  q: string | null;
}>;

/** Applies a change to the current query string, keeping unrelated parameters as they are. */
export function applyBrowseChange(search: URLSearchParams, change: BrowseChange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The screen's state, read from the address, and a way to change it.
 *
 * Every change *replaces* the current history entry instead of pushing one (spec §4: choosing
 * a tag writes the address "without navigating"). A tap on a tile or a tab, or each debounced
 * keystroke, is not a page of its own: the browser's back button leaves the recipes screen for
 * wherever the cook came from, and the screen's own Back control steps from a tag or category
 * back to its grid. Because the entry always holds the current state, coming back to it (back
 * from a recipe, forward, a reload) restores exactly what was on screen.
 */
export function useBrowseParams(): [BrowseParams, (change: BrowseChange) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseBrowseParams(search), [search]);
  // The latest address, so two changes in one tick build on each other.
  const latest = useRef(search);
  latest.current = search;
  const update = useCallback(
    (change: BrowseChange) => {
      const next = applyBrowseChange(latest.current, change);
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [params, update];
}

/**
 * The address of this screen after a change, for links (tiles, chips, back): they replace the
 * current entry like every other change here (`<Link replace>`), and still open in a new tab.
 */
export function useBrowseHref(): (change: BrowseChange) => string {
  const [search] = useSearchParams();
  return useCallback(
    (change: BrowseChange) => {
      const next = applyBrowseChange(search, change).toString();
      return next ? `?${next}` : '?';
    },
    [search],
  );
}

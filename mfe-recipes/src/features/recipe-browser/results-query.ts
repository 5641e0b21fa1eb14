import { courseNames } from '../../components/course-names.ts';
import { countLine, emptyMessage } from './browse-messages.ts';
import { type BrowseParams, courseEnumOf } from './browse-params.ts';

/** The server filters (search covers name, description, tags and ingredients) and sorts by name. */
export function resultsVariables(params: BrowseParams) {
  const search = params.q.trim();
  return {
    ...(search ? { search } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.category ? { course: courseEnumOf(params.category) } : {}),
    ...(params.filter === 'favorites' ? { favoritesOnly: true } : {}),
  };
}

/** What a list of results says above itself: the count line, or why it is empty. */
export function resultsSummary(params: BrowseParams, count: number, isUpdating: boolean) {
  const categoryName = params.category ? courseNames[params.category] : null;
  const isEmpty = count === 0 && !isUpdating;
  const message = emptyMessage({
    q: params.q,
    filter: params.filter,
    categoryName,
    hasSelection: Boolean(params.tag || params.category),
    isTileGrid: false,
  });
  return { isEmpty, message, text: isEmpty ? message : countLine(count, categoryName) };
}

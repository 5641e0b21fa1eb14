import type { ErrorLike } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { pageSize, type RecipeFilterVariables, RecipePages } from './recipe-pages.ts';

export interface PagedRecipes {
  /** What to show: this filter's pages once they answer, the previous filter's until then. */
  shown: RecipePages | null;
  /** The shown recipes belong to the previous filter; this one's are on the way. */
  isUpdating: boolean;
  /** Why this filter's first recipes could not be read. */
  error: ErrorLike | undefined;
  retry: () => void;
  /** Loads the recipes at positions [start, end) of this filter. */
  request: (start: number, end: number) => void;
}

/**
 * A filter's recipes, a page at a time (RecipePages). When the filter changes, the previous
 * results stay on screen until the new first page arrives, so typing a search never flashes
 * placeholders.
 */
export function useRecipePages(filter: RecipeFilterVariables): PagedRecipes {
  const client = useApolloClient();
  const key = JSON.stringify(filter);
  const [current, setCurrent] = useState<RecipePages | null>(null);
  const lastReady = useRef<RecipePages | null>(null);
  const [, rerender] = useReducer((version: number) => version + 1, 0);

  useEffect(() => {
    const pages = new RecipePages(client, JSON.parse(key) as RecipeFilterVariables, (changed) => {
      if (changed.isReady) lastReady.current = changed;
      rerender();
    });
    setCurrent(pages);
    pages.request(0, pageSize);
    return () => pages.dispose();
  }, [client, key]);

  const isCurrent = current !== null && JSON.stringify(current.filter) === key;
  const isCurrentReady = isCurrent && current.isReady;
  const shown = isCurrentReady ? current : lastReady.current;
  // Only once this filter's first page is in: until then the list on screen is the previous
  // filter's, and its scroll position says nothing about what this one needs.
  const request = useCallback(
    (start: number, end: number) => {
      if (isCurrentReady) current?.request(start, end);
    },
    [current, isCurrentReady],
  );
  return {
    shown,
    isUpdating: shown !== null && !(isCurrent && shown === current),
    error: isCurrent ? current.error : undefined,
    retry: () => current?.retry(),
    request,
  };
}

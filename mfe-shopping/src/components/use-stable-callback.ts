import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's lifetime and always calls the latest
 * `callback`: a handler for memoised children that does not render them again whenever the
 * parent renders. Call it from events, not while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  // Before any layout effect or event of the committed render can call it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

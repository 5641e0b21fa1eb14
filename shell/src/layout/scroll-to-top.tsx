import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top. BrowserRouter keeps the window's scroll position across
 * navigations (only data routers have <ScrollRestoration>), so a recipe opened from the bottom
 * of a long form or list would otherwise open halfway down. Back and forward are left alone:
 * the browser, and the recipes screen's own scroll memory, put the cook back where they were.
 * Keyed by path only: a screen that rewrites its query string (filters, search) keeps its place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}

import { useEffect } from 'react';

/** The server's title format for shared recipes (api/src/server/shared-recipe-page.ts). */
const siteName = 'Mise';

/** Names the browser tab after what the screen shows; the previous title comes back after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function recipeTitle(name: string): string {
  return `${name} · ${siteName}`;
}

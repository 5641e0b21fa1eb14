import { createContext, useContext } from 'react';

export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where floating UI (tooltips, dialogs, menus) renders: inside the current remote's root, so the
 * remote's scoped styles reach it; undefined (document.body) in the shell.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

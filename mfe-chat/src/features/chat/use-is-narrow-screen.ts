import { useSyncExternalStore } from 'react';

/** Spec §9: below 768 px the chat is forced to full screen. */
const narrowQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches);
}

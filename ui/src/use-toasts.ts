import { useSyncExternalStore } from 'react';
import { getToastStore, type ToastRecord } from './toast-store.ts';

const empty: readonly ToastRecord[] = [];

/** The current toasts, from the page-wide store (works across federated bundles). */
export function useToasts(): readonly ToastRecord[] {
  const store = getToastStore();
  return useSyncExternalStore(store.subscribe, store.getToasts, () => empty);
}

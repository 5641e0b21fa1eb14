/**
 * The toast queue, shared through globalThis: the shell and every remote bundle their own copy
 * of @app/ui, so a module-level store would give each remote a queue the shell's <Toaster/>
 * never sees. The first copy to load creates the store; later copies reuse it (methods
 * included), so all of them run one implementation.
 */

/** Spec §9: one notification at a time. */
export const TOAST_LIMIT = 1;
/** Spec §9: shown for 5 seconds by default. */
export const TOAST_DURATION_MS = 5000;
/** Spec §9: swipe-away threshold in pixels. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Spec §9: a dismissed toast is dropped from memory this long after it closed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const toastStoreKey: unique symbol = Symbol.for('app.toast-store');

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the 5 s default for this toast. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed: kept briefly so the close animation can run. */
  isOpen: boolean;
}

type Listener = (toasts: readonly ToastRecord[]) => void;

export interface ToastStore {
  /** Bumped on incompatible changes to this shape. */
  readonly version: 1;
  getToasts(): readonly ToastRecord[];
  subscribe(listener: Listener): () => void;
  add(options: ToastOptions): string;
  /** Closes one toast, or every toast without an id. */
  dismiss(id?: string): void;
  remove(id: string): void;
}

function createToastStore(): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener(toasts);
  };
  const clearTimer = (id: string) => {
    const timer = removalTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(id);
  };
  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => store.remove(id), TOAST_REMOVE_DELAY_MS),
    );
  };

  const store: ToastStore = {
    version: 1,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(options) {
      counter += 1;
      const id = `toast-${Date.now().toString(36)}-${counter}`;
      const next = [{ ...options, id, isOpen: true }, ...toasts];
      // A new toast replaces the current one: whatever falls off is dropped at once.
      for (const dropped of next.slice(TOAST_LIMIT)) clearTimer(dropped.id);
      toasts = next.slice(0, TOAST_LIMIT);
      emit();
      return id;
    },
    dismiss(id) {
      toasts = toasts.map((toast) => {
        if (id !== undefined && toast.id !== id) return toast;
        scheduleRemoval(toast.id);
        return toast.isOpen ? { ...toast, isOpen: false } : toast;
      });
      emit();
    },
    remove(id) {
      clearTimer(id);
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
  };
  return store;
}

type StoreHolder = { [toastStoreKey]?: ToastStore };

/** The page-wide toast store, created by whichever copy of @app/ui asks first. */
export function getToastStore(): ToastStore {
  const holder = globalThis as StoreHolder;
  holder[toastStoreKey] ??= createToastStore();
  return holder[toastStoreKey];
}

/** Shows a toast (replacing the current one) and returns its id. */
export function toast(options: ToastOptions): string {
  return getToastStore().add(options);
}

/** Closes the toast with this id, or the current toast without one. */
export function dismiss(id?: string): void {
  getToastStore().dismiss(id);
}

import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'active' | 'unsupported' | 'failed';

/**
 * Keeps the screen on while mounted (Screen Wake Lock API). The browser drops the lock when
 * the page is hidden, so it is asked for again when the cook comes back; it is released when
 * cook mode closes.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unsupported',
  );

  useEffect(() => {
    const wakeLock = navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let isReleased = false;

    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const acquired = await wakeLock.request('screen');
        if (isReleased) {
          void acquired.release().catch(() => {});
          return;
        }
        sentinel = acquired;
        setState('active');
      } catch {
        if (!isReleased) setState('failed');
      }
    };
    const onVisibility = () => void request();

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isReleased = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, []);

  return state;
}

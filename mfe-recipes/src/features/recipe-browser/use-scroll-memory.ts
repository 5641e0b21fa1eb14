import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const keyPrefix = 'recipes-scroll:';
/** How long a restore waits for the results to be tall enough (they may still be loading). */
const restoreWindowMs = 1500;

function save(key: string) {
  try {
    sessionStorage.setItem(keyPrefix + key, String(Math.round(window.scrollY)));
  } catch {
    // No storage, no memory: the screen simply opens at the top.
  }
}

function saved(key: string): number {
  try {
    return Number(sessionStorage.getItem(keyPrefix + key)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Back from a recipe lands where the cook was in a long list. The page's scroll position is
 * kept per history entry; on a back or forward visit it is restored once the results are
 * tall enough (windowed lists grow as they render), unless the cook scrolls first.
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    // Leaving (a click that navigates) fixes the position before the page shrinks under it.
    let isLeaving = false;
    const onScroll = () => {
      if (isLeaving) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(key));
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      cancelAnimationFrame(frame);
      save(key);
      isLeaving = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
    };
  }, [key]);

  // Only on arrival: later changes of this screen's address start at the top on purpose.
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const target = saved(key);
    if (target <= 0) return;
    const deadline = performance.now() + restoreWindowMs;
    let frame = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (reachable >= target || performance.now() > deadline) {
        window.scrollTo({ top: target });
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, []);
}

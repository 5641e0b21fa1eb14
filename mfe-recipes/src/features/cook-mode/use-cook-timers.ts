import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CookTimer,
  finishDue,
  type NewTimer,
  pauseTimer,
  removeTimer,
  resumeTimer,
  startTimer,
} from './cook-timers.ts';

// Often enough that a clock showing seconds never skips one.
const tickMs = 250;

export interface CookTimers {
  timers: CookTimer[];
  /** The time the timers were last drawn at. */
  now: number;
  start: (timer: NewTimer) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
  remove: (id: string) => void;
}

/**
 * Cook mode's timers, ticking while any runs. Time left is worked out from the clock on each
 * tick, so a late tick (a busy or hidden page) never makes a timer run long.
 */
export function useCookTimers(onFinish: (timer: CookTimer) => void): CookTimers {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const current = useRef(timers);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  const update = useCallback((next: CookTimer[]) => {
    current.current = next;
    setTimers(next);
  }, []);

  const isRunning = timers.some((timer) => timer.status === 'running');
  useEffect(() => {
    if (!isRunning) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const { timers: next, finished } = finishDue(current.current, at);
      if (finished.length === 0) return;
      update(next);
      for (const timer of finished) onFinishRef.current(timer);
    };
    const interval = setInterval(tick, tickMs);
    return () => clearInterval(interval);
  }, [isRunning, update]);

  const change = useCallback(
    (apply: (timers: CookTimer[], at: number) => CookTimer[]) => {
      const at = Date.now();
      setNow(at);
      update(apply(current.current, at));
    },
    [update],
  );

  return {
    timers,
    now,
    start: useCallback((timer) => change((list, at) => startTimer(list, timer, at)), [change]),
    pause: useCallback((id) => change((list, at) => pauseTimer(list, id, at)), [change]),
    resume: useCallback((id) => change((list, at) => resumeTimer(list, id, at)), [change]),
    remove: useCallback((id) => change((list) => removeTimer(list, id)), [change]),
  };
}

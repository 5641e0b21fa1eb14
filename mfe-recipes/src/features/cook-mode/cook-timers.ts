/**
 * Cook mode's timers as plain data: they belong to the cooking session, not to a step, so they
 * keep running while the cook moves between steps. Every change takes the current time, which
 * keeps these functions pure and the clock in one place (the hook that ticks).
 */
export interface CookTimer {
  /** One per detected duration: `${stepIndex}:${timerIndex}`. */
  id: string;
  stepIndex: number;
  /** What the timer is for, e.g. "Simmer for 20 minutes". */
  name: string;
  /** The duration shown, e.g. "25–30 min". */
  label: string;
  durationMs: number;
  status: 'running' | 'paused' | 'done';
  /** When a running timer ends (epoch ms); null otherwise. */
  endsAt: number | null;
  /** Time left when paused; 0 when done. */
  remainingMs: number;
}

export type NewTimer = Pick<CookTimer, 'id' | 'stepIndex' | 'name' | 'label' | 'durationMs'>;

/** Starts a timer, or starts it over when it already exists. */
export function startTimer(
  timers: readonly CookTimer[],
  timer: NewTimer,
  now: number,
): CookTimer[] {
  const started: CookTimer = {
    ...timer,
    status: 'running',
    endsAt: now + timer.durationMs,
    remainingMs: timer.durationMs,
  };
  const others = timers.filter((existing) => existing.id !== timer.id);
  return [...others, started];
}

export function pauseTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return timers.map((timer) =>
    timer.id === id && timer.status === 'running'
      ? { ...timer, status: 'paused', endsAt: null, remainingMs: remainingMs(timer, now) }
      : timer,
  );
}

export function resumeTimer(timers: readonly CookTimer[], id: string, now: number): CookTimer[] {
  return timers.map((timer) =>
    timer.id === id && timer.status === 'paused'
      ? { ...timer, status: 'running', endsAt: now + timer.remainingMs }
      : timer,
  );
}

/** Cancels a timer, or clears one that has ended. */
export function removeTimer(timers: readonly CookTimer[], id: string): CookTimer[] {
  return timers.filter((timer) => timer.id !== id);
}

/** Time left at `now`, never below zero. */
export function remainingMs(timer: CookTimer, now: number): number {
  if (timer.status === 'running' && timer.endsAt !== null) return Math.max(0, timer.endsAt - now);
  return timer.remainingMs;
}

/** Marks the running timers whose time is up as done; answers them so they can ring. */
export function finishDue(
  timers: readonly CookTimer[],
  now: number,
): { timers: CookTimer[]; finished: CookTimer[] } {
  const finished: CookTimer[] = [];
  const next = timers.map((timer) => {
    if (timer.status !== 'running' || timer.endsAt === null || timer.endsAt > now) return timer;
    const done: CookTimer = { ...timer, status: 'done', endsAt: null, remainingMs: 0 };
    finished.push(done);
    return done;
  });
  return { timers: finished.length > 0 ? next : [...timers], finished };
}

/** The running or paused timer that ends first, for "how long is left". */
export function soonestTimer(timers: readonly CookTimer[], now: number): CookTimer | null {
  let soonest: CookTimer | null = null;
  for (const timer of timers) {
    if (timer.status === 'done') continue;
    if (!soonest || remainingMs(timer, now) < remainingMs(soonest, now)) soonest = timer;
  }
  return soonest;
}

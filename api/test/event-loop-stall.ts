import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface StallWatch {
  /**
   * Runs `work` of the test's own (a fingerprint of the whole database: on PGlite a query runs
   * on this thread) with the watch paused, so what is measured is the server's doing.
   */
  excluding<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The longest the event loop of this process (the test's server included) was held while
 * `run` ran, in milliseconds. A 10 ms sampling timer: a stall shows as its late firing.
 */
export async function worstStallDuring(run: (watch: StallWatch) => Promise<void>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const watch: StallWatch = {
    async excluding(work) {
      delay.disable();
      try {
        return await work();
      } finally {
        delay.enable();
      }
    },
  };
  delay.enable();
  try {
    await run(watch);
  } finally {
    delay.disable();
  }
  return delay.max / 1e6;
}

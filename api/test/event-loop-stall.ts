export interface StallWatch {
  /**
   * Runs `work` of the test's own (a fingerprint of the whole database: on PGlite a query runs
   * on this thread) with the watch paused, so what is measured is the server's doing.
   */
  excluding<T>(work: () => Promise<T>): Promise<T>;
}

const intervalMs = 10;

/**
 * The longest the event loop of this process (the test's server included) was held while
 * `run` ran, in milliseconds: a 10 ms timer that fires late shows a stall. Its own sampler
 * rather than `monitorEventLoopDelay`, which counts a pause between disable and enable as one.
 */
export async function worstStallDuring(run: (watch: StallWatch) => Promise<void>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  let isPaused = false;
  const timer = setInterval(() => {
    const now = performance.now();
    if (!isPaused) worst = Math.max(worst, now - last - intervalMs);
    last = now;
  }, intervalMs);
  const watch: StallWatch = {
    async excluding(work) {
      isPaused = true;
      try {
        return await work();
      } finally {
        isPaused = false;
        last = performance.now();
      }
    },
  };
  try {
    await run(watch);
  } finally {
    clearInterval(timer);
  }
  return Math.max(0, worst);
}

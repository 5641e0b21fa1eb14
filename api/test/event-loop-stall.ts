import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The longest the event loop of this process (the test's server included) was held while
 * `run` ran, in milliseconds. A 10 ms sampling timer: a stall shows as its late firing.
 */
export async function worstStallDuring(run: () => Promise<void>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    await run();
  } finally {
    delay.disable();
  }
  return delay.max / 1e6;
}

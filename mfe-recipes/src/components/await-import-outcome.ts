/** How often, and for how long, a started import's outcome is asked for. */
export interface OutcomeTiming {
  /** Once no step will tell, the outcome is asked this often (the server's own wait does too). */
  pollMs: number;
  /**
   * While steps come, the outcome is asked this often anyway: a last step published during a
   * reconnect, or on a replica this socket does not hear, never arrives.
   */
  unseenLastStepMs: number;
  /**
   * The server tries an import three times, five minutes each (the api's import queue): past
   * this, a running import is one whose last try died without an outcome, and none will come.
   */
  giveUpMs: number;
}

export const outcomeTiming: OutcomeTiming = {
  pollMs: 2000,
  unseenLastStepMs: 10_000,
  giveUpMs: 20 * 60_000,
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for a started import's outcome. `stepsEnded` settles when no more steps will come: the
 * last one (SAVED or FAILED) arrived, and the server stores the outcome before publishing it, so
 * the first look answers; or the subscription failed, and the outcome is polled until it
 * answers, so an import is never lost with its socket. `look` answers null while the import
 * runs. Null when it never answered within `giveUpMs`.
 */
export async function awaitImportOutcome<Outcome>(
  look: () => Promise<Outcome | null>,
  stepsEnded: Promise<void>,
  timing: OutcomeTiming = outcomeTiming,
): Promise<Outcome | null> {
  let haveStepsEnded = false;
  void stepsEnded.then(() => {
    haveStepsEnded = true;
  });
  const giveUpAt = Date.now() + timing.giveUpMs;
  let nextLook: Promise<void> = Promise.race([stepsEnded, delay(timing.unseenLastStepMs)]);
  while (true) {
    await nextLook;
    const outcome = await look();
    if (outcome !== null) return outcome;
    if (Date.now() >= giveUpAt) return null;
    nextLook = haveStepsEnded
      ? delay(timing.pollMs)
      : Promise.race([stepsEnded, delay(timing.unseenLastStepMs)]);
  }
}

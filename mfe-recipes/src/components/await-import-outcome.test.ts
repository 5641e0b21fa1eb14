import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitImportOutcome, type OutcomeTiming } from './await-import-outcome.ts';

const timing: OutcomeTiming = { pollMs: 2000, unseenLastStepMs: 10_000, giveUpMs: 60_000 };

/** A look that answers null (still running) until its `answers` run out, then 'saved'. */
function looks(answers: (string | null)[] = []) {
  const asked: number[] = [];
  const look = async () => {
    asked.push(Date.now());
    return asked.length <= answers.length ? (answers[asked.length - 1] ?? null) : 'saved';
  };
  return { look, asked };
}

function signal() {
  let fire: () => void = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('awaitImportOutcome', () => {
  it('asks once the last step arrived, not before', async () => {
    const { look, asked } = looks();
    const steps = signal();
    const outcome = awaitImportOutcome(look, steps.fired, timing);
    await vi.advanceTimersByTimeAsync(9000);
    expect(asked).toEqual([]);
    steps.fire();
    await expect(outcome).resolves.toBe('saved');
    expect(asked).toEqual([9000]);
  });

  it('asks every pollMs once the steps ended until it answers', async () => {
    const { look, asked } = looks([null, null]);
    const steps = signal();
    steps.fire();
    const outcome = awaitImportOutcome(look, steps.fired, timing);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(outcome).resolves.toBe('saved');
    expect(asked).toEqual([0, 2000, 4000]);
  });

  it('asks every unseenLastStepMs while steps still come, in case the last one went by unseen', async () => {
    const { look, asked } = looks([null]);
    const steps = signal();
    const outcome = awaitImportOutcome(look, steps.fired, timing);
    await vi.advanceTimersByTimeAsync(25_000);
    await expect(outcome).resolves.toBe('saved');
    expect(asked).toEqual([10_000, 20_000]);
  });

  it('gives up with null once giveUpMs passed without an answer', async () => {
    const steps = signal();
    steps.fire();
    let asks = 0;
    const outcome = awaitImportOutcome(
      async () => {
        asks += 1;
        return null;
      },
      steps.fired,
      timing,
    );
    await vi.advanceTimersByTimeAsync(59_000);
    expect(asks).toBe(30);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBeNull();
    expect(asks).toBe(31);
  });
});

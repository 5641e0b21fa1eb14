import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnect delay', () => {
  it('doubles from half a second and stops growing at 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 6, 7, 20].map((retries) => reconnectDelayMs(retries, noJitter))).toEqual([
      500, 1000, 2000, 4000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads clients over up to a third more, never less', () => {
    expect(reconnectDelayMs(0, () => 0.999)).toBe(667);
    expect(reconnectDelayMs(10, () => 0.5)).toBe(35_000);
  });
});

import { describe, expect, it } from 'vitest';
import {
  finishDue,
  type NewTimer,
  pauseTimer,
  remainingMs,
  removeTimer,
  resumeTimer,
  soonestTimer,
  startTimer,
} from './cook-timers.ts';

const simmer: NewTimer = {
  id: '1:0',
  stepIndex: 1,
  name: 'Simmer for 20 minutes',
  label: '20 min',
  durationMs: 20 * 60_000,
};
const bake: NewTimer = {
  id: '3:0',
  stepIndex: 3,
  name: 'Bake for 25–30 minutes',
  label: '25–30 min',
  durationMs: 25 * 60_000,
};

describe('cook timers', () => {
  it('counts down from the start', () => {
    const [timer] = startTimer([], simmer, 1000);
    expect(timer?.status).toBe('running');
    expect(timer && remainingMs(timer, 1000)).toBe(20 * 60_000);
    expect(timer && remainingMs(timer, 1000 + 60_000)).toBe(19 * 60_000);
    expect(timer && remainingMs(timer, 1000 + 30 * 60_000)).toBe(0);
  });

  it('runs several at once and finishes each at its own time', () => {
    let timers = startTimer([], simmer, 0);
    timers = startTimer(timers, bake, 60_000);
    expect(finishDue(timers, 19 * 60_000).finished).toEqual([]);
    const first = finishDue(timers, 20 * 60_000);
    expect(first.finished.map((timer) => timer.id)).toEqual(['1:0']);
    expect(first.timers.map((timer) => timer.status)).toEqual(['done', 'running']);
    const second = finishDue(first.timers, 26 * 60_000);
    expect(second.finished.map((timer) => timer.id)).toEqual(['3:0']);
    // A finished timer rings once.
    expect(finishDue(second.timers, 40 * 60_000).finished).toEqual([]);
  });

  it('keeps the time left while paused and goes on from there', () => {
    let timers = startTimer([], simmer, 0);
    timers = pauseTimer(timers, '1:0', 5 * 60_000);
    const [paused] = timers;
    expect(paused?.status).toBe('paused');
    expect(paused && remainingMs(paused, 50 * 60_000)).toBe(15 * 60_000);
    expect(finishDue(timers, 60 * 60_000).finished).toEqual([]);
    timers = resumeTimer(timers, '1:0', 10 * 60_000);
    expect(finishDue(timers, 24 * 60_000).finished).toEqual([]);
    expect(finishDue(timers, 25 * 60_000).finished).toHaveLength(1);
  });

  it('cancels one timer and leaves the others', () => {
    let timers = startTimer(startTimer([], simmer, 0), bake, 0);
    timers = removeTimer(timers, '1:0');
    expect(timers.map((timer) => timer.id)).toEqual(['3:0']);
  });

  it('starts a timer over instead of adding a second copy', () => {
    let timers = startTimer([], simmer, 0);
    timers = startTimer(timers, simmer, 5 * 60_000);
    expect(timers).toHaveLength(1);
    expect(timers[0] && remainingMs(timers[0], 5 * 60_000)).toBe(20 * 60_000);
  });

  it('answers the timer that ends first, skipping finished ones', () => {
    let timers = startTimer(startTimer([], bake, 0), simmer, 0);
    expect(soonestTimer(timers, 0)?.id).toBe('1:0');
    timers = finishDue(timers, 21 * 60_000).timers;
    expect(soonestTimer(timers, 21 * 60_000)?.id).toBe('3:0');
    expect(soonestTimer([], 0)).toBeNull();
  });

  it('ignores pause and resume of timers in the wrong state', () => {
    const timers = startTimer([], simmer, 0);
    expect(resumeTimer(timers, '1:0', 10)).toEqual(timers);
    expect(pauseTimer(timers, 'missing', 10)).toEqual(timers);
  });
});

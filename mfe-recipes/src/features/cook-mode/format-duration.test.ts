import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDuration,
  formatDurationRange,
  spokenDuration,
} from './format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [45, '45 sec'],
    [60, '1 min'],
    [90, '1 min 30 sec'],
    [1200, '20 min'],
    [3600, '1 hr'],
    [5400, '1 hr 30 min'],
    [0, '0 sec'],
  ])('writes %d seconds as "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatDurationRange', () => {
  it.each([
    [1500, 1800, '25–30 min'],
    [7200, 10800, '2–3 hr'],
    [30, 45, '30–45 sec'],
    [2700, 3600, '45 min–1 hr'],
    [5400, 7200, '1 hr 30 min–2 hr'],
  ])('writes %d to %d seconds as "%s"', (lower, upper, text) => {
    expect(formatDurationRange(lower, upper)).toBe(text);
  });
});

describe('formatClock', () => {
  it('rounds up to the second, so a fresh timer shows its whole duration', () => {
    expect(formatClock(20 * 60_000)).toBe('20:00');
    expect(formatClock(20 * 60_000 - 1)).toBe('20:00');
    expect(formatClock(20 * 60_000 - 1000)).toBe('19:59');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(90 * 60_000)).toBe('1:30:00');
  });
});

describe('spokenDuration', () => {
  it('says hours, minutes and seconds in words', () => {
    expect(spokenDuration(65 * 60_000)).toBe('1 hour 5 minutes');
    expect(spokenDuration(4.5 * 60_000)).toBe('4 minutes 30 seconds');
    expect(spokenDuration(1000)).toBe('1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});

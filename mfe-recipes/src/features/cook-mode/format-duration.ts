/** Durations for the eye ("1 hr 30 min"), for a clock ("1:29:59") and for speech. */

function parts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** "45 sec", "20 min", "1 min 30 sec", "1 hr", "1 hr 30 min". */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = parts(totalSeconds);
  const shown: string[] = [];
  if (hours) shown.push(`${hours} hr`);
  if (minutes) shown.push(`${minutes} min`);
  if (seconds || shown.length === 0) shown.push(`${seconds} sec`);
  return shown.join(' ');
}

/** "25–30 min", "2–3 hr", "30–45 sec"; mixed units in full: "45 min–1 hr". */
export function formatDurationRange(lowerSeconds: number, upperSeconds: number): string {
  for (const [size, unit] of [
    [3600, 'hr'],
    [60, 'min'],
    [1, 'sec'],
  ] as const) {
    const isWhole = lowerSeconds % size === 0 && upperSeconds % size === 0;
    const isBelowNext = size === 3600 || upperSeconds < size * 60;
    if (isWhole && isBelowNext && lowerSeconds >= size) {
      return `${lowerSeconds / size}–${upperSeconds / size} ${unit}`;
    }
  }
  return `${formatDuration(lowerSeconds)}–${formatDuration(upperSeconds)}`;
}

/** Time left on a clock face, rounded up: "20:00" right after the start, "0:01" at the end. */
export function formatClock(milliseconds: number): string {
  const { hours, minutes, seconds } = parts(Math.ceil(Math.max(0, milliseconds) / 1000));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  if (hours) return `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return `${minutes}:${twoDigits(seconds)}`;
}

/** Words for a screen reader or speech: "1 hour 5 minutes", "4 minutes 30 seconds". */
export function spokenDuration(milliseconds: number): string {
  const { hours, minutes, seconds } = parts(Math.ceil(Math.max(0, milliseconds) / 1000));
  const plural = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`;
  const spoken: string[] = [];
  if (hours) spoken.push(plural(hours, 'hour'));
  if (minutes) spoken.push(plural(minutes, 'minute'));
  if (seconds || spoken.length === 0) spoken.push(plural(seconds, 'second'));
  return spoken.join(' ');
}

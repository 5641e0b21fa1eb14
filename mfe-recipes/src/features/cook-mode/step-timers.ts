import { parseAmount } from '../../components/scale-quantity.ts';
import { formatDuration, formatDurationRange } from './format-duration.ts';

/**
 * Finds the durations a step asks for ("simmer for 20 minutes", "bake 25–30 min", "1 1/2
 * hours", "an hour and a half", "1h30", "20 Minuten") so cook mode can offer a timer for each.
 * A number only counts when a time unit follows it: "350°F", "2 cups" and "9x13-inch" are
 * never durations. A range is timed to its lower bound, the first moment worth checking.
 */
export interface DetectedTimer {
  /** Where the duration is written in the step (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** The duration as written, e.g. "25–30 min". */
  text: string;
  /** How long the timer runs: the duration, or the lower bound of a range. */
  seconds: number;
  /** The upper bound of a range, or null. */
  upperSeconds: number | null;
  /** The duration for display: "20 min", "25–30 min", "1 hr 30 min". */
  label: string;
  /** The part of the step the duration belongs to, e.g. "Simmer for 20 minutes". */
  context: string;
}

const unitSeconds = { hour: 3600, minute: 60, second: 1 } as const;
type Unit = keyof typeof unitSeconds;
const unitRank: Record<Unit, number> = { hour: 3, minute: 2, second: 1 };

// Unit words in English, plus German, French, Spanish, Italian and Dutch where they are cheap.
const unitWords: Record<Unit, string> = {
  hour: 'hours?|hrs?|h|stunden?|std|heures?|horas?|uur',
  minute: 'minutes?|mins?|minuten?|minutos?|minuti|mn',
  second: 'seconds?|secs?|sekunden?|sek|secondes?|segundos?|secondi',
};

const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Phrases that stand for a number before a unit ("half an hour", "a couple of minutes"). */
const phraseNumbers: [RegExp, number][] = [
  [/^(?:a\s+)?half(?:\s+an?)?$/, 0.5],
  [/^(?:a\s+)?quarter(?:\s+of)?(?:\s+an?)?$/, 0.25],
  [/^three[\s-]quarters?(?:\s+of)?(?:\s+an?)?$/, 0.75],
  [/^a\s+couple(?:\s+of)?$/, 2],
  [/^(?:an?|ein|eine|un|une|una|uno)$/, 1],
  [/^(?:eine\s+)?halbe$/, 0.5],
  [/^(?:une\s+)?demi$/, 0.5],
  [/^media$/, 0.5],
  [/^(?:anderthalb|eineinhalb)$/, 1.5],
];

const fractionGlyphs = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const wordNumber = [
  `(?:${Object.keys(tens).join('|')})(?:[\\s-](?:${smallNumbers.slice(1, 10).join('|')}))?`,
  smallNumbers.join('|'),
].join('|');
// Longest forms first: "1 1/2" and "1-1/2" before "1", "1 and a half" before "1".
const numberPattern = [
  '\\d+(?:[.,]\\d+)?\\s+and\\s+an?\\s+half',
  `(?:an?|${wordNumber})\\s+and\\s+an?\\s+half`,
  '\\d+(?:\\s+|\\s*-\\s*)\\d+\\s*[/⁄]\\s*\\d+',
  `\\d+\\s*[${fractionGlyphs}]`,
  '\\d+\\s*[/⁄]\\s*\\d+',
  `[${fractionGlyphs}]`,
  '\\d+(?:[.,]\\d+)?',
  'three[\\s-]quarters?(?:\\s+of)?(?:\\s+an?)?',
  '(?:a\\s+)?quarter(?:\\s+of)?(?:\\s+an?)?',
  '(?:a\\s+)?half(?:\\s+an?)?',
  'a\\s+couple(?:\\s+of)?',
  '(?:eine\\s+)?halbe',
  '(?:une\\s+)?demi',
  'media|anderthalb|eineinhalb',
  wordNumber,
  'an?|ein|eine|un|une|una|uno',
].join('|');

const unitPattern = `(${unitWords.hour})|(${unitWords.minute})|(${unitWords.second})`;
const rangeSeparator = '\\s*(?:-|–|—|‑|~)\\s*|\\s+(?:to|or|bis|à|a|and|und|et|y)\\s+';
const notAfterWordOrDigit = '(?<![\\p{L}\\p{N}])';
const notBeforeLetter = '(?![\\p{L}])';
const halfAfterUnit = `\\s+(?:and\\s+a\\s+half|et\\s+demie?|y\\s+media)${notBeforeLetter}`;

/**
 * One amount with its unit: "20 minutes", "25–30 min", "between 20 and 25 minutes", "an hour
 * and a half". Groups: 1 "between" word, 2 amount, 3 range separator, 4 upper amount,
 * 5/6/7 hour/minute/second unit, 8 "and a half" after the unit.
 */
const amountWithUnitSource =
  `${notAfterWordOrDigit}(?:(between|zwischen|entre)\\s+)?(${numberPattern})` +
  `(?:(${rangeSeparator})(${numberPattern}))?` +
  `(?:\\s*-\\s*|\\s*)(?:${unitPattern})${notBeforeLetter}` +
  `(${halfAfterUnit})?`;
const conjunctions = /^\s+(?:and|und|et|y)\s+$/i;

/** What may join the parts of one duration: "1 hour 30 minutes", "1 hr, 15 min", "1 h et 30". */
const compoundJoin = /^\s*,?\s*(?:(?:and|und|et|y)\s+)?/iu;
/** "1h30" / "1 h 30": minutes written straight after an hour abbreviation. */
const bareMinutes = new RegExp(
  `^\\s*(\\d{1,2})(?:\\s*(?:${unitWords.minute}))?(?![\\p{L}\\p{N}]|[.,:/]\\d)`,
  'iu',
);
/** "45 minutes to 1 hour": a range written with a unit on both ends. */
const unitRangeJoin = /^(?:\s*(?:-|–|—|‑)\s*|\s+(?:to|or|bis|à|a)\s+)/iu;

interface Duration {
  start: number;
  end: number;
  seconds: number;
  upperSeconds: number | null;
  /** The smallest unit written so far: "1 hour 30 minutes" joins, "30 minutes 1 hour" does not. */
  unit: Unit;
  /** True when the amount was a bare article ("a second batch" is not a timer). */
  isArticle: boolean;
}

/** A number as written, in digits or words; null when it is not one. */
export function parseNumber(written: string): number | null {
  const text = written.trim().toLowerCase().replace(/\s+/g, ' ');
  const andAHalf = /^(.+?)\s+and\s+an?\s+half$/.exec(text);
  if (andAHalf) {
    const whole = parseNumber(andAHalf[1] ?? '');
    return whole === null ? null : whole + 0.5;
  }
  for (const [pattern, value] of phraseNumbers) if (pattern.test(text)) return value;
  const small = smallNumbers.indexOf(text);
  if (small >= 0) return small;
  const compound = /^([a-z]+)(?:[\s-]([a-z]+))?$/.exec(text);
  if (compound) {
    const ten = tens[compound[1] ?? ''];
    if (ten === undefined) return null;
    if (!compound[2]) return ten;
    const unit = smallNumbers.indexOf(compound[2]);
    return unit > 0 && unit < 10 ? ten + unit : null;
  }
  // "1-1/2" is the mixed number "1 1/2", not a range.
  const normalized = text.replace(/^(\d+)\s*-\s*(\d+\s*[/⁄]\s*\d+)$/, '$1 $2');
  if (/^\d+\.\d+$/.test(normalized)) return Number(normalized);
  return parseAmount(normalized)?.value ?? null;
}

function unitOf(match: RegExpExecArray): Unit {
  if (match[5]) return 'hour';
  if (match[6]) return 'minute';
  return 'second';
}

/** The amount-with-unit starting exactly at `from`, or null. */
function amountAt(text: string, from: number): RegExpExecArray | null {
  const sticky = new RegExp(amountWithUnitSource, 'iuy');
  sticky.lastIndex = from;
  return sticky.exec(text);
}

function durationOf(match: RegExpExecArray): Duration | null {
  const [whole, between, amountText = '', separator, upperText] = match;
  const unit = unitOf(match);
  const amount = parseNumber(amountText);
  if (amount === null) return null;
  // "20 and 25 minutes" is only a range after "between".
  if (upperText !== undefined && conjunctions.test(separator ?? '') && !between) return null;
  const upper = upperText === undefined ? null : parseNumber(upperText);
  if (upperText !== undefined && upper === null) return null;
  const half = match[8] ? 0.5 : 0;
  const lower = Math.round((amount + half) * unitSeconds[unit]);
  const higher = upper === null ? null : Math.round((upper + half) * unitSeconds[unit]);
  return {
    start: match.index + (between ? whole.indexOf(amountText, between.length) : 0),
    end: match.index + whole.length,
    seconds: higher === null ? lower : Math.min(lower, higher),
    upperSeconds: higher === null || higher === lower ? null : Math.max(lower, higher),
    unit,
    isArticle: upperText === undefined && /^an?$/i.test(amountText.trim()),
  };
}

/** Adds the smaller parts that follow a duration: "1 hour 30 minutes", "1h30". */
function extendCompound(text: string, duration: Duration): Duration {
  let current = duration;
  while (current.upperSeconds === null) {
    const rest = text.slice(current.end);
    const join = compoundJoin.exec(rest);
    const next = amountAt(text, current.end + (join?.[0].length ?? 0));
    const part = next ? durationOf(next) : null;
    if (part && part.upperSeconds === null && unitRank[part.unit] < unitRank[current.unit]) {
      const seconds = current.seconds + part.seconds;
      current = { ...current, end: part.end, seconds, unit: part.unit };
      continue;
    }
    const minutes = bareMinutes.exec(rest);
    const isHourAbbreviation = /(?:\d|\s)h$/i.test(text.slice(current.start, current.end));
    if (current.unit === 'hour' && isHourAbbreviation && minutes && Number(minutes[1]) < 60) {
      const seconds = current.seconds + Number(minutes[1]) * 60;
      return { ...current, end: current.end + minutes[0].length, seconds, unit: 'minute' };
    }
    return current;
  }
  return current;
}

/** "45 minutes to 1 hour": a second duration after a range word makes a range. */
function extendRange(text: string, duration: Duration): Duration {
  if (duration.upperSeconds !== null) return duration;
  const join = unitRangeJoin.exec(text.slice(duration.end));
  if (!join) return duration;
  const next = amountAt(text, duration.end + join[0].length);
  const upper = next ? durationOf(next) : null;
  if (!upper || upper.upperSeconds !== null) return duration;
  const upperWhole = extendCompound(text, upper);
  if (upperWhole.seconds <= duration.seconds) return duration;
  return { ...duration, end: upperWhole.end, upperSeconds: upperWhole.seconds };
}

// A day or more is a plan ("marinate overnight"), not a kitchen timer.
const maxSeconds = 24 * 3600;

/** Every duration in a step, in the order written. */
export function detectTimers(step: string): DetectedTimer[] {
  const timers: DetectedTimer[] = [];
  const pattern = new RegExp(amountWithUnitSource, 'giu');
  let match = pattern.exec(step);
  while (match) {
    const found = durationOf(match);
    // "a second batch" and "a second time" are ordinals, not one-second timers.
    const isOrdinal = found?.isArticle === true && found.unit === 'second';
    if (!found || isOrdinal) {
      pattern.lastIndex = match.index + 1;
    } else {
      const duration = extendRange(step, extendCompound(step, found));
      if (duration.seconds > 0 && duration.seconds <= maxSeconds) {
        timers.push({
          start: duration.start,
          end: duration.end,
          text: step.slice(duration.start, duration.end),
          seconds: duration.seconds,
          upperSeconds: duration.upperSeconds,
          label:
            duration.upperSeconds === null
              ? formatDuration(duration.seconds)
              : formatDurationRange(duration.seconds, duration.upperSeconds),
          context: contextOf(step, duration.start, duration.end),
        });
      }
      pattern.lastIndex = duration.end;
    }
    match = pattern.exec(step);
  }
  return timers;
}

const maxContextLength = 48;
const prepositions =
  /^(?:for|about|around|approximately|until|in|at|over|under|on|with|another)\b/i;

/**
 * The sentence around a duration, or its clause when the sentence is long: a name for the
 * timer that says what it is for ("Simmer for 20 minutes").
 */
export function contextOf(step: string, start: number, end: number): string {
  const sentenceStart = lastBoundary(step, start, /[.!?;:](?=\s)|\n/g, 0);
  const sentenceEnd = nextBoundary(step, end, /[.!?;:](?=\s|$)|\n/, step.length);
  let context = step.slice(sentenceStart, sentenceEnd).trim();
  if (context.length > maxContextLength) {
    const clauseStart = lastBoundary(step, start, /[,(]|\bthen\b/gi, sentenceStart);
    const clauseEnd = nextBoundary(step, end, /[,)]|\bthen\b/i, sentenceEnd);
    context = step.slice(clauseStart, clauseEnd).trim();
    // "…, for 5 minutes" says how long but not what: lead with the sentence's first clause.
    const firstClauseEnd = nextBoundary(step, sentenceStart, /[,(]/, clauseStart);
    if (prepositions.test(context) && firstClauseEnd < clauseStart) {
      context = `${step.slice(sentenceStart, firstClauseEnd).trim()}, ${context}`;
    }
  }
  if (context.length > maxContextLength) {
    context = `${context.slice(0, maxContextLength - 1).trimEnd()}…`;
  }
  return context.charAt(0).toUpperCase() + context.slice(1);
}

function lastBoundary(text: string, before: number, pattern: RegExp, floor: number): number {
  let boundary = floor;
  for (const match of text.slice(0, before).matchAll(pattern)) {
    boundary = Math.max(boundary, match.index + match[0].length);
  }
  return boundary;
}

function nextBoundary(text: string, after: number, pattern: RegExp, ceiling: number): number {
  const match = pattern.exec(text.slice(after));
  return match ? Math.min(after + match.index, ceiling) : ceiling;
}

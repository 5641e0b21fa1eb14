/** Prep, cook and total times ("Prep: 15 mins", "Cook time 1 hr 10 min", "Total: 1½ hours"). */
import { numberSource, parseNumber } from './numbers.ts';

export type TimeKind = 'prep' | 'cook' | 'total';

const hourUnits =
  '(?:hours?|hrs?|heures?|horas?|stunden?|std|ore|ora|uur|timmar|timer|tim|t|h)(?!\\p{L})\\.?';
const minuteUnits = '(?:minuten|minutes?|minuti|minutos|minuter|minutter|mins?|m)(?!\\p{L})\\.?';

/** A duration at the start of a string: "1 hr 10 min", "1½ hours", "45 Min.", "1 h 30". */
const durationSource = `(?:ca\\.?|about|approx\\.?|circa|environ|unos|around)?\\s*(?:(${numberSource})\\s*${hourUnits}(?:\\s*(?:and\\s*)?(\\d+)\\s*(?:${minuteUnits})?)?|(${numberSource})\\s*${minuteUnits})`;

const labelSources: Record<TimeKind, string> = {
  prep: '(?:prep(?:aration)?(?:\\s*time)?|hands-on(?:\\s*time)?|active(?:\\s*time)?|arbeitszeit|vorbereitungszeit|vorbereitung|zubereitungszeit|zubereitung|bereidingstijd|voorbereidingstijd|tempo de preparo|tempo de preparação|förberedelsetid|forberedelsestid|temps de préparation|préparation|tempo di preparazione|preparazione|tiempo de preparación|preparación)',
  cook: '(?:cook(?:ing)?(?:\\s*time)?|bak(?:e|ing)(?:\\s*time)?|koch-?\\s*/?\\s*backzeit|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo di cottura|cottura|tiempo de cocción|cocción|kooktijd|baktijd|tempo de cozimento|tillagningstid|tilberedningstid)',
  total:
    '(?:total(?:\\s*time)?|ready in|gesamtzeit|temps total|tempo totale|tiempo total|totale tijd|tempo total|total tid|totaltid|samlet tid|tid i alt|time)',
};

export const timeLabelSource = `(?:${Object.values(labelSources).join('|')})`;

const labelledPatterns = (Object.keys(labelSources) as TimeKind[]).map((kind) => ({
  kind,
  pattern: new RegExp(`^${labelSources[kind]}\\s*[:：\\-–]?\\s*${durationSource}`, 'iu'),
}));

export function parseDuration(text: string): number | null {
  const match = new RegExp(`^${durationSource}`, 'iu').exec(text.trim());
  return match ? durationFromMatch(match, 1) : null;
}

function durationFromMatch(match: RegExpExecArray, first: number): number | null {
  const rawHours = match[first];
  const hours = rawHours ? parseNumber(rawHours) : null;
  const extraMinutes = Number(match[first + 1] ?? 0);
  const rawMinutes = match[first + 2];
  const minutes = rawMinutes ? parseNumber(rawMinutes) : null;
  if (hours !== null) return Math.round(hours * 60 + extraMinutes);
  return minutes === null ? null : Math.round(minutes);
}

/** Reads one labelled time at the start of `text`; `length` is how much of it was used. */
export function readLabelledTime(
  text: string,
): { kind: TimeKind; minutes: number; length: number } | null {
  for (const { kind, pattern } of labelledPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const minutes = durationFromMatch(match, 1);
    if (minutes !== null) return { kind, minutes, length: match[0].length };
  }
  return null;
}

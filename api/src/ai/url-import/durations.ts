/**
 * Reads a recipe time as whole minutes. schema.org asks for ISO 8601 durations ("PT1H30M",
 * "P0DT0H45M", "PT3000S"); some pages put plain minute counts or "1 hour 20 mins" instead.
 * Returns null for anything that is not a positive duration.
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const iso =
    /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso.map((part) =>
      part === undefined ? 0 : Number(part.replace(',', '.')),
    ) as number[];
    const total =
      (years ?? 0) * 525_600 +
      (months ?? 0) * 43_200 +
      (weeks ?? 0) * 10_080 +
      (days ?? 0) * 1_440 +
      (hours ?? 0) * 60 +
      (minutes ?? 0) +
      (seconds ?? 0) / 60;
    return positiveMinutes(total);
  }
  if (/^\d+(?:\.\d+)?$/.test(text)) return positiveMinutes(Number(text));
  return parseWordsDuration(text);
}

// Hour and minute words of the languages we import from; \b is ASCII-only, so word ends are
// checked with a letter lookahead.
const hourWords =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:h|hours?|hrs?|std|stunden?|timer?|heures?|horas?|ore|ora|ώρα|ώρες|godz\w*|saat|óra|час\p{L}*|時間|小时)(?!\p{L})/iu;
const minuteWords =
  /(?<![\d.,])(\d+)\s*(?:m|mins?|minutes?|minutter|minuten|minutos?|minuti|minut\p{L}*|λεπτά|λεπτό|perc|dakika|мин\p{L}*|分钟?)(?!\p{L})/iu;

function parseWordsDuration(text: string): number | null {
  const hours = hourWords.exec(text);
  const minutes = minuteWords.exec(text);
  if (!hours && !minutes) return null;
  const total =
    (hours ? Number((hours[1] ?? '0').replace(',', '.')) * 60 : 0) +
    (minutes ? Number(minutes[1]) : 0);
  return positiveMinutes(total);
}

function positiveMinutes(total: number): number | null {
  if (!Number.isFinite(total) || total <= 0) return null;
  return Math.round(total);
}

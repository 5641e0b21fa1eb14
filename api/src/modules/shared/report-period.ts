/**
 * A stretch of whole UTC days for the admin reports: `from` is the first day's midnight,
 * `to` the midnight after the last day (exclusive).
 */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/**
 * Rows of (user_id, active_at): when a user did something. Each module writes the query over its own
 * tables; the admin reports union them, so no module reads another's tables.
 */
export interface ActivityQuery {
  sql: string;
  params: unknown[];
}

/** Days are UTC calendar days, the same on every server and database. */
export function utcDayOf(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/** The period's bounds as query parameters (ISO text, read as timestamptz by both databases). */
export function periodParams(period: ReportPeriod): [string, string] {
  return [period.from.toISOString(), period.to.toISOString()];
}

/** count(*) is a number on PGlite and a string (bigint) through pg. */
export function toCount(value: string | number | null | undefined): number {
  return Number(value ?? 0);
}

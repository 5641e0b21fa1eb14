/** A CSV cell: text (null for empty) or a number. */
export type CsvValue = string | number | null | undefined;

/**
 * Characters a spreadsheet reads as the start of a formula (OWASP's list: = + - @, tab, CR);
 * such text gets a leading apostrophe so it is shown, never run.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 says. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `attachment` with a dated name, e.g. mise-users-2026-11-26.csv. */
export function csvAttachment(name: string, now: Date): string {
  return `attachment; filename="mise-${name}-${now.toISOString().slice(0, 10)}.csv"`;
}

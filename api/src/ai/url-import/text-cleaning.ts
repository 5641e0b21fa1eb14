import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * Turns a string that may hold markup or HTML entities (schema.org values often do) into plain
 * text with collapsed whitespace. The HTML parser is only invoked when the string needs it,
 * because most values are already plain and this runs for every ingredient line.
 */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  // Values are sometimes double-encoded ("&amp;#39;"), so decode up to twice.
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass++) {
    text = DomUtils.textContent(parseDocument(text.replace(/<br\s*\/?>/gi, ' ')));
  }
  return collapseWhitespace(repairMojibake(text));
}

// "1Â¼ cups", "crÃ¨me": UTF-8 text that some step before the page decoded as Latin-1.
const mojibake = /[ÂÃ][\u0080-\u00bf]/;

/** Decodes text back to what was meant when it reads as UTF-8 mistaken for Latin-1. */
export function repairMojibake(text: string): string {
  // Characters above Latin-1 mean the text was not decoded that way as a whole.
  if (!mojibake.test(text) || /[^\t-\u00ff]/.test(text)) return text;
  const repaired = Buffer.from(text, 'latin1').toString('utf8');
  return repaired.includes('\ufffd') ? text : repaired;
}

/** Collapses every run of whitespace (including nbsp and zero-width spaces) into one space. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Like cleanText, but keeps line breaks so a text blob can still be split into steps. */
export function cleanTextKeepingLines(value: string): string[] {
  const withBreaks = value.replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n');
  const decoded = /[<&]/.test(withBreaks)
    ? DomUtils.textContent(parseDocument(withBreaks))
    : withBreaks;
  return decoded
    .split(/\r?\n|\r/)
    .map((line) => cleanText(line))
    .filter((line) => line.length > 0);
}

/** Compares headings and steps the way a reader would: case, spacing and a trailing colon aside. */
export function headingKey(text: string): string {
  return collapseWhitespace(text).replace(/:$/, '').trim().toLowerCase();
}

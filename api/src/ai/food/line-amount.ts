import type { LineTables } from './line-tables.ts';
import type { Quantity, Unit } from './units.ts';

const unicodeFractions: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const fractionPattern = new RegExp(`[${Object.keys(unicodeFractions).join('')}]`, 'g');

/** Number forms, longest first: "1 1/2", "1/2", "0,5" / "1.5", ".5". */
export const numberSource = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|[.,]\d+)`;

/** Unicode fractions spelled out ("1½" → "1 1/2"), bullets dropped, spaces collapsed. */
export function normalizeLine(line: string): string {
  return (
    line
      // Invisible format characters pasted from web pages (a zero-width space, U+2063 after a
      // word) are no part of any word.
      .replace(/\p{Cf}/gu, '')
      .replace(/\u2044/g, '/')
      .replace(fractionPattern, (symbol) => ` ${unicodeFractions[symbol]}`)
      .replace(/^\s*(?:[-*•·▢□☐✓✔]|\d+\.(?=\s))\s*/, '')
      // "1 and 1/2 teaspoons", "1 e 1/2 xícara", "1 and a half cups": one and a half.
      .replace(
        /^(\d+)\s+(?:and|und|et|e|y|en|och|og)\s+(?:(\d+\/\d+)|a\s+half\b)/i,
        (_, whole, fraction) => `${whole} ${fraction ?? '1/2'}`,
      )
      // "1/4 + 1/8 teaspoon": the sum.
      .replace(/^(\d+(?:\s+\d+\/\d+|\/\d+)?)\s*\+\s*(\d+\/\d+)(?=\s)/, (_, a, b) =>
        String(Math.round((parseNumber(a) + parseNumber(b)) * 1000) / 1000),
      )
      // "1 teaspoonvanilla extract": a spelled-out spoon run into the next word.
      .replace(/^([\d.,/ ]+\s?(?:tea|table)spoon)(?=\p{L}{3})/iu, '$1 ')
      // "Zwiebel(n)", "Ei(er)": an ending in brackets is the plural, not a note.
      .replace(/(\p{L})\((\p{L}{1,3})\)(?!\p{L})/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(trimmed);
}

/** The text still to read, consumed from the front. */
export interface Reading {
  rest: string;
}

export interface Amount {
  quantity: number;
  quantityMax: number | null;
}

const rangePatterns = new Map<string, RegExp>();

/** "2", "2-3", "2 to 3", "1-1/2" (one and a half), "an" (one), "half a" (one half). */
export function readAmount(reading: Reading, tables: LineTables): Amount | null {
  const half = tables.halfPattern.exec(reading.rest);
  if (half && !/^\d/.test(reading.rest)) {
    reading.rest = reading.rest.slice(half[0].length);
    return { quantity: 0.5, quantityMax: null };
  }
  const article = tables.articlePattern.exec(reading.rest);
  if (article && !/^\d/.test(reading.rest)) {
    reading.rest = reading.rest.slice(article[0].length);
    return { quantity: 1, quantityMax: null };
  }
  let pattern = rangePatterns.get(tables.rangePattern);
  if (!pattern) {
    pattern = new RegExp(
      String.raw`^(${numberSource})(?:\s*${tables.rangePattern}\s*(${numberSource}))?`,
      'iu',
    );
    rangePatterns.set(tables.rangePattern, pattern);
  }
  const match = pattern.exec(reading.rest);
  if (!match?.[1]) return null;
  reading.rest = reading.rest.slice(match[0].length).trimStart();
  const quantity = parseNumber(match[1]);
  if (!match[2]) return { quantity, quantityMax: null };
  const second = parseNumber(match[2]);
  // US books write one and a half as "1-1/2": a fraction below the first number is not a range.
  if (second < quantity && second < 1) return { quantity: quantity + second, quantityMax: null };
  if (second < quantity) return { quantity, quantityMax: null };
  return { quantity, quantityMax: second };
}

export interface UnitRead {
  unit: Unit | null;
  /** Multiplies the amount: "dkg" is 10 g, "krm" 1 ml. */
  factor: number;
  /** A count word ("Stück", "st"): consumed, no unit. */
  isCount: boolean;
}

/** The unit at the start of the text, consumed; null when none is there. */
export function readUnit(reading: Reading, tables: LineTables): UnitRead | null {
  // "T" is a tablespoon and "t" a teaspoon only in that case.
  const caseSensitive = /^(T|t)\.?(?=\s|$)/.exec(reading.rest);
  if (caseSensitive) {
    reading.rest = reading.rest.slice(caseSensitive[0].length).trimStart();
    return { unit: caseSensitive[1] === 'T' ? 'tbsp' : 'tsp', factor: 1, isCount: false };
  }
  const match = tables.unitPattern.exec(reading.rest);
  if (!match?.[1]) return null;
  const word = tables.units.get(match[1].toLowerCase());
  if (word === undefined) return null;
  const after = reading.rest.slice(match[0].length).trimStart();
  // A bare "c" or "l" is only a unit when more words follow ("1 c. sugar", not "1 l").
  if (after === '' && /^[cl]$/i.test(match[1])) return null;
  reading.rest = after;
  if (word === null) return { unit: null, factor: 1, isCount: true };
  if (typeof word === 'string') return { unit: word, factor: 1, isCount: false };
  return { unit: word.unit, factor: word.factor, isCount: false };
}

/** "about 4 oz", "120 g", "1.7lb": a whole text that is one measured amount. */
export function readMeasure(text: string, tables: LineTables): Quantity | null {
  const about = tables.aboutStart.exec(text.trim());
  const reading = { rest: text.trim().slice(about?.[0].length ?? 0) };
  const amount = readAmount(reading, tables);
  if (!amount) return null;
  reading.rest = reading.rest.replace(/^-\s*/, '');
  const unit = readUnit(reading, tables);
  if (!unit?.unit) return null;
  return { quantity: amount.quantity * unit.factor, unit: unit.unit };
}

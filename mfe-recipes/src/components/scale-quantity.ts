/**
 * Scales the quantity at the start of an ingredient line ("1 1/2 cups flour" × 2 → "3 cups
 * flour"). Only a leading amount is touched: "1 (14-ounce) can" scales the 1 and keeps the can
 * size, and a line with no amount ("salt to taste") is returned as it was.
 */

const vulgarFractions: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅐': 1 / 7,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

/** How an amount was written, so the scaled one reads the same way. */
export type QuantityStyle = 'vulgar' | 'slash' | 'decimal' | 'decimal-comma' | 'grouped';

export interface ParsedAmount {
  value: number;
  style: QuantityStyle;
}

export interface ParsedQuantity {
  /** Whitespace before the amount. */
  lead: string;
  amount: ParsedAmount;
  /** The upper end of a range ("2-3"), if any. */
  upper: ParsedAmount | null;
  /** The text between the two ends of a range, kept as written ("-", " to "). */
  separator: string;
  /** Everything after the amount, unit included. */
  rest: string;
}

const vulgar = `[${Object.keys(vulgarFractions).join('')}]`;
const slash = '[/⁄]';
// Longest forms first: "1 1/2" before "1", "1,000" before "1".
const amountPattern = [
  `\\d+\\s+\\d+\\s*${slash}\\s*\\d+`,
  `\\d+\\s*${vulgar}`,
  `\\d+\\s*${slash}\\s*\\d+`,
  vulgar,
  '\\d{1,3}(?:,\\d{3})+(?!\\d)',
  '\\d*\\.\\d+',
  '\\d+,\\d{1,2}(?!\\d)',
  '\\d+',
].join('|');
const quantityPattern = new RegExp(
  `^(\\s*)(${amountPattern})(?:(\\s*(?:-|–|—|\\bto\\b)\\s*)(${amountPattern}))?`,
);

/** One amount as written ("1 1/2", "1½", "½", "0.5", "1,000"), or null. */
export function parseAmount(text: string): ParsedAmount | null {
  const written = text.trim();
  const mixed = new RegExp(`^(\\d+)\\s+(\\d+)\\s*${slash}\\s*(\\d+)$`).exec(written);
  if (mixed) return fraction(Number(mixed[1]), Number(mixed[2]), Number(mixed[3]));
  const withVulgar = new RegExp(`^(\\d*)\\s*(${vulgar})$`).exec(written);
  if (withVulgar) {
    const part = vulgarFractions[withVulgar[2] ?? ''] ?? 0;
    return { value: Number(withVulgar[1] || 0) + part, style: 'vulgar' };
  }
  const simple = new RegExp(`^(\\d+)\\s*${slash}\\s*(\\d+)$`).exec(written);
  if (simple) return fraction(0, Number(simple[1]), Number(simple[2]));
  if (/^\d{1,3}(?:,\d{3})+$/.test(written)) {
    return { value: Number(written.replaceAll(',', '')), style: 'grouped' };
  }
  if (/^\d*\.\d+$/.test(written)) return { value: Number(written), style: 'decimal' };
  if (/^\d+,\d{1,2}$/.test(written)) {
    return { value: Number(written.replace(',', '.')), style: 'decimal-comma' };
  }
  if (/^\d+$/.test(written)) return { value: Number(written), style: 'vulgar' };
  return null;
}

function fraction(whole: number, numerator: number, denominator: number): ParsedAmount | null {
  if (denominator === 0) return null;
  return { value: whole + numerator / denominator, style: 'slash' };
}

/** The amount (or range) a line starts with, or null when it starts with none. */
export function parseLeadingQuantity(line: string): ParsedQuantity | null {
  const match = quantityPattern.exec(line);
  if (!match) return null;
  const [whole, lead = '', amountText = '', separator = '', upperText] = match;
  const rest = line.slice(whole.length);
  // "12-ounce package": the number is part of a size, not how many.
  if (/^[-–]\p{L}/u.test(rest)) return null;
  const amount = parseAmount(amountText);
  if (!amount) return null;
  const upper = upperText === undefined ? null : parseAmount(upperText);
  if (upperText !== undefined && !upper) return null;
  return { lead, amount, upper, separator: upper ? separator : '', rest };
}

const glyphs: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

/** Kitchen fractions, simplest first: a cook reads ½ before 4/8. */
const denominators = [1, 2, 3, 4, 8];
const tolerance = 0.04;

/** A number written the way a cook reads it, in the style the recipe used. */
export function formatQuantity(value: number, style: QuantityStyle): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (style === 'decimal' || style === 'decimal-comma') {
    const text = trimDecimals(value, value >= 100 ? 0 : value >= 10 ? 1 : 2);
    return style === 'decimal-comma' ? text.replace('.', ',') : text;
  }
  if (style === 'grouped') return Math.round(value).toLocaleString('en-US');
  if (value >= 100) return String(Math.round(value));
  const allowed = value >= 10 ? [1, 2] : denominators;
  for (const denominator of allowed) {
    const rounded = Math.round(value * denominator) / denominator;
    if (rounded > 0 && Math.abs(rounded - value) / value <= tolerance) {
      return writeFraction(rounded, style);
    }
  }
  // No kitchen fraction is close (e.g. 0.1 tsp): a short decimal is more honest.
  return trimDecimals(value, value >= 10 ? 0 : value >= 1 ? 1 : 2);
}

function writeFraction(value: number, style: QuantityStyle): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 1e-6) return String(whole);
  const glyph = glyphs.find(([amount]) => Math.abs(amount - part) < 1e-6);
  if (!glyph) return trimDecimals(value, 2);
  if (style === 'slash') {
    const [numerator, denominator] = slashParts(glyph[0]);
    const fractionText = `${numerator}/${denominator}`;
    return whole > 0 ? `${whole} ${fractionText}` : fractionText;
  }
  return whole > 0 ? `${whole}${glyph[1]}` : glyph[1];
}

function slashParts(part: number): [number, number] {
  for (const denominator of [2, 3, 4, 8]) {
    const numerator = Math.round(part * denominator);
    if (Math.abs(numerator / denominator - part) < 1e-6) return [numerator, denominator];
  }
  return [Math.round(part * 8), 8];
}

function trimDecimals(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The line with its leading amount multiplied by `factor`; other lines unchanged. */
export function scaleIngredient(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const quantity = parseLeadingQuantity(line);
  if (!quantity) return line;
  const { lead, amount, upper, separator, rest } = quantity;
  const scaled = formatQuantity(amount.value * factor, amount.style);
  const scaledUpper = upper
    ? `${separator}${formatQuantity(upper.value * factor, upper.style)}`
    : '';
  return `${lead}${scaled}${scaledUpper}${rest}`;
}

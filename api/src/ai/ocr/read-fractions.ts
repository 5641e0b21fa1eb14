/**
 * Vulgar fractions (½ ¼ ¾ ⅓ ⅔ ⅛) are set small, numerator raised and denominator lowered, and
 * Tesseract's models read them as "%", "Ya", "Y¥", "Vz", or as "2". Where a word at the start
 * of an ingredient looks like such a misreading, the glyph is cut out of the page, enlarged,
 * and its numerator and denominator read again as single digits: 1 over 2 is ½. Anything else leaves the
 * word as it was, so a real "2% milk" stays.
 */
import sharp from 'sharp';
import type { OcrEngine, OcrLine, OcrWord } from './ocr-engine.ts';

const glyphs: Record<string, string> = {
  '12': '½',
  '14': '¼',
  '34': '¾',
  '13': '⅓',
  '23': '⅔',
  '18': '⅛',
  '38': '⅜',
  '58': '⅝',
  '78': '⅞',
};

/** Words OCR makes of a fraction glyph (alone, or after its whole number: "1%"). */
const misreadPattern = /^(?:\d?[%¥YVv][a-z0-9%¥]?|\d?[%¥][0-9]?|[Vv]z)$/u;
/** "2 cup": a singular unit after a lone digit means the digit was a fraction. */
const singularUnitPattern =
  /^(?:cup|teaspoon|tablespoon|tsp|tbsp|tbs|pound|lb|ounce|oz|stick|can|c\.)$/iu;

/** At most this many glyphs are read again per page (each read takes a few tens of ms). */
const maxRereads = 24;

/** Units an ingredient line does not start with unless a quantity was lost before them. */
const unitPattern =
  /^(?:cups?|teaspoons?|tablespoons?|tsps?|tbsps?|tbs|pounds?|lbs?|ounces?|oz|sticks?|cans?|c\.)$/iu;

interface Suspect {
  index: number;
  /** The glyph was dropped altogether: look left of the unit word at `index`. */
  isMissing: boolean;
}

function findSuspect(line: OcrLine): Suspect | null {
  const words = line.words;
  // After a bullet or a whole number, the fraction is the second word.
  const start = words[0] && /^(?:[•*·\-–]|\d{1,2})$/u.test(words[0].text) ? 1 : 0;
  for (const index of new Set([0, start])) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || !/\p{L}/u.test(next.text)) continue;
    if (misreadPattern.test(word.text)) return { index, isMissing: false };
    if (/^\d$/.test(word.text) && singularUnitPattern.test(next.text)) {
      return { index, isMissing: false };
    }
  }
  const first = words[start];
  if (first && unitPattern.test(first.text) && !/^\d{1,2}$/.test(words[0]?.text ?? '')) {
    return { index: start, isMissing: true };
  }
  return null;
}

export async function rereadFractions(
  engine: OcrEngine,
  page: Buffer,
  lines: readonly OcrLine[],
): Promise<OcrLine[]> {
  const metadata = await sharp(page).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  let rereads = 0;
  const result: OcrLine[] = [];
  for (const line of lines) {
    const suspect = findSuspect(line);
    const word = suspect ? line.words[suspect.index] : undefined;
    if (!suspect || !word || rereads >= maxRereads) {
      result.push(line);
      continue;
    }
    rereads += 1;
    const size = word.bottom - word.top;
    const before = line.words[suspect.index - 1];
    const area = suspect.isMissing
      ? {
          text: '',
          top: word.top,
          bottom: word.bottom,
          left: Math.max(before ? before.right + 2 : 0, word.left - Math.round(size * 1.6)),
          right: word.left - 3,
        }
      : word;
    let glyph = await readGlyph(engine, page, area, width, height).catch(() => null);
    if (!glyph && suspect.isMissing) {
      // The recognizer may have dropped the glyph but kept it inside the unit word's box.
      const inside = { ...word, right: word.left + Math.round(size * 1.05) };
      glyph = await readGlyph(engine, page, inside, width, height).catch(() => null);
    }
    if (!glyph) {
      result.push(line);
      continue;
    }
    const words = suspect.isMissing
      ? [
          ...line.words.slice(0, suspect.index),
          { ...area, text: glyph },
          ...line.words.slice(suspect.index),
        ]
      : line.words.map((each, position) =>
          position === suspect.index ? { ...each, text: glyph } : each,
        );
    result.push({ ...line, words, text: words.map((each) => each.text).join(' ') });
  }
  return result;
}

async function readGlyph(
  engine: OcrEngine,
  page: Buffer,
  word: OcrWord,
  width: number,
  height: number,
): Promise<string | null> {
  const left = Math.max(0, word.left - 2);
  const top = Math.max(0, word.top - 2);
  const box = {
    left,
    top,
    width: Math.min(width, word.right + 2) - left,
    height: Math.min(height, word.bottom + 2) - top,
  };
  if (box.width < 4 || box.height < 4) return null;
  const { data, info } = await sharp(page)
    .extract(box)
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = inkBox(data, info.width, info.height);
  if (!ink) return null;
  // A fraction glyph is about as wide as it is tall; anything left of it is the whole number.
  const glyphWidth = Math.min(ink.width, Math.round(ink.height * 1.05));
  const glyphLeft = ink.left + ink.width - glyphWidth;
  const region = (x0: number, y0: number, x1: number, y1: number) =>
    sharp(page)
      .extract({
        left: box.left + Math.round(x0),
        top: box.top + Math.round(y0),
        width: Math.max(1, Math.round(x1 - x0)),
        height: Math.max(1, Math.round(y1 - y0)),
      })
      .resize({ height: Math.max(40, Math.round((y1 - y0) * 4)), kernel: 'cubic' })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
      .png()
      .toBuffer();
  const bottom = ink.top + ink.height;
  // The numerator sits up and to the left of the slash, the denominator down and to the right.
  const numerator = await engine.recognizeDigits(
    await region(glyphLeft, ink.top, glyphLeft + glyphWidth * 0.5, ink.top + ink.height * 0.58),
    'character',
  );
  const denominator = await engine.recognizeDigits(
    await region(
      glyphLeft + glyphWidth * 0.5,
      ink.top + ink.height * 0.42,
      glyphLeft + glyphWidth,
      bottom,
    ),
    'character',
  );
  const fraction = glyphs[`${numerator}${denominator}`];
  if (!fraction) return null;
  if (glyphLeft - ink.left < ink.height * 0.3) return fraction;
  const whole = await engine.recognizeDigits(
    await region(ink.left, ink.top, glyphLeft, bottom),
    'line',
  );
  return /^\d{1,2}$/.test(whole) ? `${whole}${fraction}` : null;
}

function inkBox(
  pixels: Buffer,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } | null {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) >= 128) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Turns the recognizer's lines (with their boxes) into the text a cook would have typed: the
 * title on one line even when it wraps, one line per ingredient and per step even when they
 * wrap, and without the phone's status bar, app toolbars or a book's running header.
 */
import { readHeading } from '../text-import/sections.ts';
import type { OcrLine } from './ocr-engine.ts';

/** Words of app toolbars and tab bars; a line made only of them is chrome, not recipe. */
const chromeWords = new Set([
  'back',
  'home',
  'search',
  'saved',
  'save',
  'share',
  'profile',
  'recipes',
  'recipe',
  'menu',
  'settings',
  'print',
  'more',
  'done',
  'edit',
  'cancel',
  'favorites',
  'favourites',
  'explore',
  'library',
  'shop',
  'plan',
  'discover',
  'account',
  'close',
  'like',
  'comments',
  'follow',
]);

/** "9:41", "9:41 AM", with signal, network and battery readings around it. */
const statusBarPattern =
  /^(?:[^\p{L}\d]{0,3}\s*)?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+(?:\d{1,3}\s?%|lte|[345]g\+?|e|h\+?|wi-?fi|[^\p{L}\d\s]{1,4}|\S{1,2}))*\s*$/iu;
const batteryPattern = /^(?:\S{0,3}\s+)?(?:lte|[345]g\+?|\d{1,3}\s?%)(?:\s+\S{1,4}){0,3}$/iu;

/** A list marker that starts a new item: bullet, number, checkbox. */
const itemStartPattern =
  /^(?:[-–—•*·▪■◦●○▢☐□◻✓✔>+]|\d{1,2}\s*[.):]|\(\d{1,2}\)|(?:step|schritt|étape|paso|passo|stap|steg|trin)\s*\d)/iu;

export function isChromeLine(text: string): boolean {
  if (statusBarPattern.test(text) || batteryPattern.test(text)) return true;
  const words = text
    .toLowerCase()
    .replace(/[‹›<>«»←→|]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => chromeWords.has(word));
}

/** One- and two-letter words that do start recipe lines ("a pinch of salt", "y sal"). */
const shortWords = new Set([
  'a',
  'i',
  'y',
  'e',
  'o',
  'à',
  'é',
  'en',
  'in',
  'on',
  'at',
  'to',
  'of',
  'or',
  'de',
  'la',
  'le',
  'il',
  'el',
  'un',
  'se',
  'si',
  'mit',
  'og',
  'et',
  'är',
  'ca',
  'ev',
]);

/** Lines of a single page number or a lone symbol: page furniture. */
function isFurniture(text: string): boolean {
  return /^(?:page\s*)?\d{1,4}$/iu.test(text) || /^[^\p{L}\d]{1,3}$/u.test(text);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface PageText {
  /** The recipe's title when the layout shows one (the largest type near the top). */
  title: string | null;
  /** The recognizer's lines the title was made of, in order. */
  titleLines: OcrLine[];
  /** The rest, one logical line per entry, '' between separated regions. */
  lines: string[];
}

export function layoutPage(input: readonly OcrLine[]): PageText {
  // A chrome word set in the title's type right under a title line ends the title ("Mac and
  // Cheese" / "Recipe"); elsewhere it is an app's toolbar.
  const largest = Math.max(0, ...input.slice(0, 8).map((line) => line.rowHeight));
  const isTitleType = (line: OcrLine | undefined) =>
    line !== undefined && line.rowHeight >= largest * 0.85;
  const kept = input.filter(
    (line, index) =>
      !isChromeLine(line.text) ||
      (index > 0 &&
        index < 8 &&
        isTitleType(line) &&
        isTitleType(input[index - 1]) &&
        !isChromeLine(input[index - 1]?.text ?? '')),
  );
  const lines = normalizeBullets(kept);
  if (lines.length === 0) return { title: null, titleLines: [], lines: [] };
  const bodyHeight = median(lines.map((line) => line.rowHeight));
  const titleRange = findTitle(lines, bodyHeight);
  let title = titleRange
    ? lines
        .slice(titleRange.start, titleRange.end)
        .map((line) => line.text)
        .join(' ')
    : null;
  // What sits above the title on a page is chrome or a running header, not the recipe.
  let rest = titleRange ? lines.slice(titleRange.end) : lines;
  const titleLines = titleRange ? lines.slice(titleRange.start, titleRange.end) : [];
  // A title that stops on a spaced dash, colon or ampersand goes on: the recognizer sometimes
  // cuts a long title line in two and files the second part further down ("Grove pannekaker -"
  // … "Perfekt middag"). It is the next line of the title's size in its block, among the first
  // lines after it, that is no heading.
  const titleLine = titleRange ? lines[titleRange.start] : undefined;
  if (title && titleLine && /\s[-–—:&]$/u.test(title)) {
    const at = rest.findIndex(
      (line, index) =>
        index < 16 &&
        line.block === titleLine.block &&
        line.rowHeight >= titleLine.rowHeight * 0.85 &&
        line.rowHeight <= titleLine.rowHeight * 1.2 &&
        readHeading(line.text) === null &&
        !/:$/u.test(line.text),
    );
    const second = rest[at];
    if (second) {
      title = `${title} ${second.text}`;
      titleLines.push(second);
      rest = rest.filter((_, index) => index !== at);
    }
  }
  return {
    title,
    titleLines,
    lines: joinWrappedLines(
      rest.filter((line) => !isFurniture(line.text)),
      bodyHeight,
    ),
  };
}

/**
 * Square, round or checkbox bullets come out of OCR as "m", "=", "a", "e", "«", "°": a
 * one-character token that starts three or more lines of a block is a bullet, read as "•".
 */
function normalizeBullets(lines: readonly OcrLine[]): OcrLine[] {
  // One bullet glyph comes out as several misreadings ("m", "mu", "=", "«="), so what counts is
  // how many lines of a block open with some one- or two-character token that is not a word.
  const tokenOf = (line: OcrLine) => {
    const match = /^(\S{1,2})\s+(\S)/u.exec(line.text);
    const token = match?.[1];
    if (!token || /\d/.test(token) || shortWords.has(token.toLowerCase())) return null;
    // Symbols ("=", "«=", "®") are never words. Letters are a misread bullet only in lower case
    // and before a quantity or a capital ("m 1.5 Pounds", "mu Sunbasket", "m Salz"): a line
    // that starts "If the dough…" or continues "is golden…" keeps its word.
    if (/^\p{L}+$/u.test(token)) {
      const isLowerCase = token === token.toLowerCase();
      const opensItem = /[\d½¼¾⅓⅔⅛\p{Lu}]/u.test(match?.[2] ?? '');
      if (!isLowerCase || !opensItem) return null;
    }
    return token;
  };
  // The letter a block's bullets are mostly read as ("m" for "■"): its other misreadings in that
  // block are bullets too — doubled or with a mark ("Mm", "m_") or glued to a quantity ("m1").
  const bulletLetters = new Map<number, Map<string, number>>();
  for (const line of lines) {
    const token = tokenOf(line);
    if (!token || !/^\p{Ll}$/u.test(token)) continue;
    const counts = bulletLetters.get(line.block) ?? new Map<string, number>();
    counts.set(token, (counts.get(token) ?? 0) + 1);
    bulletLetters.set(line.block, counts);
  }
  const variants = new Map<number, RegExp>();
  for (const [block, counts] of bulletLetters) {
    const [letter] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!letter || (counts.get(letter) ?? 0) < 2) continue;
    const either = `[${letter}${letter.toUpperCase()}]`;
    variants.set(
      block,
      new RegExp(`^${either}(?:${letter}|_|\\p{Lu})?\\s+(?=\\S)|^${letter}(?=\\d)`, 'u'),
    );
  }
  const variantOf = (line: OcrLine) => {
    const variant = variants.get(line.block);
    return variant?.test(line.text) ? variant : null;
  };
  // Where a block's marked lines are: a list is a bullet list when three or more of its lines
  // are marked and they make a fifth of the block, or half of the run from the first marked
  // line to the last (a page the recognizer reads as one block holds more than the list).
  const blockSizes = new Map<number, number>();
  const marks = new Map<number, number[]>();
  for (const [index, line] of lines.entries()) {
    blockSizes.set(line.block, (blockSizes.get(line.block) ?? 0) + 1);
    if (tokenOf(line) || gluedBulletPattern.test(line.text) || variantOf(line)) {
      marks.set(line.block, [...(marks.get(line.block) ?? []), index]);
    }
  }
  const isInBulletList = (index: number) => {
    const block = (lines[index] as OcrLine).block;
    const marked = marks.get(block) ?? [];
    if (marked.length < 3) return false;
    if (marked.length * 5 >= (blockSizes.get(block) ?? 0)) return true;
    const first = marked[0] as number;
    const last = marked[marked.length - 1] as number;
    return marked.length * 2 >= last - first + 1 && index >= first && index <= last;
  };
  const lastNumber = new Map<number, number>();
  return lines.map((line, index) => {
    const numbered = /^(\d{1,2})[.)]\s/u.exec(line.text);
    if (numbered) lastNumber.set(line.block, Number(numbered[1]));
    // "102.- Añade…" or "11.3.- Incorpore…" after step 9 or 10: the next step number run into a
    // numbered step of the recipe's own ("2.- Añade"). The step number is split off.
    const next = String((lastNumber.get(line.block) ?? -1) + 1);
    if (lastNumber.has(line.block) && line.text.startsWith(next)) {
      const after = line.text.slice(next.length);
      if (/^[.)]?\s?\d{1,2}[.)]-?\s/u.test(after)) {
        lastNumber.set(line.block, Number(next));
        return { ...line, text: `${next}. ${after.replace(/^[.)]?\s?/u, '')}` };
      }
    }
    // "10Liever krentenbollen?" after step 9: a step number whose full stop was lost.
    const glued = /^(\d{1,2})(?=\p{Lu}\p{Ll})/u.exec(line.text);
    if (glued && Number(glued[1]) === (lastNumber.get(line.block) ?? -1) + 1) {
      lastNumber.set(line.block, Number(glued[1]));
      return { ...line, text: `${glued[1]}. ${line.text.slice(glued[0].length)}` };
    }
    // "«1 kg", "\"250 g": a round bullet read as a quote or degree sign, glued to the quantity.
    if (gluedBulletPattern.test(line.text)) {
      return { ...line, text: `• ${line.text.replace(gluedBulletPattern, '')}` };
    }
    if (isInBulletList(index) && tokenOf(line)) {
      return { ...line, text: `• ${line.text.replace(/^\S{1,2}\s+/u, '')}` };
    }
    const variant = isInBulletList(index) ? variantOf(line) : null;
    if (variant) return { ...line, text: `• ${line.text.replace(variant, '')}` };
    return line;
  });
}

/** A bullet misread as a quote, guillemet, degree sign or equals sign, glued to a quantity. */
const gluedBulletPattern = /^[«»°·*"“”„=®©]{1,2}\s?(?=\d)/u;

/**
 * The title: the line set in the largest type among the first lines, if it is clearly larger
 * than the body text, with the lines right below it in the same size (a wrapped title).
 */
function findTitle(
  lines: readonly OcrLine[],
  bodyHeight: number,
): { start: number; end: number } | null {
  const window = lines.slice(0, Math.min(lines.length, 8));
  let start = -1;
  for (const [index, line] of window.entries()) {
    if (!/\p{L}{2}/u.test(line.text)) continue;
    if (start === -1 || line.rowHeight > (window[start]?.rowHeight ?? 0)) start = index;
  }
  const first = lines[start];
  if (!first || first.rowHeight < bodyHeight * 1.3) return null;
  // A last line of lower-case letters ("saus", "aux pruneaux") measures smaller than the rest of
  // the title, down to body size; it still continues the title when it starts in lower case.
  const isTitleSize = (line: OcrLine) =>
    line.rowHeight <= first.rowHeight * 1.25 &&
    line.rowHeight >= first.rowHeight * 0.6 &&
    (line.rowHeight >= bodyHeight * 1.15 || /^\p{Ll}/u.test(line.text));
  // The largest line may be the second of a wrapped title (descenders make rows differ).
  while (start > 0) {
    const above = lines[start - 1] as OcrLine;
    if (!isTitleSize(above) || (lines[start] as OcrLine).top - above.bottom > first.rowHeight * 0.9)
      break;
    start -= 1;
  }
  let end = start + 1;
  while (end < lines.length) {
    const next = lines[end] as OcrLine;
    const previous = lines[end - 1] as OcrLine;
    const isSameSize = isTitleSize(next) && readHeading(next.text) === null;
    const isClose = next.top - previous.bottom < first.rowHeight * 0.9;
    if (!isSameSize || !isClose) break;
    end += 1;
  }
  return { start, end };
}

/**
 * Joins a line that continues the one before it: in a list where items start with a marker, a
 * line without one; otherwise a line set closer to the previous one than items are to each
 * other, or indented under it. A new block (column, region) starts after a blank line.
 */
function joinWrappedLines(lines: readonly OcrLine[], bodyHeight: number): string[] {
  const result: string[] = [];
  const blocks = new Map<number, OcrLine[]>();
  for (const line of lines) blocks.set(line.block, [...(blocks.get(line.block) ?? []), line]);
  for (const block of blocks.values()) {
    if (result.length > 0) result.push('');
    // Baseline to baseline, not box to box: ascenders and descenders would blur the difference.
    const gaps = block
      .slice(1)
      .map((line, index) => line.baseline - (block[index] as OcrLine).baseline);
    const isHeadingLine = (line: OcrLine | undefined) =>
      !line || line.rowHeight > bodyHeight * 1.2 || readHeading(line.text) !== null;
    // Pitches next to a heading say nothing about how items are spaced.
    const tightGap = tightGapOf(
      gaps.filter((_, index) => !isHeadingLine(block[index]) && !isHeadingLine(block[index + 1])),
      bodyHeight,
    );
    const markedShare =
      block.filter((line) => itemStartPattern.test(line.text)).length / Math.max(1, block.length);
    const itemLeft = Math.min(
      ...block.filter((line) => itemStartPattern.test(line.text)).map((line) => line.left),
      Number.POSITIVE_INFINITY,
    );
    let previous: OcrLine | null = null;
    for (const [index, line] of block.entries()) {
      const text = line.text;
      if (previous && isContinuation(previous, line, gaps[index - 1] ?? 0)) {
        result[result.length - 1] = joinText(result[result.length - 1] ?? '', text);
      } else {
        result.push(text);
      }
      previous = line;
    }

    function isContinuation(before: OcrLine, line: OcrLine, gap: number): boolean {
      if (itemStartPattern.test(line.text) || readHeading(line.text) || readHeading(before.text))
        return false;
      const isHeading = line.rowHeight > bodyHeight * 1.2 || before.rowHeight > bodyHeight * 1.2;
      if (isHeading || gap > bodyHeight * 2.2 || gap < 0) return false;
      // A heading such as "Ingredients" or "Method:" ends its own line.
      if (/:$/.test(before.text) || before.text.split(' ').length <= 2) return false;
      if (markedShare >= 0.4 && Number.isFinite(itemLeft)) {
        // Items carry markers: an unmarked line under a marked one, indented past the marker.
        return line.left > itemLeft + bodyHeight * 0.4;
      }
      if (tightGap !== null) {
        // A new sentence after a finished one, or a quantity, starts a new item however close.
        const startsNew =
          (/[.!?]$/.test(before.text) && /^\p{Lu}/u.test(line.text)) ||
          /^[\d½¼¾⅓⅔⅛]/u.test(line.text);
        return gap <= tightGap && !startsNew;
      }
      return /^\p{Ll}/u.test(line.text) && !/[.!?:]$/.test(before.text);
    }
  }
  return result;
}

/**
 * When a block's line pitches fall into two groups (wrapped lines set tight, items spaced apart),
 * the largest gap still counted as tight; null when the spacing does not tell.
 */
function tightGapOf(gaps: number[], bodyHeight: number): number | null {
  const plausible = gaps.filter((gap) => gap > bodyHeight * 0.6 && gap < bodyHeight * 2.2);
  const least = Math.min(...plausible);
  // Space between items is a fraction of a line; more is a break between sections.
  const usable = plausible.filter((gap) => gap <= least * 1.7);
  if (usable.length < 3) return null;
  const sorted = [...usable].sort((a, b) => a - b);
  const smallest = sorted[0] ?? 0;
  const largest = sorted.at(-1) ?? 0;
  if (largest - smallest < bodyHeight * 0.18) return null;
  // Split at the widest jump between consecutive gap sizes.
  let split = 0;
  let widest = 0;
  for (let index = 1; index < sorted.length; index += 1) {
    const jump = (sorted[index] ?? 0) - (sorted[index - 1] ?? 0);
    if (jump > widest) {
      widest = jump;
      split = index;
    }
  }
  return widest >= bodyHeight * 0.12 ? (sorted[split - 1] ?? null) : null;
}

function joinText(before: string, after: string): string {
  // A word hyphenated at the line end: "Zucker-" + "schoten".
  if (/\p{Ll}-$/u.test(before) && /^\p{Ll}/u.test(after)) return `${before.slice(0, -1)}${after}`;
  return `${before} ${after}`;
}

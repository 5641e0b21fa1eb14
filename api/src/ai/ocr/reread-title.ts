/**
 * A title is set large and bold, and read with the whole page around it the recognizer often
 * drops its accents ("receta muy facil", "Brotchen"): the page's language model weighs a word
 * against its neighbours. Read again on its own, cut out of the page, a title line keeps them.
 * The new reading replaces the old only when it has the same letters, case and spaces with more
 * accents, so a re-read can mend a title but never put other words in it.
 */
import sharp from 'sharp';
import type { OcrLanguage } from './detect-language.ts';
import type { OcrEngine, OcrLine } from './ocr-engine.ts';

/** A wrapped title has two or three lines; more is not a title worth the extra reads. */
const maxTitleLines = 3;

/** Without accents: what two readings of one line must share, case and spaces included. */
function letters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
}

/** How many accents a text carries. */
function accents(text: string): number {
  return text.normalize('NFD').match(/[\u0300-\u036f]/g)?.length ?? 0;
}

/** The title's lines as read again one by one; each line unchanged where that adds nothing. */
export async function rereadTitle(
  engine: OcrEngine,
  page: Buffer,
  titleLines: readonly OcrLine[],
  language: OcrLanguage,
): Promise<string[]> {
  const texts = titleLines.map((line) => line.text);
  if (titleLines.length === 0 || titleLines.length > maxTitleLines) return texts;
  const { width = 0, height = 0 } = await sharp(page).metadata();
  for (const [index, line] of titleLines.entries()) {
    // A margin of half the line's height keeps accents and descenders inside the cut.
    const margin = Math.round((line.bottom - line.top) / 2);
    const left = Math.max(0, line.left - margin);
    const top = Math.max(0, line.top - margin);
    const right = Math.min(width, line.right + margin);
    const bottom = Math.min(height, line.bottom + margin);
    if (right - left < 8 || bottom - top < 8) continue;
    // Only a refinement: a line that cannot be cut out or read again keeps its first reading.
    const again = await sharp(page)
      .extract({ left, top, width: right - left, height: bottom - top })
      .png()
      .toBuffer()
      .then((cut) => engine.recognizeLine(cut, language))
      .then((text) => text.normalize('NFC'))
      .catch(() => line.text);
    if (letters(again) === letters(line.text) && accents(again) > accents(line.text)) {
      texts[index] = again;
    }
  }
  return texts;
}

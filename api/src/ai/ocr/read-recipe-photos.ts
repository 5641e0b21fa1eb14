import type { RecipeDraft } from '../recipe-draft.ts';
import { parseRecipeText } from '../text-import/parse-recipe-text.ts';
import { detectLanguage, type OcrLanguage } from './detect-language.ts';
import { fixGlyphs } from './fix-glyphs.ts';
import type { OcrEngine, OcrResult } from './ocr-engine.ts';
import { layoutPage, type PageText } from './page-layout.ts';
import { preparePage } from './prepare-page.ts';
import { rereadFractions } from './read-fractions.ts';
import { rereadTitle } from './reread-title.ts';

export interface PhotoReading {
  draft: RecipeDraft;
  /** The text the draft was read from, pages in order. */
  text: string;
  /** The OCR model each page was read with. */
  languages: OcrLanguage[];
}

export interface ReadPhotosOptions {
  /**
   * The model to read with first: the cook's language, when known. Pages in that language are
   * read once; a page whose words show another is read again with that one's model.
   */
  language?: OcrLanguage | undefined;
}

/** Below this mean word confidence a page may be upside down: the other way round is tried. */
const doubtfulConfidence = 55;
/** Share of a text's words that must be markers of another language to switch models. */
const languageEvidence = 0.04;

/**
 * Reads the photos of one recipe (page 1 and page 2, or ingredients and method on two
 * screenshots), in order, into one draft: each page is cleaned up and levelled, read with the
 * model of its language, laid out into lines, and the pages' text is parsed as one recipe.
 */
export async function readRecipePhotos(
  engine: OcrEngine,
  photos: readonly Buffer[],
  options: ReadPhotosOptions = {},
): Promise<PhotoReading> {
  const pages: PageText[] = [];
  const languages: OcrLanguage[] = [];
  let language: OcrLanguage = options.language ?? 'eng';
  for (const photo of photos) {
    const page = await readPage(engine, photo, language);
    pages.push(page.text);
    languages.push(page.language);
    // The next page of the same recipe is most likely in the same language.
    language = page.language;
  }
  const lines: string[] = [];
  for (const [index, page] of pages.entries()) {
    if (index > 0) lines.push('');
    if (page.title) lines.push(page.title, '');
    lines.push(...page.lines);
  }
  const text = fixGlyphs(lines.join('\n'));
  return { draft: parseRecipeText(text), text, languages };
}

async function readPage(
  engine: OcrEngine,
  photo: Buffer,
  firstLanguage: OcrLanguage,
): Promise<{ text: PageText; language: OcrLanguage }> {
  let prepared = await preparePage(photo);
  let language = firstLanguage;
  let result = await engine.recognize(prepared.image, language);
  if (result.confidence < doubtfulConfidence) {
    // Upside down, or on its side the other way: read it turned and keep the better reading.
    const turned = await preparePage(photo, { quarterTurns: prepared.isSideways ? 3 : 2 });
    const again = await engine.recognize(turned.image, language);
    if (again.confidence > result.confidence + 10) {
      prepared = turned;
      result = again;
    }
  }
  // Any model reads the short words of the other Latin-script languages well enough to tell
  // which one a page is in. A tie (Danish and Norwegian share most) keeps the model read with.
  const detected = detectLanguage(result.text);
  if (
    detected.language !== language &&
    detected.confidence >= languageEvidence &&
    detected.confidence > detected.shares[language]
  ) {
    language = detected.language;
    result = await engine.recognize(prepared.image, language);
  }
  const lines = await rereadFractions(engine, prepared.image, result.lines);
  const text = layoutPage(lines);
  if (text.title) {
    const reread = await rereadTitle(engine, prepared.image, text.titleLines, language);
    text.title = reread.join(' ');
  }
  return { text, language };
}

export type { OcrResult };

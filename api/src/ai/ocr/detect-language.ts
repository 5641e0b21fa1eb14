/**
 * Which of the OCR languages a recipe text is written in, from its short words and letters.
 * Good enough to pick Tesseract's model: a first pass with the English model still reads the
 * short words of any Latin-script language ("und", "het", "och"), and that is all this needs.
 */
export const ocrLanguages = [
  'eng',
  'deu',
  'fra',
  'spa',
  'ita',
  'nld',
  'por',
  'swe',
  'dan',
  'nor',
] as const;

export type OcrLanguage = (typeof ocrLanguages)[number];

/** Words frequent in recipes of one language and rare in the others. */
const markers: Record<OcrLanguage, string[]> = {
  eng: ['and', 'the', 'with', 'until', 'into', 'for', 'cup', 'cups', 'minutes', 'add', 'of'],
  deu: [
    'und',
    'mit',
    'der',
    'die',
    'das',
    'für',
    'fur',
    'oder',
    'auf',
    'zum',
    'ein',
    'eine',
    'nicht',
    'im',
    'dem',
    'minuten',
  ],
  fra: [
    'et',
    'les',
    'des',
    'dans',
    'pour',
    'avec',
    'une',
    'le',
    'la',
    'du',
    'au',
    'est',
    'sur',
    'cuillère',
  ],
  spa: ['y', 'los', 'las', 'con', 'del', 'el', 'una', 'al', 'hasta', 'muy', 'cucharada', 'minutos'],
  ita: ['il', 'di', 'della', 'gli', 'nel', 'con', 'una', 'per', 'lo', 'alla', 'sale', 'minuti'],
  nld: ['het', 'een', 'en', 'met', 'van', 'voor', 'je', 'op', 'ook', 'aan', 'tot', 'minuten'],
  por: ['com', 'uma', 'os', 'em', 'do', 'da', 'no', 'na', 'até', 'ate', 'colher', 'minutos', 'e'],
  swe: ['och', 'med', 'till', 'på', 'att', 'ett', 'av', 'är', 'msk', 'tsk', 'minuter'],
  dan: ['og', 'med', 'til', 'på', 'at', 'et', 'af', 'er', 'spsk', 'tsk', 'minutter', 'skal'],
  nor: ['og', 'med', 'til', 'på', 'at', 'et', 'av', 'er', 'ss', 'ts', 'minutter', 'skal'],
};

/** Letters that only some of the languages use. */
const letters: Array<[RegExp, OcrLanguage[]]> = [
  [/ß/g, ['deu']],
  [/[äöü]/g, ['deu', 'swe']],
  [/å/g, ['swe', 'dan', 'nor']],
  [/[æø]/g, ['dan', 'nor']],
  [/[ãõç]/g, ['por']],
  [/ñ/g, ['spa']],
  [/[èêàùœ]/g, ['fra', 'ita']],
];

const markerSets = Object.fromEntries(
  Object.entries(markers).map(([language, words]) => [language, new Set(words)]),
) as Record<OcrLanguage, Set<string>>;

export interface DetectedLanguage {
  language: OcrLanguage;
  /** Share of the text's words that were markers of that language. */
  confidence: number;
  /** The same share for every language (a language's letters count half a word each). */
  shares: Record<OcrLanguage, number>;
}

export function detectLanguage(text: string): DetectedLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.fromEntries(ocrLanguages.map((language) => [language, 0])) as Record<
    OcrLanguage,
    number
  >;
  for (const word of words) {
    for (const language of ocrLanguages) {
      if (markerSets[language].has(word)) scores[language] += 1;
    }
  }
  const lower = text.toLowerCase();
  for (const [pattern, languages] of letters) {
    const count = lower.match(pattern)?.length ?? 0;
    for (const language of languages) scores[language] += count * 0.5;
  }
  let best: OcrLanguage = 'eng';
  for (const language of ocrLanguages) {
    if (scores[language] > scores[best]) best = language;
  }
  const share = (language: OcrLanguage) =>
    words.length === 0 ? 0 : scores[language] / words.length;
  const shares = Object.fromEntries(
    ocrLanguages.map((language) => [language, share(language)]),
  ) as Record<OcrLanguage, number>;
  return { language: best, confidence: shares[best], shares };
}

/** Each OCR model by the primary subtag of the language tags browsers send ("de-AT", "nb"). */
const ocrLanguageOfTag: Record<string, OcrLanguage> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
  pt: 'por',
  sv: 'swe',
  da: 'dan',
  no: 'nor',
  nb: 'nor',
  nn: 'nor',
};

/**
 * The OCR model for a cook's languages (BCP 47 tags, most preferred first, as
 * `navigator.languages` or Accept-Language list them): the first one there is a model for.
 */
export function ocrLanguageFor(tags: readonly string[]): OcrLanguage | undefined {
  for (const tag of tags) {
    const language = ocrLanguageOfTag[tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''];
    if (language) return language;
  }
  return undefined;
}

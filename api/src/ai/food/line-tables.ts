import {
  type LineLanguage,
  type LineVocabulary,
  lineLanguages,
  lineVocabularies,
  sharedUnits,
  type UnitWord,
} from './line-vocabulary.ts';
import type { Unit } from './units.ts';

/** A language's vocabulary compiled into the lookups and patterns the reader runs. */
export interface LineTables {
  /** The recipe's language groups thousands with a space ("1 500 g"); never for every language. */
  groupsThousandsWithSpace: boolean;
  /** Longest spelling first; matched at the start of the remaining text. */
  unitPattern: RegExp;
  units: Map<string, UnitWord>;
  compoundUnits: [string, Unit][];
  sizePattern: RegExp;
  sizes: Map<string, 'small' | 'medium' | 'large' | 'extra large'>;
  rangePattern: string;
  orPattern: RegExp;
  /** "red, yellow, or orange bell pepper": the first alternative, then the shared noun. */
  alternativesListPattern: RegExp;
  packedInPattern: RegExp;
  ofPattern: RegExp;
  aboutPattern: string;
  aboutStart: RegExp;
  eachPattern: RegExp;
  toTastePattern: RegExp;
  partOfPattern: RegExp;
  partOf: Map<string, 'juice' | 'zest'>;
  headingPattern: RegExp;
  articlePattern: RegExp;
  halfPattern: RegExp;
  /** A describing word a comma may follow within the food ("boneless, skinless chicken"). */
  describingWordPattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so "c. à soupe" wins over "c" and "fl oz" over "fl". A dot closing an
// abbreviation is optional; a letter or digit may not follow.
function alternatives(words: Iterable<string>): string {
  const sorted = [...new Set(words)]
    .filter((word) => word !== '')
    .sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? '(?!)' : sorted.map(escapeRegExp).join('|');
}

const letterAfter = String.raw`(?![\p{L}\p{N}])`;
const letterBefore = String.raw`(?<![\p{L}\p{N}])`;

function merge(languages: readonly LineLanguage[]): LineVocabulary {
  const merged: LineVocabulary = {
    units: {},
    compoundUnits: {},
    packedIn: [],
    sizes: {},
    rangeWords: [],
    orWords: [],
    ofWords: [],
    aboutWords: [],
    eachWords: [],
    toTaste: [],
    partOf: {},
    headingOpeners: [],
    articles: [],
    halves: [],
    describingEndings: [],
    // Only the recipe's own language decides: "1 500g block" is one 500 g block in English.
    groupsThousandsWithSpace:
      languages.length <= 2 && lineVocabularies[languages[0] ?? 'en'].groupsThousandsWithSpace,
  };
  // Earlier languages win a shared spelling ("cc" is a teaspoon in French, millilitres in English).
  for (const language of [...languages].reverse()) {
    const vocabulary = lineVocabularies[language];
    Object.assign(merged.units, vocabulary.units);
    Object.assign(merged.compoundUnits ?? {}, vocabulary.compoundUnits);
    Object.assign(merged.sizes ?? {}, vocabulary.sizes);
    Object.assign(merged.partOf ?? {}, vocabulary.partOf);
    merged.packedIn?.push(...(vocabulary.packedIn ?? []));
    for (const key of [
      'rangeWords',
      'orWords',
      'ofWords',
      'aboutWords',
      'eachWords',
      'toTaste',
      'headingOpeners',
      'articles',
      'halves',
      'describingEndings',
    ] as const) {
      merged[key]?.push(...(vocabulary[key] ?? []));
    }
  }
  return merged;
}

function compile(vocabulary: LineVocabulary, ambiguousOrWords: string[]): LineTables {
  const orWords = vocabulary.orWords.filter((word) => !ambiguousOrWords.includes(word));
  const units = new Map<string, UnitWord>(Object.entries({ ...sharedUnits, ...vocabulary.units }));
  const sizes = new Map(Object.entries(vocabulary.sizes ?? {}));
  const partOf = new Map(Object.entries(vocabulary.partOf ?? {}));
  return {
    groupsThousandsWithSpace: vocabulary.groupsThousandsWithSpace === true,
    // "thumb-sized" is no thumb: a unit word is not followed by a hyphen either.
    unitPattern: new RegExp(`^(${alternatives(units.keys())})\\.?(?![\\p{L}\\p{N}-])`, 'iu'),
    units,
    compoundUnits: Object.entries(vocabulary.compoundUnits ?? {}).sort(
      (a, b) => b[0].length - a[0].length,
    ),
    sizePattern: new RegExp(`^(${alternatives(sizes.keys())})\\.?${letterAfter}\\s*`, 'iu'),
    sizes,
    rangePattern: `(?:-|–|—|${alternatives(vocabulary.rangeWords)})`,
    // "cottage/farmer cheese": a slash between words is an "or" too (not between amounts and
    // units: "150g/5oz").
    orPattern: new RegExp(
      `\\s+(?:${alternatives(orWords)})\\s+|(?<=\\p{L}{2})\\s*/\\s*(?=\\p{L}{2})`,
      'iu',
    ),
    alternativesListPattern: new RegExp(
      `^([^,]+?),\\s*(?:[\\p{L}-]+,\\s*)*(?:${alternatives(orWords)})\\s+[\\p{L}-]+\\s+([\\p{L}][^,(]*)`,
      'iu',
    ),
    // "atún en aceite" is packed in oil; "ajo en polvo", "aglio in polvere", "alho em pó" are the
    // food in another form, not packed in one.
    packedInPattern: new RegExp(
      `\\s(?:${alternatives(vocabulary.packedIn ?? [])})\\s(?!(?:${formWords})(?![\\p{L}]))`,
      'iu',
    ),
    ofPattern: new RegExp(`^(?:${alternatives(vocabulary.ofWords)})(?:\\s+|(?<=')\\s*)`, 'iu'),
    aboutPattern: `(?:(?:${alternatives(vocabulary.aboutWords)})\\.?\\s*)?`,
    aboutStart: new RegExp(`^(?:${alternatives(vocabulary.aboutWords)})\\.?\\s*`, 'iu'),
    eachPattern: new RegExp(
      `${letterBefore}(?:${alternatives(vocabulary.eachWords)})${letterAfter}`,
      'iu',
    ),
    toTastePattern: new RegExp(
      `${letterBefore}(?:${alternatives(vocabulary.toTaste)})${letterAfter}`,
      'giu',
    ),
    partOfPattern: new RegExp(
      `^(${alternatives(partOf.keys())})\\s+(?:of|from|von|de|du|di|del|do|da|van|av|af|fra)\\s+(.+)$`,
      'iu',
    ),
    partOf,
    headingPattern: new RegExp(
      `^(?:${alternatives(vocabulary.headingOpeners)})${letterAfter}`,
      'iu',
    ),
    // "half a cup", "half an onion", "meia xícara"; not "half and half" (a cream).
    halfPattern: new RegExp(
      `^(?:${alternatives(vocabulary.halves ?? [])})\\s+(?!and\\b)(?:(?:${alternatives(vocabulary.articles)})\\s+)?`,
      'iu',
    ),
    describingWordPattern: new RegExp(
      `^\\p{L}+(?:${alternatives(vocabulary.describingEndings ?? [])})$`,
      'iu',
    ),
    articlePattern: new RegExp(
      `^(?:${alternatives(vocabulary.articles)})\\s+(?!few\\b|couple\\b|little\\b|bit\\b|of\\b)`,
      'iu',
    ),
  };
}

/** A food's form after "en"/"in"/"em": powder, grains, flakes, pieces, slices, strips, purée. */
const formWords = [
  'poudre',
  'polvo',
  'polvere',
  'pó',
  'poeder',
  'grains?',
  'granos?',
  'grani',
  'flocons',
  'copos',
  'fiocchi',
  'flocos',
  'morceaux',
  'trozos',
  'pezzi',
  'pedaços',
  'dés',
  'dados',
  'cubetti',
  'cubos',
  'lamelles',
  'tranches',
  'rodajas',
  'fette',
  'fatias',
  'rondelles',
  'rondelle',
  'lanières',
  'tiras',
  'strisce',
  'purée',
  'puré',
  'purè',
  'purê',
].join('|');

const cache = new Map<string, LineTables>();

/**
 * Tables for one language, with English and the metric units as fallback (recipes mix "g" and
 * "cup" into every language); without a language, every language at once, English first.
 */
export function lineTables(language?: LineLanguage): LineTables {
  const key = language ?? '*';
  let tables = cache.get(key);
  if (!tables) {
    const order: LineLanguage[] = language
      ? [language, ...(language === 'en' ? [] : (['en'] as const))]
      : [...lineLanguages];
    // Dutch "of" means "or", but read with every language at once it is the English "of"
    // ("cream of tartar").
    tables = compile(merge(order), language ? [] : ['of']);
    cache.set(key, tables);
  }
  return tables;
}

import { nameLanguageScores } from './food-identity.ts';
import { type LineLanguage, lineLanguages, lineVocabularies } from './line-vocabulary.ts';

let markers: Map<string, LineLanguage[]> | undefined;

// Each language's own words (units, joining words, to-taste phrases), minus those several
// languages share: "dl" or "g" say nothing about the language.
function languageMarkers(): Map<string, LineLanguage[]> {
  if (markers) return markers;
  markers = new Map();
  for (const language of lineLanguages) {
    const vocabulary = lineVocabularies[language];
    const words = new Set<string>();
    const add = (text: string) => {
      for (const word of text.toLowerCase().split(/[^\p{L}]+/u))
        if (word.length >= 2) words.add(word);
    };
    for (const unit of Object.keys(vocabulary.units)) add(unit);
    for (const list of [
      vocabulary.ofWords,
      vocabulary.orWords,
      vocabulary.toTaste,
      vocabulary.articles,
    ])
      for (const text of list) add(text);
    for (const word of words) {
      const list = markers.get(word) ?? [];
      list.push(language);
      markers.set(word, list);
    }
  }
  for (const [word, languages] of markers) if (languages.length > 2) markers.delete(word);
  return markers;
}

/**
 * The language a recipe's ingredient lines are written in, from the words only that language
 * uses for units and joins ("EL", "c. à soupe", "cucharadas", "msk") and the foods only it names
 * ("Kreuzkümmel"); English when nothing says otherwise.
 */
export function detectLanguage(lines: string[]): LineLanguage {
  const scores = new Map<LineLanguage, number>();
  const table = languageMarkers();
  for (const line of lines.slice(0, 60)) {
    for (const word of line.toLowerCase().split(/[^\p{L}]+/u)) {
      const languages = table.get(word);
      if (!languages) continue;
      for (const language of languages)
        scores.set(language, (scores.get(language) ?? 0) + 1 / languages.length);
    }
  }
  // A food name counts half a unit word: names are many, and some are shared loosely.
  for (const [language, score] of nameLanguageScores(lines)) {
    if ((lineLanguages as readonly string[]).includes(language)) {
      const known = language as LineLanguage;
      scores.set(known, (scores.get(known) ?? 0) + score / 2);
    }
  }
  let best: LineLanguage = 'en';
  let bestScore = scores.get('en') ?? 0;
  for (const [language, score] of scores) {
    // English needs no evidence; another language needs more than English has.
    if (language !== 'en' && score > bestScore && score >= 1.5) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

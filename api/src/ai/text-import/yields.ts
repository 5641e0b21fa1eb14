/** Servings and yields ("Serves 4", "Servings: 6", "Makes 12 cookies", "Für 4 Personen"). */
import { numberSource, parseNumber } from './numbers.ts';
import { timeLabelSource } from './times.ts';

const servingsLabels =
  '(?:serves|serving size|servings?|makes|yields?|portions?|portionen|porciones|raciones|dosi per|dosi|rendimiento|rendimento|rende|ergibt|couverts|porzioni|porties|aantal personen|porções|porcoes|portioner|porsjoner|antal)';
const servingsNouns =
  '(?:servings?|portions?|people|persons?|portionen|personen|stück|personnes|parts|persone|porzioni|personas|raciones|porciones|comensales|porties|porções|porcoes|pessoas|portioner|personer|porsjoner|pers\\.?)';

// The noun after a yield ("12 cookies", "2 loaves") runs until a separator or the next label.
const trailingWords = `(?:\\s+(?!${timeLabelSource}\\b)[\\p{L}\\d(][\\p{L}\\d()'’.-]*){0,4}`;

const prefixPattern = new RegExp(
  `^${servingsLabels}\\s*[:：\\-–]?\\s*(?:about|approx\\.?|ca\\.?|circa|environ|up to)?\\s*(${numberSource})(?:\\s*(?:-|–|to|bis|à|a|o)\\s*${numberSource})?${trailingWords}`,
  'iu',
);
// "Pour", "per", "para" and "für" also start steps, so they count only before a servings noun.
const prepositionPattern = new RegExp(
  `^(?:für|pour|per|para|voor|för|til|for)\\s+(${numberSource})(?:\\s*(?:-|–|bis|à|a|o)\\s*${numberSource})?\\s*${servingsNouns}(?!\\p{L})`,
  'iu',
);
const suffixPattern = new RegExp(
  `^(${numberSource})(?:\\s*(?:-|–|to|bis|à|a|o)\\s*${numberSource})?\\s*${servingsNouns}(?!\\p{L})`,
  'iu',
);

/** Reads servings at the start of `text`; `length` is how much of it was used. */
export function readServings(text: string): { servings: number; length: number } | null {
  for (const pattern of [prefixPattern, prepositionPattern, suffixPattern]) {
    const match = pattern.exec(text);
    const servings = match?.[1] ? parseNumber(match[1]) : null;
    if (match && servings !== null && servings >= 1) {
      return { servings: Math.round(servings), length: match[0].length };
    }
  }
  return null;
}

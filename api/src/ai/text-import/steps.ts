/** Turns the raw lines of a method into steps: numbering, wrapped lines, one-paragraph methods. */
import { endsSentence, stripStepMarker } from './cleaning.ts';
import { isSubgroupHeading } from './sections.ts';

const numberedPattern =
  /^\s*(?:(?:step|schritt|étape|etape|passo|paso)\s*\d+|\(?\d{1,2}\s*[.):])/iu;

/** `lines` keeps blank lines as '' so paragraphs can be told apart. */
export function buildSteps(lines: string[]): string[] {
  const isNumbered = lines.some((line) => numberedPattern.test(line));
  const steps: string[] = [];
  let canAppend = false;
  let isNewStepPending = false;
  for (const line of lines) {
    if (line === '') {
      canAppend = false;
      continue;
    }
    const { text, hasMarker } = stripStepMarker(line);
    if (text === '') {
      isNewStepPending = true;
      canAppend = false;
      continue;
    }
    if (!hasMarker && isSubgroupHeading(line)) {
      canAppend = false;
      continue;
    }
    const previous = steps.at(-1);
    const isContinuation =
      !hasMarker &&
      !isNewStepPending &&
      canAppend &&
      previous !== undefined &&
      (isNumbered || isWrapped(previous, text));
    if (isContinuation) {
      steps[steps.length - 1] = `${previous} ${text}`;
    } else {
      steps.push(text);
    }
    canAppend = true;
    isNewStepPending = false;
  }
  const only = steps[0];
  if (steps.length === 1 && only !== undefined) return splitSentences(only);
  return steps;
}

// A line cut off mid-sentence (e-mail or PDF wrapping) continues in lowercase.
function isWrapped(previous: string, next: string): boolean {
  return !endsSentence(previous) && /^\p{Ll}/u.test(next);
}

const abbreviations = new Set([
  'approx',
  'tbsp',
  'tsp',
  'min',
  'mins',
  'hr',
  'hrs',
  'oz',
  'lb',
  'lbs',
  'e.g',
  'i.e',
  'ca',
  'z.b',
  'bzw',
  'std',
  'vs',
  'dr',
  'no',
  'env',
  'cca',
  'aprox',
  'temp',
  'pkg',
  'qt',
  'pt',
  'st',
  'mr',
  'mrs',
]);

/** Splits a method written as one paragraph into sentences, one step each. */
export function splitSentences(paragraph: string): string[] {
  const sentences = splitAt(paragraph, /[.!?](?=\s+["“(]?[\p{Lu}\d])/gu);
  // Texted recipes are often all lowercase; then any full stop ends a step.
  return sentences.length > 1 ? sentences : splitAt(paragraph, /[.!?](?=\s+\p{L})/gu);
}

function splitAt(paragraph: string, boundary: RegExp): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(boundary)) {
    const end = (match.index ?? 0) + 1;
    const lastWord = /([\p{L}.]+)\.$/u.exec(paragraph.slice(start, end))?.[1]?.toLowerCase();
    if (lastWord && abbreviations.has(lastWord)) continue;
    sentences.push(paragraph.slice(start, end));
    start = end;
  }
  sentences.push(paragraph.slice(start));
  return sentences.map((sentence) => stripStepMarker(sentence.trim()).text).filter((s) => s !== '');
}

import { hasType, type JsonLdNode } from './json-ld.ts';
import { cleanText, cleanTextKeepingLines, headingKey } from './text-cleaning.ts';

/**
 * Flattens schema.org recipeInstructions (a text blob, a list of strings, HowToStep,
 * HowToSection, ItemList, or lists of lists) into one step per entry. Section names and step
 * titles are headings, not steps, so they are left out.
 */
export function readInstructions(value: unknown): string[] {
  const steps: string[] = [];
  const headings = new Set<string>();
  collect(value, steps, headings, 0);
  return steps.filter((step) => !headings.has(headingKey(step)));
}

// Photo credits are sometimes appended to the steps; they are not something to do.
export function isCredit(step: string): boolean {
  return /^(?:photo|image|picture)s?\s*(?:credit|by)\b/i.test(step);
}

function collect(value: unknown, steps: string[], headings: Set<string>, depth: number): void {
  if (depth > 6 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    steps.push(...splitTextBlob(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, steps, headings, depth + 1);
    return;
  }
  if (typeof value !== 'object') return;
  const node = value as JsonLdNode;
  const name = plainText(node.name);
  if (hasType(node, 'HowToSection') || hasType(node, 'ItemList') || !('text' in node)) {
    if (name && node.itemListElement !== undefined) headings.add(headingKey(name));
    if (node.itemListElement !== undefined) {
      collect(node.itemListElement, steps, headings, depth + 1);
      return;
    }
  }
  const text = plainText(node.text ?? node.description ?? node.name);
  if (name && headingKey(name) !== headingKey(text) && !text.startsWith(name)) {
    headings.add(headingKey(name));
  }
  if (text) steps.push(text);
  if (node.itemListElement !== undefined) collect(node.itemListElement, steps, headings, depth + 1);
}

// Microdata items hold each property as a list of values, and element values as { text }.
function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(' ');
  if (value && typeof value === 'object') {
    const node = value as { text?: unknown; '@text'?: unknown };
    return plainText(node['@text'] ?? node.text);
  }
  return typeof value === 'string' || typeof value === 'number' ? cleanText(value) : '';
}

/**
 * Splits one instruction string into steps: on step numbers ("1. … 2. …") when they count up
 * from the start, otherwise on line breaks.
 */
export function splitTextBlob(value: string): string[] {
  const lines = cleanTextKeepingLines(value);
  const numbered = splitOnStepNumbers(joinLines(lines));
  if (numbered) return numbered;
  // "<p>…</p>, <p>…</p>" blobs leave the separating comma at the start of the next line.
  return lines
    .map((line) => line.replace(/^[,;]\s*/, ''))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

// Chinese and Japanese text has no spaces between words, so a line break inside a step
// joins without one.
function joinLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    const isCjkJoin =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}，。]$/u.test(text) &&
      /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(line);
    text += text && !isCjkJoin ? ` ${line}` : line;
  }
  return text;
}

function splitOnStepNumbers(text: string): string[] | null {
  const marks = [...text.matchAll(/(?:^|\s)(\d{1,2})[.)、]\s*/g)];
  const sequence: RegExpMatchArray[] = [];
  for (const mark of marks) {
    if (Number(mark[1]) === sequence.length + 1) sequence.push(mark);
  }
  if (sequence.length < 2 || (sequence[0]?.index ?? 1) !== 0) return null;
  const steps: string[] = [];
  for (let i = 0; i < sequence.length; i++) {
    const mark = sequence[i] as RegExpMatchArray;
    const next = sequence[i + 1];
    const start = (mark.index ?? 0) + mark[0].length;
    const end = next ? (next.index ?? text.length) : text.length;
    const step = text.slice(start, end).trim();
    if (step) steps.push(step);
  }
  return steps;
}

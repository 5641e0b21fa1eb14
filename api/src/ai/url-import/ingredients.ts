import { cleanText } from './text-cleaning.ts';

/**
 * Flattens ingredient values (strings, lists of groups) into one line per ingredient. Group
 * headings that pages put among the ingredients ("FOR THE MARINADE", "Para el sofrito:") are
 * left out: they are not things to buy.
 */
export function readIngredients(value: unknown): string[] {
  const lines: string[] = [];
  collect(value, lines, 0);
  return lines.filter((line) => !isGroupHeading(line));
}

function collect(value: unknown, lines: string[], depth: number): void {
  if (depth > 4 || value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, lines, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    // A nested microdata item ({ amount, name }) reads best as its whole visible text.
    collect(node['@text'] ?? node.text ?? node.name ?? node.itemListElement, lines, depth + 1);
    return;
  }
  for (const part of String(value).split(/\r?\n/)) {
    // Recipe plugins wrap notes that already have brackets in another pair: "((butt) …)".
    const line = cleanText(part).replace(/\(\(([^()]*(?:\([^()]*\)[^()]*)*)\)\)/g, '($1)');
    if (line) lines.push(line);
  }
}

/** A line that names a group of ingredients rather than an ingredient. */
export function isGroupHeading(line: string): boolean {
  if (/\d/.test(line)) return false;
  if (/:\s*$/.test(line)) return true;
  const letters = line.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 &&
    /\s/.test(line) &&
    letters === letters.toUpperCase() &&
    letters !== letters.toLowerCase()
  );
}

// A bullet or dash between spaces ("- 300 g cheese - 1 L stock"), or a comma before a quantity
// ("125ml milk, 1 tsp vinegar"): a comma before words stays ("garlic, crushed").
const listSeparators = [/(?:^|\s+)[-–•·▪]\s+/u, /,\s*(?=\d|[¼½¾⅓⅔⅛])/u];

/**
 * Some pages give the whole ingredient list as one string. When the list is one or two such
 * lines and a separator splits one into at least three items, each item is a line.
 */
export function splitOneStringList(lines: string[]): string[] {
  if (lines.length > 2) return lines;
  return lines.flatMap((line) => {
    for (const separator of listSeparators) {
      const parts = line
        .split(new RegExp(separator.source, 'gu'))
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
      if (parts.length >= 3) return parts;
    }
    return [line];
  });
}

import type { CheerioAPI } from 'cheerio';
import JSON5 from 'json5';

/** A JSON-LD node as parsed: keys are schema.org property names. */
export type JsonLdNode = Record<string, unknown>;

/**
 * Finds the first schema.org Recipe in the page's JSON-LD blocks, wherever it sits: top level,
 * an array, an @graph, or nested inside another node (a WebPage's mainEntity).
 */
export function findJsonLdRecipe($: CheerioAPI): JsonLdNode | null {
  for (const script of $('script[type]').toArray()) {
    const type = ($(script).attr('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) continue;
    const data = parseLenientJson($(script).text());
    const recipe = data === undefined ? null : findRecipeNode(data, 0);
    if (recipe) return recipe;
  }
  return null;
}

/** True when a node's @type (a string or a list) names the given schema.org type. */
export function hasType(node: unknown, typeName: string): boolean {
  if (!node || typeof node !== 'object') return false;
  const types = (node as JsonLdNode)['@type'];
  const list = Array.isArray(types) ? types : [types];
  const wanted = typeName.toLowerCase();
  return list.some(
    (type) => typeof type === 'string' && type.toLowerCase().replace(/^.*[/:#]/, '') === wanted,
  );
}

function findRecipeNode(data: unknown, depth: number): JsonLdNode | null {
  if (depth > 8 || !data || typeof data !== 'object') return null;
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (hasType(data, 'Recipe')) return data as JsonLdNode;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object') {
      const found = findRecipeNode(value, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parses a JSON-LD block that may not be strict JSON: CDATA wrappers and HTML comments around it,
 * raw line breaks or tabs inside strings, a trailing semicolon, and what JSON5 accepts (trailing
 * commas, comments, single quotes, unquoted keys). Returns undefined when it still cannot be read.
 */
export function parseLenientJson(source: string): unknown {
  const text = source.trim();
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the repairs below
  }
  const repaired = text
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>\s*$/, '')
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .trim()
    .replace(/;+\s*$/, '');
  try {
    // JSON5 knows where strings end, so a comma before "]" inside a step is left alone.
    return JSON5.parse(escapeControlCharactersInStrings(repaired));
  } catch {
    return undefined;
  }
}

// Raw line breaks inside JSON strings are invalid but common in hand-built JSON-LD; they are
// escaped rather than dropped because they often separate ingredients or steps.
function escapeControlCharactersInStrings(text: string): string {
  let out = '';
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (isInString) {
      if (char === '\\') {
        out += char + (text[i + 1] ?? '');
        i++;
        continue;
      }
      if (char === '"') isInString = false;
      const code = char.charCodeAt(0);
      if (code < 0x20) {
        out += code === 10 ? '\\n' : code === 13 ? '\\r' : code === 9 ? '\\t' : ' ';
        continue;
      }
    } else if (char === '"') {
      isInString = true;
    }
    out += char;
  }
  return out;
}

/** The parts of a parsed DOM node that text extraction reads (cheerio and htmlparser2 nodes fit). */
export interface DomNode {
  type: string;
  data?: string;
  name?: string;
  children?: DomNode[];
}

// Block elements end a word even when the markup puts no space between them, and start a new
// line on screen.
export const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A bullet, dash or tick box some pages draw as text before a list line. */
export const listMarks = /^(?:[•·▪●◦*–\-▢☐□■✓✔]\s*)+/;

export const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const skippedTags = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button']);

/** The visible text of an element with whitespace collapsed, words kept apart across blocks. */
export function elementText(node: unknown): string {
  const parts: string[] = [];
  appendText(node as DomNode, parts);
  return (
    parts
      .join('')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      // Inline elements split by source line breaks leave "Salt , to taste".
      .replace(/ ,/g, ',')
      .trim()
  );
}

function appendText(node: DomNode, parts: string[]): void {
  if (node.type === 'text') {
    parts.push(node.data ?? '');
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'cdata') return;
  const name = node.name?.toLowerCase();
  if (name && skippedTags.has(name)) return;
  const isBlock = name !== undefined && blockTags.has(name);
  if (isBlock) parts.push(' ');
  for (const child of node.children ?? []) appendText(child, parts);
  if (isBlock) parts.push(' ');
}

/**
 * The element's text when it has at most `maxLetters` non-space characters, else null: tells a
 * short label from a paragraph without building the text of every block on a large page.
 */
export function shortText(node: unknown, maxLetters: number): string | null {
  let budget = maxLetters;
  const fits = (current: DomNode): boolean => {
    if (current.type === 'text') {
      budget -= (current.data ?? '').replace(/\s+/g, '').length;
      return budget >= 0;
    }
    if (current.name && skippedTags.has(current.name.toLowerCase())) return true;
    return (current.children ?? []).every(fits);
  };
  return fits(node as DomNode) ? elementText(node) : null;
}

/** A list line's text without the bullet or tick box some pages draw as text. */
export function listItemText(element: unknown): string {
  return elementText(element).replace(listMarks, '');
}

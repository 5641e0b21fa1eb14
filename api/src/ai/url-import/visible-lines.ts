import { blockTags, type DomNode } from './element-text.ts';

// Labels sit on their own line in recipe cards ("Servings" above "6"), though HTML makes them inline.
const lineBreakingTags = new Set([...blockTags, 'label']);
const hiddenTags = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'head',
]);

/**
 * The page's text as a reader sees it, one line per block, in one walk of the parsed document
 * (no second parse): what label/value pairs such as "Prep Time: 5 mins" are read from.
 */
export function visibleLines(root: unknown, maxLines = 4000): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (line) lines.push(line);
    current = '';
  };
  const visit = (node: DomNode): void => {
    if (lines.length >= maxLines) return;
    if (node.type === 'text') {
      current += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'cdata') return;
    const name = node.name?.toLowerCase();
    if (name && hiddenTags.has(name)) return;
    const breaks = name !== undefined && lineBreakingTags.has(name);
    if (breaks) flush();
    for (const child of node.children ?? []) visit(child);
    if (breaks) flush();
  };
  visit(root as DomNode);
  flush();
  return lines;
}

/** Server-side changes to the single-page app's <head>: its title and meta tags. */

export interface MetaTag {
  /** `name` for description and twitter:*, `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHead {
  /** Replaces the page's <title>; the shell's own title stays when left out. */
  title?: string;
  meta: MetaTag[];
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside single- or double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

export function renderMetaTag({ attribute, key, content }: MetaTag): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

/**
 * The page with `head` applied: an existing <title> is replaced (never duplicated), meta tags with
 * the same name or property are replaced, and the new tags go just before </head>. Every value is
 * escaped, and the replacements are functions so that `$&` in a recipe name stays literal text.
 */
export function applyPageHead(html: string, head: PageHead): string {
  let page = html;
  for (const tag of head.meta) page = page.replace(metaPattern(tag), '');
  const tags = head.meta.map(renderMetaTag);
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    // Only the document's title: an <svg> in the body may have a <title> of its own.
    const existing = titlePattern.exec(page);
    const headEnd = page.search(/<\/head>/i);
    if (existing && (headEnd === -1 || existing.index < headEnd)) {
      page = `${page.slice(0, existing.index)}${title}${page.slice(existing.index + existing[0].length)}`;
    } else tags.unshift(title);
  }
  return tags.length === 0 ? page : insertBeforeHeadEnd(page, tags);
}

/** On lines of their own, indented one step deeper than </head>. */
function insertBeforeHeadEnd(page: string, tags: string[]): string {
  const end = /<\/head>/i.exec(page);
  if (!end) return `${tags.join('\n')}\n${page}`;
  const lineStart = page.lastIndexOf('\n', end.index) + 1;
  const beforeEnd = page.slice(lineStart, end.index);
  const isOwnLine = /^[ \t]*$/.test(beforeEnd);
  const indent = isOwnLine ? beforeEnd : '';
  const block = tags.map((tag) => `${indent}  ${tag}\n`).join('');
  return isOwnLine
    ? `${page.slice(0, lineStart)}${block}${page.slice(lineStart)}`
    : `${page.slice(0, end.index)}\n${block}${page.slice(end.index)}`;
}

const titlePattern = /<title\b[^>]*>[\s\S]*?<\/title>/i;

function metaPattern({ attribute, key }: MetaTag): RegExp {
  const quotedKey = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `[ \\t]*<meta\\b[^>]*\\b${attribute}\\s*=\\s*["']${quotedKey}["'][^>]*>\\n?`,
    'gi',
  );
}

import type { CheerioAPI } from 'cheerio';
import { elementText } from './element-text.ts';
import type { JsonLdNode } from './json-ld.ts';

interface Vocabulary {
  scope: string;
  type: string;
  property: string;
}

const microdata: Vocabulary = { scope: 'itemscope', type: 'itemtype', property: 'itemprop' };
const rdfa: Vocabulary = { scope: 'typeof', type: 'typeof', property: 'property' };

/**
 * Reads the page's first schema.org Recipe item from microdata, else from RDFa, into the same
 * shape as a JSON-LD node: each property holds the list of its values (strings or nested items).
 */
export function findMarkupRecipe($: CheerioAPI): JsonLdNode | null {
  for (const vocabulary of [microdata, rdfa]) {
    const root = $(`[${vocabulary.type}]`)
      .toArray()
      .find((element) => /(^|[\s/:#])recipe(\s|$)/i.test($(element).attr(vocabulary.type) ?? ''));
    if (root) return readItem($, root, vocabulary);
  }
  // Some pages keep recipe itemprops after dropping the Recipe itemscope around them.
  const body = $('body').get(0);
  const loose = body ? readItem($, body, microdata) : {};
  return loose.recipeInstructions || loose.recipeIngredient ? loose : null;
}

function readItem($: CheerioAPI, root: unknown, vocabulary: Vocabulary): JsonLdNode {
  const item: Record<string, unknown[]> = {};
  const visit = (element: unknown, isRoot: boolean): void => {
    const node = $(element as never);
    const names = isRoot ? undefined : node.attr(vocabulary.property);
    const isScope = !isRoot && node.attr(vocabulary.scope) !== undefined;
    if (names) {
      const value = isScope
        ? {
            ...readItem($, element, vocabulary),
            '@type': node.attr(vocabulary.type) ?? '',
            '@text': elementText(element),
          }
        : propertyValue($, element);
      for (const rawName of names.trim().split(/\s+/)) {
        const name = rawName.replace(/^.*[/:#]/, '');
        const values = item[name] ?? [];
        values.push(value);
        item[name] = values;
      }
    }
    // A nested item owns the properties inside it (a publisher's name is not the recipe's).
    if (isScope) return;
    for (const child of node.children().toArray()) visit(child, false);
  };
  visit(root, true);
  return item;
}

function propertyValue($: CheerioAPI, element: unknown): unknown {
  const node = $(element as never);
  const tag = ((element as { name?: string }).name ?? '').toLowerCase();
  const content = node.attr('content');
  if (content !== undefined) return content;
  if (tag === 'meta') return '';
  if (tag === 'img') return imageValue(node);
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(tag)) {
    return node.attr('src') ?? node.attr('data-src') ?? '';
  }
  if (['a', 'link', 'area'].includes(tag)) return node.attr('href') ?? '';
  if (tag === 'time') return node.attr('datetime') ?? elementText(element);
  if (tag === 'data' || tag === 'meter') return node.attr('value') ?? elementText(element);
  return { '@markup': element, text: elementText(element) };
}

// An image element's width and height attributes state its size, as an ImageObject's do, so the
// main picture can be told from the thumbnails marked up in the same recipe.
function imageValue(node: ReturnType<CheerioAPI>): unknown {
  const url = node.attr('src') ?? node.attr('data-src') ?? '';
  const width = node.attr('width');
  const height = node.attr('height');
  if (width === undefined && height === undefined) return url;
  return { '@type': 'ImageObject', url, width, height };
}

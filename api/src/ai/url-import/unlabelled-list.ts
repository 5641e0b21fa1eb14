import type { CheerioAPI } from 'cheerio';
import { type DomNode, elementText, headingTags } from './element-text.ts';

// An ingredient line usually starts with its quantity: "2 eggs", "1/4 tsp. salt", "½ cup milk".
const startsWithQuantity = /^[\d¼½¾⅓⅔⅛⅜⅝⅞]/u;

export interface UnlabelledRecipe {
  ingredients: string[];
  /** The paragraphs after the list, up to the next heading: the method, when there are several. */
  instructions: string[];
}

/**
 * A recipe written with no "Ingredients" heading ("Recipe: Orange carrots", a list, then the
 * method as paragraphs): the first list of at least three lines, most of which start with a
 * quantity, is the ingredient list.
 */
export function readUnlabelledList($: CheerioAPI): UnlabelledRecipe {
  for (const list of $('ul, ol').toArray()) {
    const items = $(list).children('li').toArray();
    if (items.length < 3 || $(list).find('ul, ol').length > 0) continue;
    const lines = items.map((item) => elementText(item)).filter((line) => line.length > 0);
    const quantified = lines.filter((line) => startsWithQuantity.test(line)).length;
    if (quantified * 2 < lines.length || lines.some((line) => line.length > 200)) continue;
    return { ingredients: lines, instructions: paragraphsAfter(list) };
  }
  return { ingredients: [], instructions: [] };
}

function paragraphsAfter(list: unknown): string[] {
  const paragraphs: string[] = [];
  let sibling = (list as { next?: DomNode | null }).next ?? null;
  while (sibling) {
    const tag = sibling.name?.toLowerCase();
    if (tag && headingTags.has(tag)) break;
    if (tag === 'p') {
      const text = elementText(sibling);
      if (text) paragraphs.push(text);
    }
    sibling = (sibling as { next?: DomNode | null }).next ?? null;
  }
  return paragraphs.length >= 2 ? paragraphs : [];
}

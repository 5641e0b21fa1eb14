import type { CheerioAPI } from 'cheerio';
import { DomUtils } from 'htmlparser2';
import {
  blockTags,
  type DomNode,
  elementText,
  headingTags,
  listItemText,
  listMarks,
  shortText,
} from './element-text.ts';
import { isGroupHeading } from './ingredients.ts';
import {
  notAHeading,
  type SectionHeading,
  type SectionKind,
  sectionKind,
} from './section-headings.ts';
import { visibleLines } from './visible-lines.ts';

// Longer blocks are text, not labels; checked first so a long paragraph's text is built once.
const maxLabelLetters = 40;

// A page that styles a paragraph as its heading has no heading level; any real heading ends it.
const labelLevel = 7;

export interface Sections {
  ingredients: string[];
  instructions: string[];
  /** Paragraphs after the ingredient lists of a section that has no steps heading. */
  trailingParagraphs: string[];
}

/**
 * The lines under a page's "Ingredients" and "Instructions" headings (or labels styled as
 * headings), in any of the languages section-headings.ts knows, for pages without structured
 * recipe data.
 */
export function readSections($: CheerioAPI): Sections {
  const found = { ingredients: [] as string[], instructions: [] as string[] };
  const paragraphs: string[] = [];
  const ingredientParagraphs: string[] = [];
  const trailingParagraphs: string[] = [];
  let mode: SectionKind = 'none';
  const weakSection = { ingredients: false, instructions: false };
  let sectionLevel = 0;
  let sectionRoot: unknown = null;
  let headingParent: unknown = null;
  // A second list straight after the first, with no group heading or text between them, is
  // something else (tags, related recipes), not more of the section.
  let currentList: unknown = null;
  let hasSeparator = false;
  const elements = $('h1, h2, h3, h4, h5, h6, li, p, div, dt, tr').toArray();
  for (const element of elements) {
    const tag = (element as { name: string }).name.toLowerCase();
    const isHeading = headingTags.has(tag);
    if ((tag === 'div' || tag === 'dt') && !isLeafBlock(element)) continue;
    if (tag !== 'li' && tag !== 'tr') {
      const text = isHeading ? elementText(element) : shortText(element, maxLabelLetters);
      let heading: SectionHeading =
        text === null ? notAHeading : sectionKind(text, isHeading, mode);
      // A block inside a list item is part of that line (a facts list's "<p>Servings</p>", a
      // menu's "Ingredients" entry), not a heading.
      if (!isHeading && heading.kind !== 'none' && hasAncestor(element, 'li')) {
        heading = notAHeading;
      }
      const { kind, isWeak } = heading;
      if (isHeading || kind !== 'none') {
        const level = isHeading ? Number(tag.slice(1)) : labelLevel;
        if (kind !== 'none' && kind === mode) {
          // "Sauce ingredients" under "Ingredients": a group of the same section.
          hasSeparator = true;
          continue;
        }
        if (kind !== 'none') {
          // A repeated section (a mobile copy of the same list) is read once, unless the first
          // was a weaker heading ("Cooking method:" over a facts list, then "Method").
          if (found[kind].length > 0 && weakSection[kind] && !isWeak) found[kind] = [];
          mode = found[kind].length > 0 ? 'none' : kind;
          if (mode !== 'none') weakSection[kind] = isWeak;
          // Paragraphs an earlier heading of the kind gathered without a list were not the
          // section ("Preparation" / "35 m" in a facts box, "Cooking method: Food processor").
          if (kind === 'instructions') paragraphs.length = 0;
          else ingredientParagraphs.length = 0;
          sectionLevel = level;
          sectionRoot = sectionContainer($, element);
          headingParent = (element as { parent?: unknown }).parent ?? null;
          currentList = null;
        } else if (level <= sectionLevel) {
          mode = 'none';
        }
        hasSeparator = true;
        continue;
      }
      if (tag !== 'p') continue;
    }
    if (mode === 'none') continue;
    // Lists after the section's container (tags, related recipes) are not part of it.
    if (sectionRoot && !contains(sectionRoot, element)) {
      mode = 'none';
      continue;
    }
    // The copy of a list a page keeps hidden (the imperial one behind a "Metric" tab) and the
    // tabs themselves are not what the reader sees as the recipe.
    if (isHiddenWithin(element, sectionRoot)) continue;
    // Only leaf list items are lines; a list item holding a list is a group.
    if (tag === 'li' && $(element).find('li').length === 0) {
      const list = (element as { parent?: unknown }).parent ?? null;
      if (currentList !== null && list !== currentList && !hasSeparator) {
        mode = 'none';
        continue;
      }
      [currentList, hasSeparator] = [list, false];
      const line = listItemText(element);
      if (line) found[mode].push(line);
    } else if (tag === 'tr' && mode === 'ingredients' && isIngredientRow(element)) {
      // Some pages set the ingredients as a table: amount in one cell, name in the next.
      const line = elementText(element);
      if (line) found.ingredients.push(line);
    } else if (tag === 'p' && !hasAncestor(element, 'li')) {
      hasSeparator = true;
      const line = elementText(element);
      if (!line) continue;
      // Paragraphs beside the heading are the section's own; ones nested deeper are asides
      // (newsletter boxes, adverts, comments) placed inside the box the section lives in. A
      // real heading's steps may sit in their own box, so only a styled label is held to this.
      const isBeside = (element as { parent?: unknown }).parent === headingParent;
      if (mode === 'instructions') {
        if (isBeside || sectionLevel < labelLevel) paragraphs.push(line);
        continue;
      }
      if (!isBeside) continue;
      if (found.ingredients.length === 0) ingredientParagraphs.push(...paragraphLines(element));
      else trailingParagraphs.push(line);
    }
  }
  if (found.instructions.length === 0) found.instructions = paragraphs;
  if (found.ingredients.length === 0) found.ingredients = ingredientParagraphs;
  found.ingredients = found.ingredients.filter((line) => !isGroupHeading(line));
  return { ...found, trailingParagraphs };
}

// Pages that write a list as paragraphs often put several lines in one, split by <br>.
function paragraphLines(element: unknown): string[] {
  return visibleLines(element)
    .map((line) => line.replace(listMarks, ''))
    .filter((line) => line.length > 0);
}

// A block holding no other block: a styled label or a line, not a wrapper around the page.
function isLeafBlock(element: unknown): boolean {
  for (const child of (element as DomNode).children ?? []) {
    if (child.type === 'tag' && blockTags.has(child.name?.toLowerCase() ?? '')) return false;
  }
  return true;
}

// The smallest ancestor of a heading that holds list items (else paragraphs): the box the section lives in.
function sectionContainer($: CheerioAPI, heading: unknown): unknown {
  const ancestors = $(heading as never)
    .parents()
    .toArray();
  return (
    ancestors.find((ancestor) => $(ancestor).find('li').length > 0) ??
    ancestors.find((ancestor) => $(ancestor).find('p').length > 0) ??
    null
  );
}

// A table row of data cells only (no header cells, no nested table), at least an amount and a name.
function isIngredientRow(row: unknown): boolean {
  const cells = ((row as DomNode).children ?? []).filter((child) => child.type === 'tag');
  return (
    cells.length >= 2 &&
    cells.every((cell) => cell.name?.toLowerCase() === 'td') &&
    !cells.some((cell) => DomUtils.findOne((node) => node.name === 'table', cell.children as never))
  );
}

const hiddenClass = /(?:^|\s)(?:hide|hidden|d-none|is-hidden|visually-hidden|sr-only)(?:\s|$)/;

/** Whether the element or an ancestor below `root` is hidden by its class or style, or is a tab bar. */
function isHiddenWithin(node: unknown, root: unknown): boolean {
  let current = node as (DomNode & { attribs?: Record<string, string>; parent?: unknown }) | null;
  while (current && current !== root) {
    const attributes = current.attribs ?? {};
    if (hiddenClass.test(attributes.class ?? '')) return true;
    if (/display\s*:\s*none/i.test(attributes.style ?? '')) return true;
    if (attributes.role === 'tablist') return true;
    current = (current.parent ?? null) as typeof current;
  }
  return false;
}

function hasAncestor(node: unknown, tag: string): boolean {
  let current = (node as { parent?: DomNode | null }).parent;
  while (current) {
    if (current.name?.toLowerCase() === tag) return true;
    current = (current as { parent?: DomNode | null }).parent;
  }
  return false;
}

function contains(ancestor: unknown, node: unknown): boolean {
  let current = (node as { parent?: unknown }).parent;
  while (current) {
    if (current === ancestor) return true;
    current = (current as { parent?: unknown }).parent;
  }
  return false;
}

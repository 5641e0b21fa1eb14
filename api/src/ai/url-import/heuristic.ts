import type { CheerioAPI } from 'cheerio';
import { elementText } from './element-text.ts';
import { isGroupHeading } from './ingredients.ts';

// Section headings that introduce the ingredient list, in the languages we import from.
const ingredientHeading =
  /^(?:ingredients?|ingrédients|ingredientes|ingredienti|zutaten|ingrediënten|ingredienser|ingredienset|składniki|malzemeler|hozzávalók|ингредиенты|продукты|υλικά|συστατικά|材料|食材|用料|재료|ainekset|sestavine|přísady)(?!\p{L})/iu;
// Section headings that introduce the steps.
const instructionHeading =
  /^(?:instructions?|directions?|method|preparation|procedure|steps?|how to make|zubereitung|anleitung|préparation|preparación|elaboración|procedimento|preparazione|bereiding|bereidingswijze|fremgangsmåde|sådan gør du|tilberedning|gör så här|instruktioner|przygotowanie|sposób przygotowania|hazırlanışı|yapılışı|elkészítés|приготовление|способ приготовления|εκτέλεση|οδηγίες|διαδικασία|παρασκευή|作り方|做法|步骤|조리법|modo de preparo)(?!\p{L})/iu;

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export interface HeuristicRecipe {
  name: string;
  ingredients: string[];
  instructions: string[];
}

/**
 * Reads a recipe from a page without schema.org data: the title from the first h1 (or
 * og:title), and the lists that follow an "Ingredients" or "Instructions" heading, falling back
 * to lists inside elements whose class names say what they hold.
 */
export function readHeuristicRecipe($: CheerioAPI): HeuristicRecipe {
  const name = readTitle($);
  const sections = readSections($);
  return {
    name,
    ingredients: sections.ingredients.length
      ? sections.ingredients
      : listByClass($, /ingredient|zutat|ingredi/i).filter((line) => !isGroupHeading(line)),
    instructions: sections.instructions.length
      ? sections.instructions
      : listByClass($, /instruction|direction|preparation|method|steps/i),
  };
}

// The recipe title is the h1 the document title also names; pages often have other h1s
// (hidden navigation landmarks). Wiki namespaces ("Cookbook:") are not part of the title.
function readTitle($: CheerioAPI): string {
  const documentTitle = (
    $('meta[property="og:title"]').attr('content') ?? $('title').first().text()
  ).toLowerCase();
  const headings = $('h1')
    .toArray()
    .map((element) => elementText(element))
    .filter((text) => text.length > 0);
  const title =
    headings.find((text) => documentTitle.includes(text.toLowerCase())) ??
    headings[0] ??
    documentTitle.split(/\s[|–-]\s/)[0] ??
    '';
  return title.replace(/^\p{Lu}\p{Ll}+:(?=\S)/u, '').trim();
}

/** A list line without the bullet some pages draw as text. */
function listLine(element: unknown): string {
  return elementText(element).replace(/^[•·▪●◦*–-]\s*/, '');
}

type Mode = 'none' | 'ingredients' | 'instructions';

function readSections($: CheerioAPI): { ingredients: string[]; instructions: string[] } {
  const found = { ingredients: [] as string[], instructions: [] as string[] };
  const paragraphs: string[] = [];
  let mode: Mode = 'none';
  let sectionLevel = 0;
  let sectionRoot: unknown = null;
  // A second list straight after the first, with no group heading or text between them, is
  // something else (tags, related recipes), not more of the section.
  let currentList: unknown = null;
  let hasSeparator = false;
  const elements = $('h1, h2, h3, h4, h5, h6, li, p').toArray();
  for (const element of elements) {
    const tag = (element as { name: string }).name.toLowerCase();
    if (headingTags.has(tag)) {
      const level = Number(tag.slice(1));
      const heading = elementText(element);
      const kind: Mode = ingredientHeading.test(heading)
        ? 'ingredients'
        : instructionHeading.test(heading)
          ? 'instructions'
          : 'none';
      if (kind !== 'none') {
        // A repeated section (a mobile copy of the same list) is read once.
        mode = found[kind].length === 0 ? kind : 'none';
        sectionLevel = level;
        sectionRoot = sectionContainer($, element);
        currentList = null;
      } else if (level <= sectionLevel) {
        mode = 'none';
      }
      hasSeparator = true;
      continue;
    }
    if (mode === 'none') continue;
    // Lists after the section's container (tags, related recipes) are not part of it.
    if (sectionRoot && !contains(sectionRoot, element)) {
      mode = 'none';
      continue;
    }
    // Only leaf list items are lines; a list item holding a list is a group.
    if (tag === 'li' && $(element).find('li').length === 0) {
      const list = (element as { parent?: unknown }).parent ?? null;
      if (currentList !== null && list !== currentList && !hasSeparator) {
        mode = 'none';
        continue;
      }
      [currentList, hasSeparator] = [list, false];
      const line = listLine(element);
      if (line) found[mode].push(line);
    } else if (tag === 'p' && $(element).closest('li').length === 0) {
      hasSeparator = true;
      const line = elementText(element);
      if (line && mode === 'instructions') paragraphs.push(line);
    }
  }
  if (found.instructions.length === 0) found.instructions = paragraphs;
  found.ingredients = found.ingredients.filter((line) => !isGroupHeading(line));
  return found;
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

function contains(ancestor: unknown, node: unknown): boolean {
  let current = (node as { parent?: unknown }).parent;
  while (current) {
    if (current === ancestor) return true;
    current = (current as { parent?: unknown }).parent;
  }
  return false;
}

// Without headings, the lines are the most repeated element whose class names what it holds
// ("ingredients-list-item"), or the list items inside such an element.
function listByClass($: CheerioAPI, pattern: RegExp): string[] {
  const groups = new Map<string, unknown[]>();
  for (const element of $('[class]').toArray()) {
    const className = $(element).attr('class') ?? '';
    if (!pattern.test(className)) continue;
    const items = $(element).find('li').toArray();
    const group = items.length > 0 ? `${className} li` : className;
    const members = groups.get(group) ?? [];
    members.push(...(items.length > 0 ? items : [element]));
    groups.set(group, members);
  }
  let best: unknown[] = [];
  for (const members of groups.values()) {
    if (members.length > best.length) best = members;
  }
  if (best.length < 2) return [];
  const lines = best
    .filter((element) => $(element as never).find('li').length === 0)
    .map((element) => listLine(element))
    .filter((line) => line.length > 0);
  // Responsive pages often render the same list twice (mobile and desktop copies).
  const half = lines.length / 2;
  const isDoubled =
    Number.isInteger(half) && lines.slice(0, half).every((line, i) => line === lines[half + i]);
  return isDoubled ? lines.slice(0, half) : lines;
}

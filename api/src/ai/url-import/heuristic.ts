import type { CheerioAPI } from 'cheerio';
import { elementText, listItemText } from './element-text.ts';
import { readSections } from './heading-sections.ts';
import { isGroupHeading } from './ingredients.ts';
import { readRecipeCard } from './recipe-cards.ts';
import { readUnlabelledList } from './unlabelled-list.ts';

export interface HeuristicRecipe {
  name: string;
  ingredients: string[];
  instructions: string[];
}

/**
 * Reads a recipe from a page without schema.org data: the title from the first h1 (or
 * og:title), and the lines of a recipe-card plugin's card, else the lists that follow an
 * "Ingredients" or "Instructions" heading, falling back to lists inside elements whose class
 * names say what they hold. Cards are read only when `readCards` says the structured data
 * left lines out, as their markup is costly to find and repeats that data.
 */
export function readHeuristicRecipe(
  $: CheerioAPI,
  options: { readCards: boolean } = { readCards: true },
): HeuristicRecipe {
  const name = readTitle($);
  const sections = readSections($);
  const card = options.readCards ? readRecipeCard($) : { ingredients: [], instructions: [] };
  let ingredients = card.ingredients.length
    ? card.ingredients
    : sections.ingredients.length
      ? sections.ingredients
      : listByClass($, /ingredient|zutat|ingredi/i).filter((line) => !isGroupHeading(line));
  // Last resort, for pages with no heading over the list: a list of quantities.
  const unlabelled =
    ingredients.length === 0 ? readUnlabelledList($) : { ingredients: [], instructions: [] };
  ingredients = firstFound(ingredients, unlabelled.ingredients);
  const listed = firstFound(card.instructions, sections.instructions);
  return {
    name,
    ingredients,
    instructions: listed.length
      ? listed
      : firstFound(
          listByClass($, /instruction|direction|preparation|method|steps/i),
          // Many blogs write the steps as plain paragraphs straight after the ingredient list;
          // a single line there is a note ("Check back soon for the method!").
          sections.trailingParagraphs.length >= 2 ? sections.trailingParagraphs : [],
          unlabelled.instructions,
        ),
  };
}

const firstFound = (...lists: string[][]) => lists.find((list) => list.length > 0) ?? [];

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
    .map((element) => listItemText(element))
    .filter((line) => line.length > 0);
  // Responsive pages often render the same list twice (mobile and desktop copies).
  const half = lines.length / 2;
  const isDoubled =
    Number.isInteger(half) && lines.slice(0, half).every((line, i) => line === lines[half + i]);
  return isDoubled ? lines.slice(0, half) : lines;
}

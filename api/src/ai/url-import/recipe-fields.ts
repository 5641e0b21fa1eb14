import type { CheerioAPI } from 'cheerio';
import type { RecipeDraft } from '../recipe-draft.ts';
import { parseDurationMinutes } from './durations.ts';
import { elementText } from './element-text.ts';
import { chooseImage, readOpenGraphImages } from './images.ts';
import { readIngredients } from './ingredients.ts';
import { readInstructions } from './instructions.ts';
import type { JsonLdNode } from './json-ld.ts';
import { cleanText } from './text-cleaning.ts';
import { parseServings } from './yields.ts';

/**
 * Maps a schema.org Recipe (a JSON-LD node, or a microdata/RDFa item read into the same shape)
 * onto a draft. Older data-vocabulary names (ingredient, instructions, yield, photo) are read
 * too, because some pages still use them on schema.org items.
 */
export function draftFromRecipeNode($: CheerioAPI, node: JsonLdNode, pageUrl: string): RecipeDraft {
  const first = (...keys: string[]): unknown => {
    for (const key of keys) {
      const value = node[key];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
        return value;
      }
    }
    return undefined;
  };
  const prepTime = minutes(first('prepTime'));
  const cookTime = minutes(first('cookTime'));
  let totalTime = minutes(first('totalTime'));
  // A total shorter than one of its parts is a mislabelled field, and a missing total is the
  // sum of the parts the page does give.
  if (totalTime === null || totalTime < Math.max(prepTime ?? 0, cookTime ?? 0)) {
    const sum = (prepTime ?? 0) + (cookTime ?? 0);
    totalTime = sum > 0 ? sum : totalTime;
  }
  const description = text(first('description'));
  return {
    name: text(first('name', 'headline')),
    description: description || null,
    ingredients: readIngredients(first('recipeIngredient', 'ingredients', 'ingredient')),
    instructions: readInstructions(
      splitMarkupLists($, first('recipeInstructions', 'instructions')),
    ),
    servings: parseServings(unwrapMarkup(first('recipeYield', 'yield'))),
    prepTimeMinutes: prepTime,
    cookTimeMinutes: cookTime,
    totalTimeMinutes: totalTime,
    imageUrl: chooseImage(
      unwrapMarkup(first('image', 'photo')),
      readOpenGraphImages($, pageUrl),
      pageUrl,
    ),
    sourceUrl: null,
    tags: [],
  };
}

function minutes(value: unknown): number | null {
  const unwrapped = unwrapMarkup(value);
  const list = Array.isArray(unwrapped) ? unwrapped : [unwrapped];
  for (const entry of list) {
    const parsed = parseDurationMinutes(typeof entry === 'string' ? entry.trim() : entry);
    if (parsed !== null) return parsed;
  }
  return null;
}

function text(value: unknown): string {
  const unwrapped = unwrapMarkup(value);
  const single = Array.isArray(unwrapped) ? unwrapped.find((entry) => cleanText(entry)) : unwrapped;
  return typeof single === 'string' || typeof single === 'number' ? cleanText(single) : '';
}

// Markup values carry their element so instructions can be split by list items; other fields
// only need the text.
function unwrapMarkup(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapMarkup);
  if (value && typeof value === 'object' && '@markup' in value) {
    return (value as unknown as { text: string }).text;
  }
  return value;
}

function splitMarkupLists($: CheerioAPI, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object' || !('@markup' in entry)) return [entry];
    const element = (entry as { '@markup': unknown })['@markup'];
    // Headings inside the instructions (epicurious "Preparation") stay, as the page shows them.
    const items = $(element as never)
      .find('h1, h2, h3, h4, h5, h6, li')
      .toArray()
      .filter((part) => $(part).find('li').length === 0);
    if (items.filter((part) => (part as { name?: string }).name === 'li').length >= 2) {
      return items.map((part) => elementText(part));
    }
    const paragraphs = $(element as never)
      .find('p')
      .toArray();
    if (paragraphs.length >= 2) return paragraphs.map((part) => elementText(part));
    return [(entry as { text: string }).text];
  });
}

import { load } from 'cheerio';
import type { RecipeDraft } from '../recipe-draft.ts';
import { readHeuristicRecipe } from './heuristic.ts';
import { absoluteUrl, chooseImage, readOpenGraphImages } from './images.ts';
import { splitOneStringList } from './ingredients.ts';
import { isCredit } from './instructions.ts';
import { findJsonLdRecipe } from './json-ld.ts';
import { readContentImage, readLabelledFacts } from './labelled-facts.ts';
import { readLabelledLines } from './labelled-lines.ts';
import { findMarkupRecipe } from './microdata.ts';
import { draftFromRecipeNode } from './recipe-fields.ts';
import { visibleLines } from './visible-lines.ts';

/**
 * Structured data sometimes holds a thinner copy of the lines the page shows (names without
 * quantities, amounts glued to names). When the page's list has the same lines, each containing
 * the structured one, the page's version is the one the reader sees.
 */
function preferRicherLines(structured: string[], visible: string[]): string[] {
  if (structured.length === 0) return visible;
  // A lone structured line against a list on the page is a stub ("Chicken") or a blob.
  if (structured.length === 1 && visible.length >= 3) return visible;
  if (structured.length !== visible.length) return structured;
  const squash = (line: string) => line.replace(/\s+/g, '').toLowerCase();
  const words = (line: string) => line.split(/\s+/).length;
  // Fewer words than the structured line means the page glued words together; keep structured.
  const isRicher = structured.every((line, i) => {
    const shown = visible[i] ?? '';
    return squash(shown).includes(squash(line)) && words(shown) >= words(line);
  });
  return isRicher ? visible : structured;
}

/**
 * Some structured data glues all steps into one string with no separator; when the page shows
 * the same text as several steps, the page's split is the right one.
 */
function preferFinerSteps(structured: string[], visible: string[]): string[] {
  if (structured.length === 0) return visible;
  if (visible.length <= structured.length) return structured;
  // A lone short "step" is a heading that markup mislabelled as the instructions.
  if (structured.length === 1 && (structured[0] ?? '').length < 40) return visible;
  const squash = (lines: string[]) => lines.join('').replace(/\s+/g, '').toLowerCase();
  return squash(structured) === squash(visible) ? visible : structured;
}

/**
 * Reads a recipe from a page without AI: schema.org Recipe from JSON-LD first, then microdata
 * or RDFa, then headings and lists. Fields the structured data lacks are filled from the HTML.
 * Returns null when the page holds nothing that looks like a recipe.
 */
export function extractRecipe(html: string, pageUrl: string): RecipeDraft | null {
  // htmlparser2 instead of cheerio's default parse5: several times faster on large pages, and
  // recipe data does not depend on the finer points of HTML5 tree building.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const node = findJsonLdRecipe($) ?? findMarkupRecipe($);
  const draft: RecipeDraft = node
    ? draftFromRecipeNode($, node, pageUrl)
    : {
        name: '',
        description: null,
        ingredients: [],
        instructions: [],
        servings: null,
        prepTimeMinutes: null,
        cookTimeMinutes: null,
        totalTimeMinutes: null,
        imageUrl: null,
        sourceUrl: null,
        tags: [],
      };
  const fallback = readHeuristicRecipe($, {
    readCards: draft.ingredients.length === 0 || draft.instructions.length === 0,
  });
  draft.name ||= fallback.name;
  draft.ingredients = splitOneStringList(
    preferRicherLines(draft.ingredients, fallback.ingredients),
  );
  draft.instructions = preferFinerSteps(draft.instructions, fallback.instructions).filter(
    (step) => !isCredit(step),
  );
  // Only for pages without structured data: theme boxes elsewhere on the page would contradict
  // a recipe's own markup.
  if (!node) {
    const facts = readLabelledFacts($);
    draft.servings ??= facts.servings;
    draft.totalTimeMinutes ??= facts.totalTimeMinutes;
  }
  // Structured data often leaves out the yield or the times that the recipe card prints as
  // labelled lines ("Prep Time: 5 mins", "Servings" / "6"); the first such label is the card's.
  if (draft.servings === null || draft.totalTimeMinutes === null) {
    const printed = readLabelledLines(visibleLines($('body').get(0) ?? $.root().get(0)));
    draft.servings ??= printed.servings;
    draft.totalTimeMinutes ??= printed.totalTimeMinutes;
    draft.prepTimeMinutes ??= printed.prepTimeMinutes;
    draft.cookTimeMinutes ??= printed.cookTimeMinutes;
  }
  draft.imageUrl ??=
    chooseImage(undefined, readOpenGraphImages($, pageUrl), pageUrl) ??
    readContentImage($, pageUrl);
  draft.description ??= ($('meta[name="description"]').attr('content') ?? '').trim() || null;
  draft.sourceUrl =
    absoluteUrl($('link[rel="canonical"]').attr('href'), pageUrl) ??
    absoluteUrl($('meta[property="og:url"]').attr('content'), pageUrl) ??
    absoluteUrl(pageUrl, pageUrl);
  if (!draft.name && draft.ingredients.length === 0 && draft.instructions.length === 0) return null;
  return draft;
}

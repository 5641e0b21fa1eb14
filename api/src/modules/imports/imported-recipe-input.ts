import { limits, type RecipeInput, recipeInputRules } from '@app/schema';
import { estimateDifficulty } from './difficulty.ts';
import type { DraftRecipe } from './recipe-intelligence.ts';

/**
 * A draft cut to the recipe's limits, so the recipe an import saves is one the editor can save
 * again. What an importer reads can run past them (a page listing 1,000 ingredients, a paragraph
 * read as one line); a user importing expects the recipe cut to size, not a refusal. Texts and
 * lines are cut, lists shortened, numbers out of range and unusable links left out. The picture
 * is the page's (when a recipe may keep it) until the import draws one.
 */
export function importedRecipeInput(draft: DraftRecipe): RecipeInput {
  const sourceUrl = storableLink(draft.sourceUrl);
  const pagePicture = storableLink(draft.imageUrl);
  return {
    name: cut(draft.name, limits.name),
    description: cut(draft.description ?? '', limits.description) || null,
    imageUrl: pagePicture,
    prepTime: withinRange(draft.prepTimeMinutes, limits.minutes) ?? 0,
    cookTime: withinRange(draft.cookTimeMinutes, limits.minutes),
    totalTime: withinRange(draft.totalTimeMinutes, limits.minutes),
    servings: withinRange(draft.servings, limits.servings) ?? 0,
    difficulty: estimateDifficulty(draft),
    ingredients: fitLines(draft.ingredients, limits.line, limits.lines),
    instructions: fitLines(draft.instructions, limits.line, limits.lines),
    tags: fitLines(draft.tags, limits.tag, limits.tags),
    sourceUrl,
    sourceImageUrl: sourceUrl ? pagePicture : null,
  };
}

/** The address when a recipe may keep it as a link (http(s), not too long); otherwise null. */
export function storableLink(address: string | null): string | null {
  const isStorable = address !== null && storable(address) === address;
  return isStorable && recipeInputRules.sourceUrl.safeParse(address).success ? address : null;
}

/** Trimmed, non-empty lines of at most `maxLength` characters, the first `maxCount` of them. */
function fitLines(lines: string[], maxLength: number, maxCount: number): string[] {
  return lines
    .map((line) => cut(line, maxLength))
    .filter((line) => line !== '')
    .slice(0, maxCount);
}

// A page or a photo may hold what the database cannot store: NUL, or half of a surrogate pair.
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text the database can store: NUL dropped, a lone surrogate half shown as U+FFFD. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '').replace(unpairedSurrogate, '\ufffd');
}

function cut(text: string, maxLength: number): string {
  const trimmed = storable(text).trim();
  if (trimmed.length <= maxLength) return trimmed;
  // Never between the halves of a surrogate pair (an emoji): the database refuses a lone half.
  const isPairSplit = /[\ud800-\udbff]/.test(trimmed.charAt(maxLength - 1));
  return trimmed.slice(0, isPairSplit ? maxLength - 1 : maxLength).trimEnd();
}

/** Whole minutes or servings from 0 to `max`; anything else is a misreading, so unknown. */
function withinRange(value: number | null, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 0 && whole <= max ? whole : null;
}

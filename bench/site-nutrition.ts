/** What a recipe page says about its own nutrition per serving, from its JSON-LD. */
export interface SiteNutrition {
  calories: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  servings: number | null;
  /** The yield as the page writes it ("4 servings", "1 loaf"). */
  yieldText: string;
  /** Two-letter language of the page (`<html lang>`, else the recipe's inLanguage), or "?". */
  language: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function* recipes(node: Json): Generator<{ [key: string]: Json }> {
  if (Array.isArray(node)) {
    for (const item of node) yield* recipes(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('Recipe')) yield node;
  if (node['@graph']) yield* recipes(node['@graph']);
}

// "320 kcal", "320 calories", "1,234", "12.5 g", "12,5 g".
function readNumber(value: Json | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const match = /(\d+(?:[.,]\d+)*)/.exec(value);
  if (!match?.[1]) return null;
  const text = match[1];
  const normalized = /^\d{1,3}(,\d{3})+$/.test(text)
    ? text.replace(/,/g, '')
    : text.replace(',', '.');
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

// "2 dozen" is 24.
function readYield(value: Json | undefined): number | null {
  const number = readNumber(value);
  return number !== null && typeof value === 'string' && /\bdozen\b/i.test(value)
    ? number * 12
    : number;
}

function parseBlock(text: string): Json | null {
  const cleaned = text
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>\s*$/, '')
    .trim()
    .replace(/;\s*$/, '');
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    return null;
  }
}

/** The page's first JSON-LD Recipe with calories, or null when it publishes none. */
export function readSiteNutrition(html: string): SiteNutrition | null {
  const htmlLang = /<html[^>]*\blang=["']?([a-zA-Z]{2})/i.exec(html)?.[1]?.toLowerCase();
  const blocks = html.matchAll(
    /<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
  );
  for (const block of blocks) {
    const json = parseBlock(block[1] ?? '');
    if (!json) continue;
    for (const recipe of recipes(json)) {
      const nutrition = recipe.nutrition;
      if (!nutrition || typeof nutrition !== 'object' || Array.isArray(nutrition)) continue;
      const calories = readNumber(nutrition.calories);
      if (calories === null || calories <= 0) continue;
      // Recipe plugins list the number and then the number with its unit (["2", "2 dozen"]):
      // a dozen says what the site divided by.
      const yieldValue = Array.isArray(recipe.recipeYield)
        ? (recipe.recipeYield.find(
            (value) => typeof value === 'string' && /\bdozen\b/i.test(value),
          ) ?? recipe.recipeYield[0])
        : recipe.recipeYield;
      const inLanguage = typeof recipe.inLanguage === 'string' ? recipe.inLanguage : undefined;
      return {
        calories,
        protein: readNumber(nutrition.proteinContent),
        fat: readNumber(nutrition.fatContent),
        carbs: readNumber(nutrition.carbohydrateContent),
        servings: readYield(yieldValue ?? null),
        yieldText: (Array.isArray(recipe.recipeYield) ? recipe.recipeYield : [recipe.recipeYield])
          .filter((value) => typeof value === 'string' || typeof value === 'number')
          .join(' / '),
        language: htmlLang ?? inLanguage?.slice(0, 2).toLowerCase() ?? '?',
      };
    }
  }
  return null;
}

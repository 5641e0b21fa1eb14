import type { CheerioAPI } from 'cheerio';
import { DomUtils } from 'htmlparser2';
import { elementText, listMarks } from './element-text.ts';

// The markup of the WordPress recipe-card plugins most food blogs use. Their cards print the
// recipe even when the page's structured data is missing or broken.
const cardPlugins = [
  // WP Recipe Maker
  { ingredients: '.wprm-recipe-ingredient', instructions: '.wprm-recipe-instruction-text' },
  // Tasty Recipes
  { ingredients: '.tasty-recipes-ingredients li', instructions: '.tasty-recipes-instructions li' },
  // Mediavine Create
  { ingredients: '.mv-create-ingredients li', instructions: '.mv-create-instructions li' },
  // WPZOOM Recipe Card
  { ingredients: '.recipe-card-ingredients .ingredient-item', instructions: '.direction-step' },
  // Zip Recipes
  { ingredients: '#zlrecipe-ingredients-list li', instructions: '#zlrecipe-instructions-list li' },
  // EasyRecipe
  { ingredients: '.easyrecipe .ingredient', instructions: '.easyrecipe .instruction' },
];

// A class or id that only these cards use.
const cardMarker =
  /wprm-recipe-ingredient|tasty-recipes-ingredients|mv-create-ingredients|recipe-card-ingredients|zlrecipe-ingredients-list|easyrecipe/;

export interface CardRecipe {
  ingredients: string[];
  instructions: string[];
}

/** The ingredient and step lines of the first recipe-card plugin's card on the page. */
export function readRecipeCard($: CheerioAPI): CardRecipe {
  // One cheap pass over the page to learn whether any card is there, as most pages have none
  // and a selector engine pass per plugin costs more than the rest of the reading.
  const root = $.root().get(0);
  const hasCard =
    root !== undefined &&
    DomUtils.findOne(
      (element) => cardMarker.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`),
      root.children,
      true,
    ) !== null;
  if (!hasCard) return { ingredients: [], instructions: [] };
  for (const plugin of cardPlugins) {
    const ingredients = lines($, plugin.ingredients);
    if (ingredients.length === 0) continue;
    return { ingredients, instructions: lines($, plugin.instructions) };
  }
  return { ingredients: [], instructions: [] };
}

function lines($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .toArray()
    .map((element) => elementText(element).replace(listMarks, ''))
    .filter((line) => line.length > 0);
}

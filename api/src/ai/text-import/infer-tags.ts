/** Tags a draft by course, main ingredient and diet from its words alone. */
import type { RecipeDraft } from '../recipe-draft.ts';
import {
  courseKeywords,
  dairy,
  egg,
  gluten,
  glutenFreeVariant,
  honey,
  mainIngredientKeywords,
  meatOrFish,
  plantDairy,
} from './tag-keywords.ts';

const maxTags = 5;
const mainCourseProteins = new Set([
  'shrimp',
  'fish',
  'chicken',
  'turkey',
  'beef',
  'pork',
  'lamb',
  'tofu',
]);
const proteins = new Set([...mainCourseProteins, 'lentils', 'chickpeas', 'beans']);
// "Chicken stock" or "fish sauce" flavour a dish; they do not make it a chicken or fish recipe.
const flavouringOnly = /\b(broth|stock|bouillon|sauce|brühe|fond|brodo|caldo|fumet|bones?)\b/iu;

export function inferTags(draft: RecipeDraft): string[] {
  const ingredients = draft.ingredients;
  const hasMeat = ingredients.some((line) => meatOrFish.test(line)) || meatOrFish.test(draft.name);
  const main = mainIngredientOf(draft);
  const tags = [courseOf(draft, main), main];
  // Diets are only claimed when there is a real ingredient list to judge by.
  if (ingredients.length >= 3) {
    const hasDairy = ingredients.some((line) => dairy.test(line.replace(plantDairy, '')));
    const hasEgg = ingredients.some((line) => egg.test(line));
    const hasHoney = ingredients.some((line) => honey.test(line));
    const hasGluten = ingredients.some(
      (line) => gluten.test(line) && !glutenFreeVariant.test(line),
    );
    const isVegan = !hasMeat && !hasDairy && !hasEgg && !hasHoney;
    if (!hasMeat) tags.push('vegetarian');
    if (isVegan) tags.push('vegan');
    if (!hasGluten) tags.push('gluten-free');
    if (!hasDairy && !isVegan) tags.push('dairy-free');
  }
  return [...new Set(tags.filter((tag): tag is string => tag !== null))].slice(0, maxTags);
}

function courseOf(draft: RecipeDraft, main: string | null): string | null {
  const isSavoury = main !== null && mainCourseProteins.has(main);
  for (const text of [draft.name, draft.description ?? '']) {
    for (const [course, pattern] of courseKeywords) {
      // A pie or tart with meat in it is a main course, not a dessert.
      if (course === 'dessert' && isSavoury) continue;
      if (pattern.test(text)) return course;
    }
  }
  return isSavoury ? 'dinner' : null;
}

// "Chicken-fried steak" names a way of frying beef, not a chicken dish.
const cookingStyles = /\bchicken[- ]fried\b/giu;

function mainIngredientOf(draft: RecipeDraft): string | null {
  const name = draft.name.replace(cookingStyles, '');
  for (const [ingredient, pattern] of mainIngredientKeywords) {
    if (pattern.test(name)) return ingredient;
  }
  for (const line of draft.ingredients) {
    if (flavouringOnly.test(line)) continue;
    const found = mainIngredientKeywords.find(
      ([ingredient, pattern]) => proteins.has(ingredient) && pattern.test(line),
    );
    if (found) return found[0];
  }
  return null;
}

import type { ParsedIngredient } from '../../food/ingredient-line.ts';
import { inflectNoun } from './amounts.ts';
import { type Diet, dietTables } from './diet-adaptation.ts';
import { listInWords } from './replies.ts';

const questionPattern =
  /\b(?:instead of|substitute(?: for)?|substitution for|replacement for|replace|swap(?: out)?|alternative to|out of|(?:do not|don't|dont) have(?: any)?|ersatz für|remplacer|sustituir)\s+(?:the\s+|some\s+|any\s+)?([\p{L}' -]{2,40}?)(?=\s*[?.!,]|\s+(?:in|for|with|here|please)\b|$)/iu;

const dietOrder: Diet[] = ['dairy-free', 'vegan', 'gluten-free', 'vegetarian', 'keto'];

/** The ingredient a cook asks a substitute for ("what can I use instead of buttermilk?"). */
export function readSwapQuestion(text: string): string | null {
  const ingredient = questionPattern.exec(text)?.[1]?.trim().toLowerCase();
  return ingredient && swapsFor(ingredient).length > 0 ? ingredient : null;
}

function swapsFor(ingredient: string): string[] {
  const parsed: ParsedIngredient = {
    line: ingredient,
    quantity: 1,
    quantityMax: null,
    unit: null,
    packageSize: null,
    statedGrams: null,
    size: null,
    food: ingredient,
    note: null,
    isToTaste: false,
    isOptional: false,
    isHeading: false,
  };
  const found = new Map<string, Diet[]>();
  for (const diet of dietOrder) {
    const table = dietTables[diet];
    const row = table.substitutions.find(
      (candidate) => candidate.pattern.test(ingredient) && !candidate.unless?.test(ingredient),
    );
    if (!row || table.fits.test(ingredient)) continue;
    const matched = row.pattern.exec(ingredient)?.[0] ?? ingredient;
    const replacement =
      typeof row.replacement === 'string' ? row.replacement : row.replacement(matched, parsed);
    // Rows that convert amounts say how much replaces one: "1 tbsp ground flaxseed … per egg".
    const amount = row.amount?.(parsed);
    const words =
      amount && 'text' in amount
        ? `${amount.text} ${replacement} per ${ingredient.replace(/\S+$/, (word) => inflectNoun(word, false))}`
        : replacement;
    found.set(words, [...(found.get(words) ?? []), diet]);
  }
  return [...found].map(([words, diets]) => `${words} — ${listInWords(diets)}`);
}

/** The swaps the diet tables know for one ingredient, one line each. */
export function answerSwapQuestion(ingredient: string): string {
  return [
    `Instead of ${ingredient}, try:`,
    ...swapsFor(ingredient).map((swap) => `- ${swap}`),
  ].join('\n');
}

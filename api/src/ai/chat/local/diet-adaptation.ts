import type { ChatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { dairyFreeTable, glutenFreeTable } from './free-from-substitutions.ts';
import { ketoTable } from './keto-substitutions.ts';
import { veganTable, vegetarianTable } from './plant-based-substitutions.ts';
import { count, needsOpenRecipe, toolFailed } from './replies.ts';
import { adaptRecipe, type DietTable, type Swap } from './substitution.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

export type Diet = 'keto' | 'vegetarian' | 'vegan' | 'gluten-free' | 'dairy-free';

export const dietTables: Record<Diet, DietTable> = {
  keto: ketoTable,
  vegetarian: vegetarianTable,
  vegan: veganTable,
  'gluten-free': glutenFreeTable,
  'dairy-free': dairyFreeTable,
};

const dietWords: Record<Diet, string> = {
  keto: 'keto friendly',
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'gluten-free': 'gluten-free',
  'dairy-free': 'dairy-free',
};

// Most specific first: "vegan" before "vegetarian", since a vegan recipe is both.
const dietPatterns: [Diet, RegExp][] = [
  ['keto', /\b(keto(?:genic)?|low[- ]carb|lchf|sugar[- ]free|no[- ]carb)\b/iu],
  ['vegan', /\b(vegan|plant[- ]based|végétalien(?:ne)?|vegano|vegana)\b/iu],
  [
    'vegetarian',
    /\b(vegetarian|veggie|meat[- ]?free|meatless|without meat|no meat|vegetarisch|végétarien(?:ne)?|vegetarian[oa])\b/iu,
  ],
  [
    'gluten-free',
    /\b(gluten[- ]?free|without gluten|no gluten|coeliac|celiac|wheat[- ]free|glutenfrei|sans gluten|sin gluten|senza glutine)\b/iu,
  ],
  [
    'dairy-free',
    /\b(dairy[- ]?free|lactose[- ]?free|without dairy|no dairy|non[- ]dairy|milk[- ]free|laktosefrei|sans lactose|sin lactosa|senza lattosio)\b/iu,
  ],
];

const changeWords =
  /\b(make|turn|convert|adapt|change|modify|transform|rewrite|swap|substitute|adjust|mach|rends|haz|hazlo|rendi)\b.*\b(this|it|the recipe|the dish|recipe|es|das|le|la|lo)\b|\b(version|friendly|variant|alternative|option)\b|\b(this|it|recipe)\b.*\b(into|to be)\b/iu;
const questionWords = /^(is|are|does|can|could|would)\b.*\?|\bis (?:this|it) .*\?$/iu;

export interface DietRequest {
  diet: Diet;
  /** "Is this vegan?": answer whether it fits, change nothing. */
  isQuestion: boolean;
}

export function readDietRequest(text: string): DietRequest | null {
  const diet = dietPatterns.find(([, pattern]) => pattern.test(text))?.[0];
  if (!diet) return null;
  const isQuestion = questionWords.test(text.trim()) && !/\b(make|turn|convert)\b/i.test(text);
  if (!isQuestion && !changeWords.test(text)) return null;
  return { diet, isQuestion };
}

function swapLines(swaps: readonly Swap[]): string[] {
  return swaps.map((swap) => `- ${swap.before} → ${swap.after}`);
}

function nutritionLine(changes: unknown): string {
  const list = Array.isArray(changes)
    ? (changes as { field?: unknown; before?: unknown; after?: unknown }[])
    : [];
  const nutrition = list.find((change) => change.field === 'nutrition');
  const caloriesOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'calories' in value
      ? Math.round(Number((value as { calories: unknown }).calories))
      : null;
  const before = caloriesOf(nutrition?.before);
  const after = caloriesOf(nutrition?.after);
  if (before !== null && after !== null && Number.isFinite(before) && Number.isFinite(after)) {
    return `Nutrition recalculated: ${before} → ${after} kcal per serving.`;
  }
  return 'Nutrition recalculated.';
}

function ingredientsBefore(changes: unknown): string[] | null {
  if (!Array.isArray(changes)) return null;
  const change = (changes as { field?: unknown; before?: unknown }[]).find(
    (candidate) => candidate.field === 'ingredients',
  );
  const before = change?.before;
  return Array.isArray(before) && before.every((line) => typeof line === 'string') ? before : null;
}

/**
 * "Make this recipe keto friendly": swaps from the diet's table, sent with `update_recipe`,
 * then what changed. Nothing to swap means no call at all.
 */
export function answerDiet(turn: Turn, request: DietRequest): Reply {
  const { recipe } = turn;
  const words = dietWords[request.diet];
  if (!recipe) return say(needsOpenRecipe(`make this recipe ${words}`));
  const table = dietTables[request.diet];
  const last = roundsOf(turn, 'update_recipe').at(-1);
  if (last) {
    if (last.error !== null) return say(toolFailed('update_recipe', last.error));
    const result = last.result as { recipe?: { name?: string }; changes?: unknown } | null;
    const before = ingredientsBefore(result?.changes) ?? recipe.ingredients;
    const { swaps, changedSteps } = adaptRecipe({ ...recipe, ingredients: before }, table);
    const name = result?.recipe?.name ?? recipe.name;
    const lines = [`Made ${name} ${words}.`];
    if (swaps.length > 0)
      lines.push(`Swapped ${count(swaps.length, 'ingredient')}:`, ...swapLines(swaps));
    const stepNote = changedSteps > 0 ? `Updated ${count(changedSteps, 'step')} to match. ` : '';
    lines.push(`${stepNote}${nutritionLine(result?.changes)}`);
    return say(lines.join('\n'));
  }

  const adaptation = adaptRecipe(recipe, table);
  if (adaptation.swaps.length === 0) {
    return say(
      request.isQuestion
        ? `Yes, ${recipe.name} is already ${words}: nothing to swap.`
        : `Nothing in ${recipe.name} needs changing: it's already ${words}.`,
    );
  }
  if (request.isQuestion) {
    return say(
      [
        `Not yet: ${count(adaptation.swaps.length, 'ingredient')} would need swapping:`,
        ...swapLines(adaptation.swaps),
        `Say "make it ${words}" and I'll update the recipe.`,
      ].join('\n'),
    );
  }
  const changes: ChatToolArguments<'update_recipe'>['changes'] = {
    ingredients: adaptation.ingredients,
  };
  if (adaptation.changedSteps > 0) changes.instructions = adaptation.instructions;
  if (
    adaptation.tags.length !== recipe.tags.length ||
    adaptation.tags.some((tag, index) => tag !== recipe.tags[index])
  ) {
    changes.tags = adaptation.tags;
  }
  return callTool('update_recipe', { recipeId: recipe.id, changes });
}

import { needsOpenRecipe, toolFailed } from './replies.ts';
import { assistantTexts, callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

/** A number of servings, or a multiple of the recipe's own ("double it"). */
export interface ScaleRequest {
  servings?: number;
  factor?: number;
  /** Keep the new amounts in the recipe, not only show them. */
  save: boolean;
}

const people =
  /(\d{1,3})\s*(?:people|persons?|servings?|portions?|guests|adults|eaters|of us|mouths|personen|portionen|personnes|portions|personas|porciones|persone|porzioni)\b/iu;
const scaleTo =
  /\b(?:scale|resize|adjust|change|make|cook|recalculate|convert)\b.*?\b(?:to|for)\s+(\d{1,3})\b(?!\s*(?:minutes?|mins?|hours?|°|degrees|g|kg|ml|cups?))/iu;
const serves = /\b(?:serves?|serving|feeds?|feed)\s+(\d{1,3})\b/iu;
const factors: [number, RegExp][] = [
  [2, /\b(double|twice|2x|x2|two times)\b/i],
  [3, /\b(triple|treble|3x|x3|three times)\b/i],
  [4, /\b(quadruple|4x|x4|four times)\b/i],
  [0.5, /\b(halve|half|cut in half|by half|0\.5x)\b/i],
  [1.5, /\b(1\.5x|one and a half times)\b/i],
];
const saveWords =
  /\b(save|update|keep|store|permanently|overwrite|change the recipe|speichern|guardar|enregistrer)\b/i;

// The local model's own answer after scaling: "Scaled Pancakes from 4 to 6 servings:".
const scaledAnswer = /^Scaled .+ from (\d+) to (\d+) servings/m;

export function readScaleRequest(text: string): ScaleRequest | null {
  const save = saveWords.test(text);
  const count = people.exec(text)?.[1] ?? scaleTo.exec(text)?.[1] ?? serves.exec(text)?.[1];
  if (count) return { servings: Number(count), save };
  const factor = factors.find(([, pattern]) => pattern.test(text))?.[0];
  if (
    factor &&
    /\b(it|this|recipe|amounts?|quantities|ingredients|batch|portions?)\b/i.test(text)
  ) {
    return { factor, save };
  }
  return null;
}

/** "Save it" right after a scaled answer keeps those amounts. */
export function readSaveScaled(turn: Turn): ScaleRequest | null {
  if (!saveWords.test(turn.text) || /\bnew recipe\b/i.test(turn.text)) return null;
  const previous = assistantTexts(turn)[0];
  const scaled = previous ? scaledAnswer.exec(previous) : null;
  if (!scaled?.[2] || turn.text.split(/\s+/).length > 8) return null;
  return { servings: Number(scaled[2]), save: true };
}

function servingsFor(request: ScaleRequest, current: number): number {
  if (request.servings) return request.servings;
  return Math.max(1, Math.round(Math.max(current, 1) * (request.factor ?? 1)));
}

/** Scales the open recipe with `scale_servings` and answers with the new ingredient lines. */
export function answerScale(turn: Turn, request: ScaleRequest): Reply {
  const { recipe } = turn;
  if (!recipe) return say(needsOpenRecipe('make it for 6 people'));
  const last = roundsOf(turn, 'scale_servings').at(-1);
  if (last) {
    if (last.error !== null) return say(toolFailed('scale_servings', last.error));
    const result = last.result as {
      recipe?: { name?: string };
      fromServings?: number;
      toServings?: number;
      ingredients?: unknown;
      isSaved?: boolean;
    } | null;
    const lines = Array.isArray(result?.ingredients) ? result.ingredients.map(String) : [];
    const name = result?.recipe?.name ?? recipe.name;
    const from = result?.fromServings ?? recipe.servings;
    const to = result?.toServings ?? servingsFor(request, recipe.servings);
    return say(
      [
        `Scaled ${name} from ${from} to ${to} servings:`,
        ...lines.map((line) => `- ${line}`),
        result?.isSaved
          ? 'Saved these amounts to the recipe.'
          : 'Say "save it" to keep these amounts in the recipe.',
      ].join('\n'),
    );
  }
  const servings = servingsFor(request, recipe.servings);
  if (servings > 100) return say('I can scale a recipe to at most 100 servings.');
  if (servings === recipe.servings && !request.save) {
    return say(`${recipe.name} already serves ${servings}.`);
  }
  return callTool('scale_servings', {
    recipeId: recipe.id,
    servings,
    ...(request.save ? { save: true } : {}),
  });
}

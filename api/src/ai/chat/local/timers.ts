import type { Recipe } from '@app/schema';
import { needsOpenRecipe } from './replies.ts';
import type { Turn } from './turn.ts';

/** A duration a step names: "20 minutes", "1 1/2 hours", "10-12 min". */
export interface StepDuration {
  /** As the cook should read it ("20–25 minutes"). */
  text: string;
  /** The shortest, for sorting. */
  minutes: number;
}

const numberSource = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+1/2|\s*½)?|½|an?|one|two|three|four|five|ten|half an?)`;
const unitSource = String.raw`(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b`;
const durationPattern = new RegExp(
  String.raw`(?<![\w/])(${numberSource})(?:\s*(?:-|–|—|to)\s*(${numberSource}))?\s*(${unitSource})(?:\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?)\b)?`,
  'giu',
);
const wordNumbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  'half a': 0.5,
  'half an': 0.5,
};

function readNumber(text: string): number {
  const lower = text.toLowerCase().trim();
  const word = wordNumbers[lower];
  if (word !== undefined) return word;
  const match = /^(\d+(?:[.,]\d+)?)?\s*(1\/2|½)?$/.exec(lower);
  if (!match) return 0;
  return Number((match[1] ?? '0').replace(',', '.')) + (match[2] ? 0.5 : 0);
}

function unitWord(unit: string, isPlural: boolean): string {
  const lower = unit.toLowerCase();
  const base = lower.startsWith('h') ? 'hour' : lower.startsWith('m') ? 'minute' : 'second';
  return isPlural ? `${base}s` : base;
}

/** The durations a step names, in order ("Simmer for 20-25 minutes" → "20–25 minutes"). */
export function durationsIn(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(durationPattern)) {
    const [, first = '', second, unit = '', extraMinutes] = match;
    const low = readNumber(first);
    const high = second ? readNumber(second) : null;
    if (!(low > 0)) continue;
    const perUnit = unit.toLowerCase().startsWith('h')
      ? 60
      : unit.toLowerCase().startsWith('s')
        ? 1 / 60
        : 1;
    const isPlural = (high ?? low) !== 1;
    const amount = high === null ? `${first.trim()}` : `${first.trim()}–${second?.trim()}`;
    const extra = extraMinutes ? ` ${extraMinutes} minutes` : '';
    found.push({
      text: `${amount} ${unitWord(unit, isPlural)}${extra}`.replace(/^an? /i, '1 '),
      minutes: low * perUnit + Number(extraMinutes ?? 0),
    });
  }
  return found;
}

/** "Timer: 20 minutes", or null when the step names no duration. */
export function timerLine(step: string): string | null {
  const durations = durationsIn(step);
  if (durations.length === 0) return null;
  const label = durations.length === 1 ? 'Timer' : 'Timers';
  return `${label}: ${durations.map((duration) => duration.text).join(', ')}`;
}

interface TimedStep {
  number: number;
  step: string;
  durations: StepDuration[];
}

function timedSteps(recipe: Recipe): TimedStep[] {
  return recipe.instructions
    .map((step, index) => ({ number: index + 1, step, durations: durationsIn(step) }))
    .filter((timed) => timed.durations.length > 0);
}

function shorten(step: string): string {
  const sentence = step.split(/(?<=[.!?])\s/)[0] ?? step;
  return sentence.length > 80 ? `${sentence.slice(0, 77).trimEnd()}…` : sentence;
}

/**
 * "What timers do I need", "how long do I simmer": the durations the open recipe's steps name.
 * A verb in the question ("simmer", "bake") narrows the answer to the steps that use it.
 */
export function answerTimers(turn: Turn): string {
  const { recipe } = turn;
  if (!recipe) return needsOpenRecipe('what timers do I need?');
  const steps = timedSteps(recipe);
  const verb =
    /how long (?:do|should|must|to|does it take to|will it take to)\s+(?:i\s+|we\s+|you\s+)?(?:need to\s+)?([a-z]+)/i
      .exec(turn.text)?.[1]
      ?.toLowerCase();
  const stem =
    verb && !['it', 'this', 'the', 'cook', 'make'].includes(verb) ? verb.replace(/e$/, '') : null;
  const asked = stem ? steps.filter((timed) => new RegExp(`\\b${stem}`, 'i').test(timed.step)) : [];
  if (asked.length > 0) {
    return asked
      .map(
        (timed) =>
          `Step ${timed.number}: ${timed.durations.map((d) => d.text).join(', ')} (${shorten(timed.step)})`,
      )
      .join('\n');
  }
  const total = recipe.totalTime ?? (recipe.prepTime || 0) + (recipe.cookTime ?? 0);
  if (steps.length === 0) {
    const overall = total > 0 ? ` The whole recipe takes about ${total} minutes.` : '';
    return `${recipe.name} names no times in its steps.${overall}`;
  }
  const intro = stem
    ? `No step says how long to ${verb}. The timers in ${recipe.name}:`
    : `Timers for ${recipe.name}:`;
  const lines = steps.map(
    (timed) =>
      `- Step ${timed.number}: ${timed.durations.map((d) => d.text).join(', ')} (${shorten(timed.step)})`,
  );
  return [intro, ...lines].join('\n');
}

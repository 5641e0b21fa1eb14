import type { ChatToolArguments, ChatToolResults } from '../../../modules/chat/chat-tools.ts';
import { toolFailed } from './replies.ts';
import type { SearchRequest } from './search-request.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

type SearchArguments = ChatToolArguments<'search_recipes'>;
type FoundRecipe = ChatToolResults['search_recipes']['recipes'][number];

/**
 * The searches one request tries, in order: exactly what was asked; then, when nothing matches,
 * without the time limit (to offer the quickest match); then the time limit alone. Course tags
 * are often missing, so a course narrows the search only when nothing else does.
 */
interface Stage {
  kind: 'asked' | 'any-time' | 'time-only';
  arguments: SearchArguments;
}

function stagesFor(request: SearchRequest): Stage[] {
  const what: SearchArguments = {};
  if (request.ingredient) what.ingredient = request.ingredient;
  if (request.tag) what.tag = request.tag;
  if (request.text) what.text = request.text;
  if (request.course && !request.ingredient && !request.tag && !request.text) {
    what.course = request.course;
  }
  const hasWhat = Object.keys(what).length > 0;
  const time = request.maxTotalTime;
  const stages: Stage[] = [
    { kind: 'asked', arguments: { ...what, ...(time ? { maxTotalTime: time } : {}), limit: 5 } },
  ];
  if (time && hasWhat) {
    stages.push({ kind: 'any-time', arguments: { ...what, limit: 10 } });
    stages.push({ kind: 'time-only', arguments: { maxTotalTime: time, limit: 5 } });
  }
  return stages;
}

function readResult(result: unknown): ChatToolResults['search_recipes'] {
  const value = result as Partial<ChatToolResults['search_recipes']> | null;
  const recipes = Array.isArray(value?.recipes) ? value.recipes : [];
  return { recipes, total: typeof value?.total === 'number' ? value.total : recipes.length };
}

function subjectOf(request: SearchRequest): string {
  if (request.text && !request.ingredient && !request.tag)
    return `recipes matching "${request.text}"`;
  const words = [request.tag, request.ingredient].filter(Boolean);
  if (words.length === 0 && request.course) words.push(courseWord[request.course]);
  return `${words.join(' ')} recipes`.trim();
}

const courseWord: Record<NonNullable<SearchRequest['course']>, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snacks: 'snack',
  desserts: 'dessert',
  beverages: 'drink',
};

function minutesOf(recipe: FoundRecipe): string {
  return recipe.totalTime === null ? '' : ` (${recipe.totalTime} min)`;
}

function listed(recipes: readonly FoundRecipe[]): string[] {
  return recipes.map((recipe) => `- ${recipe.name}${minutesOf(recipe)}`);
}

function quickestFirst(recipes: readonly FoundRecipe[]): FoundRecipe[] {
  return [...recipes].sort(
    (a, b) => (a.totalTime ?? Number.POSITIVE_INFINITY) - (b.totalTime ?? Number.POSITIVE_INFINITY),
  );
}

const followUp = 'Open one and I can scale it, adapt it or walk you through it.';

function answerFound(
  stage: Stage,
  found: ChatToolResults['search_recipes'],
  request: SearchRequest,
): string {
  const subject = subjectOf(request);
  const time = request.maxTotalTime;
  const within = time ? ` ready in ${time} minutes` : '';
  const more =
    found.total > found.recipes.length ? [`…and ${found.total - found.recipes.length} more.`] : [];
  if (stage.kind === 'asked') {
    const shown = found.recipes.length;
    const noun = shown === 1 ? subject.replace(/\brecipes\b/, 'recipe') : subject;
    const heading = `Here ${shown === 1 ? 'is' : 'are'} ${shown} ${noun}${within}:`;
    return [heading, ...listed(found.recipes), ...more, followUp].join('\n');
  }
  if (stage.kind === 'any-time') {
    const [quickest, ...others] = quickestFirst(found.recipes);
    if (!quickest) return `None of your ${subject} is ready in ${time} minutes.`;
    const lines = [
      `None of your ${subject} is ready in ${time} minutes. The nearest is ${quickest.name}${minutesOf(quickest)}.`,
    ];
    if (others.length > 0) lines.push('Others:', ...listed(others.slice(0, 3)));
    return lines.join('\n');
  }
  return [
    `You have no ${subject} yet. These are ready in ${time} minutes:`,
    ...listed(found.recipes),
    followUp,
  ].join('\n');
}

function answerNothing(request: SearchRequest): string {
  const subject = subjectOf(request);
  const time = request.maxTotalTime;
  if (subject === 'recipes' && time) return `None of your recipes is ready in ${time} minutes.`;
  if (subject === 'recipes')
    return 'Your collection has no recipes yet. Add one from a website, a photo or pasted text.';
  if (time) return `You have no ${subject}, and none of your recipes is ready in ${time} minutes.`;
  return `You have no ${subject} yet.`;
}

/** Runs the searches one after another until one finds something, then answers with it. */
export function answerSearch(turn: Turn, request: SearchRequest): Reply {
  const stages = stagesFor(request);
  const rounds = roundsOf(turn, 'search_recipes');
  const last = rounds[rounds.length - 1];
  if (!last) return callTool('search_recipes', stages[0]?.arguments ?? {});
  if (last.error !== null) return say(toolFailed('search_recipes', last.error));
  const found = readResult(last.result);
  const stage = stages[rounds.length - 1];
  if (stage && found.recipes.length > 0) return say(answerFound(stage, found, request));
  const next = stages[rounds.length];
  return next ? callTool('search_recipes', next.arguments) : say(answerNothing(request));
}

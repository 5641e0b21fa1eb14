import type { ChatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { parseIngredientLine } from '../../food/ingredient-line.ts';
import { normalizeUnit } from '../../food/units.ts';
import { toolFailed } from './replies.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

type ConvertArguments = ChatToolArguments<'convert_units'>;

const temperatureWord = String.raw`(?:°|º|degrees?\s*|deg\s*)?\s*(f|c|fahrenheit|celsius|centigrade)\b`;
const temperatureSource =
  /(?<![\d.,])(-?\d+(?:[.,]\d+)?)\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius|centigrade)\b/i;
const temperatureTarget = new RegExp(String.raw`\b(?:in|to|into|as)\s+${temperatureWord}`, 'i');

function readTemperature(text: string): ConvertArguments | null {
  const source = temperatureSource.exec(text);
  if (!source?.[1] || !source[3]) return null;
  const target = temperatureTarget.exec(text.slice(source.index + source[0].length));
  const scale = source[3].toLowerCase();
  // A bare "c" is a cup ("2 c flour") unless a degree sign, the full word or a temperature target says otherwise.
  const isTemperature = Boolean(source[2]) || scale.length > 1 || target !== null;
  if (!isTemperature) return null;
  const from = scale.startsWith('f') ? '°F' : '°C';
  const to = target?.[1]
    ? target[1].toLowerCase().startsWith('f')
      ? '°F'
      : '°C'
    : from === '°F'
      ? '°C'
      : '°F';
  if (from === to) return null;
  return { amount: Number(source[1].replace(',', '.')), from, to };
}

function readTargetUnit(text: string): string | null {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/[?.!]+$/, '')
    .split(/\s+/);
  for (const size of [2, 1]) {
    const phrase = words.slice(0, size).join(' ');
    if (normalizeUnit(phrase)) return normalizeUnit(phrase);
  }
  return null;
}

/** A unit named in any language the ingredient reader knows ("Gramm", "gramos", "cucharadas"). */
function unitOfWord(word: string): string | null {
  return normalizeUnit(word.toLowerCase()) ?? parseIngredientLine(`2 ${word} x`).unit ?? null;
}

/** "a", "one", "eine", "une", "una", "um", "een", "ett", "ei": one of what follows. */
const oneWord = /^(?:an?|one|ein(?:e[mnrs]?)?|une?|una|uno|um|uma|een|ett?|en|ei)\s+/i;

function fromMeasure(measure: string, to: string): ConvertArguments | null {
  const text = measure
    .trim()
    .replace(/^(?:is|are|in|of)\s+/i, '')
    .replace(oneWord, '1 ');
  const parsed = parseIngredientLine(/^\d|^½/.test(text) ? text : `1 ${text}`);
  if (!parsed.unit) return null;
  const request: ConvertArguments = { amount: parsed.quantity ?? 1, from: parsed.unit, to };
  const food = parsed.food.replace(/^(?:of\s+)/, '').trim();
  if (food !== '') request.ingredient = food;
  return request.amount > 0 ? request : null;
}

/**
 * "How many <unit> (are) in <measure>" as cooks ask it in the other languages the reader knows:
 * German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Danish and Norwegian.
 */
const howManyElsewhere = [
  /\bwie\s*viele?\s+(\p{L}+)\s+(?:sind|ist|hat|haben|ergibt|ergeben|entspricht|entsprechen|in)\s+(.+)$/iu,
  /\bcombien\s+(?:de\s+|d['’]\s*)(\p{L}+)\s+(?:(?:il\s+)?y\s+a(?:-t-il)?\s+dans|dans|pour|fait|font|en)\s+(.+)$/iu,
  /\bcu[aá]nt[oa]s\s+(\p{L}+)\s+(?:hay\s+en|son|tiene|tienen|equivalen\s+a|caben\s+en|en)\s+(.+)$/iu,
  /\bquant[ie]\s+(\p{L}+)\s+(?:ci\s+sono\s+in|ha|hanno|sono|fa|fanno|in)\s+(.+)$/iu,
  /\bquant[oa]s\s+(\p{L}+)\s+(?:tem|t[eê]m|h[aá]\s+em|s[aã]o|cabem\s+em|em)\s+(.+)$/iu,
  /\bhoeveel\s+(\p{L}+)\s+(?:is|zijn|zit\s+in|zitten\s+in|gaat\s+in|gaan\s+in|in)\s+(.+)$/iu,
  /\bhur\s+m[aå]nga\s+(\p{L}+)\s+(?:är|blir|motsvarar|går\s+på|i)\s+(.+)$/iu,
  /\bhvor\s+mange\s+(\p{L}+)\s+(?:er|bliver|blir|svarer\s+til|går\s+på|i)\s+(.+)$/iu,
];

/** "How much does <measure> weigh" in the same languages. */
const weighElsewhere = [
  /\bwie\s*viel\s+wieg(?:t|en)\s+(.+)$/iu,
  /\bcombien\s+p[eè]sen?t?\s+(.+)$/iu,
  /\bcu[aá]nto\s+pesan?\s+(.+)$/iu,
  /\bquanto\s+pesa(?:no|m)?\s+(.+)$/iu,
  /\bhoeveel\s+(?:weegt|wegen)\s+(.+)$/iu,
  /\bhur\s+mycket\s+väger\s+(.+)$/iu,
  /\bhvor\s+(?:meget|mye)\s+(?:vejer|veier)\s+(.+)$/iu,
];

function readOtherLanguages(question: string): ConvertArguments | null {
  for (const pattern of howManyElsewhere) {
    const match = pattern.exec(question);
    const to = match?.[1] ? unitOfWord(match[1]) : null;
    const request = to && match?.[2] ? fromMeasure(match[2], to) : null;
    if (request) return request;
  }
  for (const pattern of weighElsewhere) {
    const match = pattern.exec(question);
    const request = match?.[1] ? fromMeasure(match[1], 'g') : null;
    if (request) return request;
  }
  return null;
}

/**
 * "How many grams in a cup of flour", "grams in 2 cups of sugar", "350 F in celsius", "2 tbsp
 * butter in grams", "how much does a cup of sugar weigh": the arguments for `convert_units`, or
 * null. The food may be named in any language the food identity knows ("a cup of Mehl"), and
 * the question asked in any of them ("Wie viel Gramm sind eine Tasse Mehl?").
 */
export function readConversionRequest(text: string): ConvertArguments | null {
  const temperature = readTemperature(text);
  if (temperature) return temperature;
  const cleaned = text
    .replace(/[?!]+\s*$/, '')
    .replace(/^[¿¡]+/, '')
    .trim();
  const howMany =
    /\bhow\s+(?:many|much)\s+([a-z. ]+?)\s+(?:(?:are|is|in|make|makes|equals?|equal to|for|does|do)\s+)+(.+)$/i.exec(
      cleaned,
    );
  if (howMany?.[1] && howMany[2]) {
    const to = readTargetUnit(howMany[1]);
    if (to) return fromMeasure(howMany[2], to);
  }
  // "grams in 2 cups of sugar", "ml in 200 g of honey": the target unit first, no "how many".
  const unitFirst = /^(?:and\s+)?([a-z. ]+?)\s+(?:are\s+|is\s+)?in\s+(.+)$/i.exec(cleaned);
  if (unitFirst?.[1] && unitFirst[2]) {
    const to = readTargetUnit(unitFirst[1]);
    const request = to ? fromMeasure(unitFirst[2], to) : null;
    if (request) return request;
  }
  const weigh = /\bhow\s+much\s+(?:does|do|would|will)\s+(.+?)\s+weigh\b/i.exec(cleaned);
  if (weigh?.[1]) return fromMeasure(weigh[1], 'g');
  const into =
    /^(?:please\s+)?(?:convert|change|turn|what(?:'s| is| are)|how much is)?\s*(.+?)\s+(?:in|to|into|as)\s+([a-z. ]+)$/i.exec(
      cleaned,
    );
  if (into?.[1] && into[2]) {
    const to = readTargetUnit(into[2]);
    if (to) return fromMeasure(into[1], to);
  }
  return readOtherLanguages(cleaned);
}

/** The service runs `convert_units`; its text is the answer. */
export function answerConversion(turn: Turn, request: ConvertArguments): Reply {
  const last = roundsOf(turn, 'convert_units').at(-1);
  if (!last) return callTool('convert_units', request);
  if (last.error !== null) return say(toolFailed('convert_units', last.error));
  const text = (last.result as { text?: unknown } | null)?.text;
  return say(typeof text === 'string' ? text : 'Done.');
}

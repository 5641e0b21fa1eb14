import type { ChatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { parseIngredientLine } from '../../nutrition/ingredient-line.ts';
import { normalizeUnit } from '../../nutrition/units.ts';
import { toolFailed } from './replies.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

type ConvertArguments = ChatToolArguments<'convert_units'>;

const temperatureWord = String.raw`(?:°|º|degrees?\s*|deg\s*)?\s*(f|c|fahrenheit|celsius|centigrade)\b`;
const temperatureSource =
  /(-?\d+(?:[.,]\d+)?)\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius|centigrade)\b/i;
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

function fromMeasure(measure: string, to: string): ConvertArguments | null {
  const text = measure.trim().replace(/^(?:is|are|in|of)\s+/i, '');
  const parsed = parseIngredientLine(/^\d|^an?\b|^½/i.test(text) ? text : `1 ${text}`);
  if (!parsed.unit) return null;
  const request: ConvertArguments = { amount: parsed.quantity ?? 1, from: parsed.unit, to };
  const food = parsed.food.replace(/^(?:of\s+)/, '').trim();
  if (food !== '') request.ingredient = food;
  return request.amount > 0 ? request : null;
}

/**
 * "How many grams in a cup of flour", "350 F in celsius", "2 tbsp butter in grams",
 * "how much does a cup of sugar weigh": the arguments for `convert_units`, or null.
 */
export function readConversionRequest(text: string): ConvertArguments | null {
  const temperature = readTemperature(text);
  if (temperature) return temperature;
  const cleaned = text.replace(/[?!]+\s*$/, '').trim();
  const howMany =
    /\bhow\s+(?:many|much)\s+([a-z. ]+?)\s+(?:(?:are|is|in|make|makes|equals?|equal to|for|does|do)\s+)+(.+)$/i.exec(
      cleaned,
    );
  if (howMany?.[1] && howMany[2]) {
    const to = readTargetUnit(howMany[1]);
    if (to) return fromMeasure(howMany[2], to);
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
  return null;
}

/** The service runs `convert_units`; its text is the answer. */
export function answerConversion(turn: Turn, request: ConvertArguments): Reply {
  const last = roundsOf(turn, 'convert_units').at(-1);
  if (!last) return callTool('convert_units', request);
  if (last.error !== null) return say(toolFailed('convert_units', last.error));
  const text = (last.result as { text?: unknown } | null)?.text;
  return say(typeof text === 'string' ? text : 'Done.');
}

import type { ChatToolArguments, ChatToolResults } from '../../../modules/chat/chat-tools.ts';
import type { ParsedIngredient, SizeWord } from '../../food/ingredient-line.ts';
import {
  isMassUnit,
  isVolumeUnit,
  normalizeUnit,
  toGrams,
  toMilliliters,
  type Unit,
} from '../../food/units.ts';
import { gramsOfFood, knownFood } from './food-weights.ts';

/** What `convert_units` answers: the conversion, or why it cannot be done, in words for the cook. */
export type ConvertUnitsOutcome = ChatToolResults['convert_units'] | { error: string };

type Temperature = '°F' | '°C';
type ReadUnit = { kind: 'temperature'; unit: Temperature } | { kind: 'measure'; unit: Unit };

const temperaturePattern =
  /^(?:°|º|deg(?:rees?)?\.?\s*)?\s*(f|fahrenheit|c|celsius|centigrade)$|^°$/i;
const sizeWords = new Set<string>(['small', 'medium', 'large', 'extra large', 'jumbo']);
const knownUnits = 'cup, tbsp, tsp, g, kg, ml, l, oz, lb, °F or °C';

/** A unit as the model or the cook spelled it; "c" is Celsius only next to another temperature. */
function readUnit(text: string, isTemperatureContext: boolean): ReadUnit | null {
  const spelled = text.trim().replace(/\s+/g, ' ');
  const temperature = temperaturePattern.exec(spelled);
  const letter = temperature?.[1]?.toLowerCase();
  if (letter && (letter !== 'c' || isTemperatureContext || /°|º|deg/i.test(spelled))) {
    return { kind: 'temperature', unit: letter.startsWith('f') ? '°F' : '°C' };
  }
  const unit = normalizeUnit(spelled);
  return unit ? { kind: 'measure', unit } : null;
}

function isTemperatureSpelling(text: string): boolean {
  return /^(?:°|º|deg)|^(?:f|fahrenheit|celsius|centigrade)$/i.test(text.trim());
}

/**
 * Converts an amount between units: temperatures, weight to weight, volume to volume, and
 * between volume, weight and counts ("1 stick of butter") through the food identity nutrition
 * uses: the named food in any of the reader's languages ("flour", "Mehl", "farine"), weighed by
 * USDA's household measures, then the food's density and typical piece weights. Errors say what
 * is missing, for the cook.
 */
export function convertUnits(request: ChatToolArguments<'convert_units'>): ConvertUnitsOutcome {
  const { amount } = request;
  if (!(amount > 0) || !Number.isFinite(amount)) return { error: 'The amount must be positive.' };
  const isTemperatureContext =
    isTemperatureSpelling(request.from) || isTemperatureSpelling(request.to);
  const from = readUnit(request.from, isTemperatureContext);
  const to = readUnit(request.to, isTemperatureContext);
  const ingredient = request.ingredient?.trim().toLowerCase() || undefined;

  if (from?.kind === 'temperature' || to?.kind === 'temperature') {
    if (from?.kind !== 'temperature' || to?.kind !== 'temperature') {
      return { error: 'A temperature converts only to another temperature (°F or °C).' };
    }
    return convertTemperature(amount, from.unit, to.unit);
  }
  if (!to) return { error: `I don't know the unit "${request.to}". Try ${knownUnits}.` };
  // "2 eggs in grams", "1 medium onion": counted foods weigh by USDA's portion sizes.
  const count = from ? null : readCount(request.from, ingredient);
  if (!from && !count) {
    return { error: `I don't know the unit "${request.from}". Try ${knownUnits}.` };
  }
  const fromUnit = from?.unit ?? null;
  const food = count?.food ?? ingredient;

  const direct = convertWithoutFood(amount, fromUnit, to.unit);
  const value = direct ?? convertThroughFood(amount, fromUnit, count?.size ?? null, to.unit, food);
  if (typeof value === 'string') return { error: value };
  const result = roundResult(value);
  const measured = count ? [count.size, count.food] : [unitLabel(fromUnit as Unit, amount), food];
  const described = [formatNumber(amount), ...measured.filter(Boolean)].join(' ');
  // Weight by volume is an estimate (a cup of flour depends on the scoop); units alone are exact.
  const sign = direct === null ? '≈' : '=';
  return {
    amount,
    from: fromUnit ?? count?.size ?? 'each',
    to: to.unit,
    result,
    text: `${described} ${sign} ${formatNumber(result)} ${unitLabel(to.unit, result)}`,
  };
}

function convertTemperature(amount: number, from: Temperature, to: Temperature) {
  const celsius = from === '°C' ? amount : ((amount - 32) * 5) / 9;
  const converted = to === '°C' ? celsius : (celsius * 9) / 5 + 32;
  const result = Math.round(converted);
  return {
    amount,
    from,
    to,
    result,
    text: `${formatNumber(amount)} ${from} = ${result} ${to}`,
  };
}

function readCount(text: string, ingredient: string | undefined) {
  const word = text.trim().toLowerCase();
  if (['each', 'whole', 'piece', 'pieces', ''].includes(word) && ingredient) {
    return { food: ingredient, size: null };
  }
  if (sizeWords.has(word) && ingredient) return { food: ingredient, size: word as SizeWord };
  // The model may name the food as the unit ("2 eggs" → from "eggs").
  return knownFood(word) ? { food: word, size: null } : null;
}

function convertWithoutFood(amount: number, from: Unit | null, to: Unit): number | null {
  if (from === to) return amount;
  if (isMassUnit(from) && isMassUnit(to)) {
    return (toGrams(amount, from) ?? 0) / (toGrams(1, to) ?? 1);
  }
  if (isVolumeUnit(from) && isVolumeUnit(to)) {
    return (toMilliliters(amount, from) ?? 0) / (toMilliliters(1, to) ?? 1);
  }
  return null;
}

function portionLine(food: string, quantity: number, unit: Unit | null, size: SizeWord | null) {
  return {
    line: `${quantity} ${unit ?? ''} ${food}`,
    quantity,
    quantityMax: null,
    unit,
    packageSize: null,
    statedGrams: null,
    size,
    food,
    note: null,
    isToTaste: false,
    isOptional: false,
    isHeading: false,
  } satisfies ParsedIngredient;
}

/** Weight, volume and counts meet in grams of the named food; a string is the reason it cannot. */
function convertThroughFood(
  amount: number,
  from: Unit | null,
  size: SizeWord | null,
  to: Unit,
  ingredient: string | undefined,
): number | string {
  if (!ingredient) {
    return `Say which ingredient: a cup of flour and a cup of sugar weigh differently (for example "1 ${unitLabel(from ?? 'cup', 1)} of flour").`;
  }
  const food = knownFood(ingredient);
  if (!food) return `I don't know how much ${ingredient} weighs, so I can't convert it by volume.`;
  const grams = gramsOfFood(portionLine(ingredient, amount, from, size), food).grams;
  if (grams === null) {
    return `I don't have a ${unitLabel(from ?? 'piece', 1)} weight for ${ingredient}.`;
  }
  const gramsInTarget = isMassUnit(to)
    ? toGrams(1, to)
    : gramsOfFood(portionLine(ingredient, 1, to, null), food).grams;
  if (!gramsInTarget) return `I don't have a ${unitLabel(to, 1)} weight for ${ingredient}.`;
  return grams / gramsInTarget;
}

function roundResult(value: number): number {
  const decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function formatNumber(value: number): string {
  return String(roundResult(value));
}

const pluralLabels: Partial<Record<Unit, string>> = {
  cup: 'cups',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  clove: 'cloves',
  slice: 'slices',
  stick: 'sticks',
  can: 'cans',
  pinch: 'pinches',
  dash: 'dashes',
  piece: 'pieces',
};

function unitLabel(unit: Unit, amount: number): string {
  return amount > 1 ? (pluralLabels[unit] ?? unit) : unit;
}

import {
  type Amount,
  normalizeLine,
  numberSource,
  type Reading,
  readAmount,
  readMeasure,
  readUnit,
} from './line-amount.ts';
import { type LineTables, lineTables } from './line-tables.ts';
import type { LineLanguage } from './line-vocabulary.ts';
import { isMassUnit, type Quantity, toGrams, type Unit } from './units.ts';

export type SizeWord = 'small' | 'medium' | 'large' | 'extra large' | 'jumbo';

/** One ingredient line split into what a cook measures and what they buy. */
export interface ParsedIngredient {
  /** The line as written. */
  line: string;
  /** Lower bound of a range ("2-3" gives 2); null when the line names no amount. */
  quantity: number | null;
  /** Upper bound of a range, else null. */
  quantityMax: number | null;
  unit: Unit | null;
  /**
   * The size of one package or item: "1 (15 oz) can beans", "4 steaks (about 4 oz each)" and
   * "salmon fillets, about 120 g each" each weigh `quantity` × this.
   */
  packageSize: Quantity | null;
  /**
   * The weight the line states for all of it, when its own amount is a volume or a count:
   * "1 1/2 cups/190 grams flour", "2 large onions (about 1 lb)". Grams, or null.
   */
  statedGrams: number | null;
  /** "2 large eggs": which portion to weigh one by. */
  size: SizeWord | null;
  /** Lower-case food words, without amounts, units, parentheticals or preparation notes. */
  food: string;
  /** Everything dropped from `food`, joined with "; ", or null. */
  note: string | null;
  /** Counts zero: "to taste", "for garnish", "optional"… said of a line with no amount. */
  isToTaste: boolean;
  /** The line says optional, to taste, for serving…; with an amount it still counts. */
  isOptional: boolean;
  /** A group heading ("For the sauce:"), not an ingredient. */
  isHeading: boolean;
}

export interface ReadOptions {
  /** The recipe's language when known; otherwise every language's words are tried. */
  language?: LineLanguage;
}

// "ras" is French for level, but "ras el hanout" is a spice blend.
const qualifierPattern =
  /^(heaping|heaped|level|scant|rounded|generous|good|thin|thick|gehäufte?r?|gestrichene?r?|rase?(?!\s+el\b)|bombée?s?|colmo|colmado|cheia|cheio|rasa|raso|struken|toppet|strøget|gestreken|volle?)\b\s*/iu;
const containerUnits = new Set<Unit>(['can', 'jar', 'package', 'bottle']);
// The last word of a food that names a piece of it: "12 pineapple rings" are 12 slices.
const pieceWords: Record<string, Unit> = {
  ring: 'slice',
  rings: 'slice',
  slice: 'slice',
  slices: 'slice',
  clove: 'clove',
  cloves: 'clove',
  sprig: 'sprig',
  sprigs: 'sprig',
  stalk: 'stalk',
  stalks: 'stalk',
  sheet: 'sheet',
  sheets: 'sheet',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  filets: 'fillet',
};
const piecePattern = new RegExp(`^(.+?)\\s+(${Object.keys(pieceWords).join('|')})$`);

function readSize(reading: Reading, tables: LineTables): SizeWord | null {
  let size: SizeWord | null = null;
  for (;;) {
    const qualifier = qualifierPattern.exec(reading.rest);
    if (qualifier) {
      reading.rest = reading.rest.slice(qualifier[0].length);
      continue;
    }
    const match = tables.sizePattern.exec(reading.rest);
    if (!match?.[1]) return size;
    reading.rest = reading.rest.slice(match[0].length);
    size = tables.sizes.get(match[1].toLowerCase()) ?? size;
  }
}

function isHeadingLine(text: string, tables: LineTables): boolean {
  if (/\d/.test(text)) return false;
  if (/:$/.test(text)) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    return true;
  return tables.headingPattern.test(text) && text.split(' ').length <= 5;
}

// "(Abtropfgewicht 240 g)", "(drained weight 240 g)": what a jar or can holds once drained.
const weightLabels =
  /^(?:drained weight|drained|net weight|net wt\.?|abtropfgewicht|nettogewicht|poids (?:net )?égoutté|égoutté|peso (?:neto )?escurrido|peso sgocciolato|uitlekgewicht|avrunnen vikt|drænet vægt|avrent vekt)\s*:?\s*/iu;

/** A stated weight in a note: "about 4 oz each" (one item), "60 g" or "about 1 lb" (all). */
function readNoteWeight(
  text: string,
  tables: LineTables,
): { measure: Quantity; isEach: boolean } | null {
  const isEach = tables.eachPattern.test(text);
  const cleaned = text
    .replace(weightLabels, '')
    .replace(tables.eachPattern, '')
    .replace(/[\s,;]+$/, '')
    .trim();
  const measure = readMeasure(cleaned, tables);
  if (!measure || !isMassUnit(measure.unit)) return null;
  return { measure, isEach };
}

/** A second amount right after the first: "150g/5½oz", "1 1/2 cups/190 grams", "800g (1.7lb)". */
function readPairedAmount(reading: Reading, tables: LineTables): Quantity | null {
  const bracket = /^\(([^)]*)\)\s*/.exec(reading.rest);
  if (bracket?.[1] !== undefined) {
    const measure = readMeasure(bracket[1], tables);
    if (!measure) return null;
    reading.rest = reading.rest.slice(bracket[0].length);
    return measure;
  }
  const slash = /^\/\s*/.exec(reading.rest);
  if (!slash) return null;
  const inner = { rest: reading.rest.slice(slash[0].length) };
  const amount = readAmount(inner, tables);
  const unit = amount ? readUnit(inner, tables) : null;
  if (!amount || !unit?.unit) return null;
  reading.rest = inner.rest;
  return { quantity: amount.quantity * unit.factor, unit: unit.unit };
}

/** Longest "…, 1 1/2 - 2 tablespoons" end a trailing amount is looked for in. */
const trailingAmountReach = 80;
const trailingAmountPattern = new RegExp(
  String.raw`[\s,:]+(${numberSource}(?:\s*-\s*${numberSource})?)\s*([\p{L}.\s]*)$`,
  'u',
);

// Amount after the food: "Ground beef, 300 g", "Latte intero 200 ml", "Eier: 3".
function readTrailingAmount(
  text: string,
  tables: LineTables,
): { food: string; amount: Amount; unit: Unit | null; factor: number } | null {
  // Only the line's end can hold the amount and its unit. Searching a bounded tail keeps a long
  // line linear: the pattern tried at every split of the whole line was quadratic.
  const tailStart = Math.max(0, text.length - trailingAmountReach);
  const tail = trailingAmountPattern.exec(text.slice(tailStart));
  const food = tail ? text.slice(0, tailStart + tail.index) : '';
  const match = tail && /\p{L}/u.test(food) ? [tail[0], food, tail[1], tail[2]] : null;
  if (!match?.[1] || !match[2]) return null;
  const reading = { rest: match[2] };
  const amount = readAmount(reading, tables);
  if (!amount) return null;
  const unitText = (match[3] ?? '').trim();
  if (unitText === '') {
    // "Eier: 3", "Échalote - 1", "Tuorli 3", "Limoni ½": a count after the food. A bare number of
    // three digits is a name's ("Type 405"), not a count.
    const isCount =
      /(?:[,:]|\s[-–—])\s*\S+$/.test(text) ||
      /^(?:\d{1,2}|\d{1,2}\/\d{1,2}|\d*\s*[½⅓⅔¼¾⅛])$/.test(match[2].trim());
    const food = match[1].replace(/\s+[-–—]$/, '');
    return isCount ? { food, amount, unit: null, factor: 1 } : null;
  }
  const unitReading = { rest: unitText };
  const unit = readUnit(unitReading, tables);
  if (!unit || unitReading.rest.trim() !== '') return null;
  return { food: match[1], amount, unit: unit.unit, factor: unit.factor };
}

/**
 * Takes every bracketed part out of `text` into `notes`, nested ones as notes of their own:
 * recipe plugins write "Soy Milk ((300ml) or Almond Milk)", so "300ml" and "or Almond Milk" are
 * two notes and the food is "Soy Milk". A bracket left open runs to the end of the line, unless
 * nothing stands before it.
 */
function takeBrackets(text: string, notes: string[]): string {
  let outside = '';
  let depth = 0;
  const open: string[] = [];
  for (const char of text) {
    if (char === '(') {
      depth += 1;
      open.push('');
      continue;
    }
    if (char === ')' && depth > 0) {
      depth -= 1;
      const inside = (open.pop() ?? '').replace(/\s+/g, ' ').trim();
      if (inside !== '') notes.push(inside);
      if (depth > 0) open[open.length - 1] += ' ';
      else outside += ' ';
      continue;
    }
    if (depth > 0) open[open.length - 1] += char;
    else outside += char;
  }
  for (const inside of open.reverse()) {
    const note = inside.replace(/\s+/g, ' ').trim();
    // "(15 oz can black beans": a bracket left open before the food is a stray mark, not a note.
    if (outside.trim() === '') outside = note;
    else if (note !== '') notes.push(note);
  }
  return outside;
}

function splitNotes(food: string, notes: string[], tables: LineTables): string {
  let text = takeBrackets(food, notes);
  text = text.replace(/\s+/g, ' ').trim();
  // "red, yellow, or orange bell pepper", "strawberry, raspberry, or apricot jam": a list of
  // alternatives sharing a noun; the first counts, with the noun.
  const list = tables.alternativesListPattern.exec(text);
  if (list?.[1] && list[2]) {
    notes.push(text.slice(list[1].length).replace(/^,\s*/, ''));
    text = `${list[1]} ${list[2].trim()}`;
  }
  // "boneless, skinless chicken breasts", "gęstej, kwaśnej śmietany": a lone describing word
  // before the comma is part of the food, not the whole of it.
  for (;;) {
    const cut = /\s*(?:,|;|\s[-–—]\s)\s*/.exec(text);
    if (!cut) break;
    const before = text.slice(0, cut.index);
    if (!tables.describingWordPattern.test(before) || cut[0].trim() !== ',') {
      notes.push(text.slice(cut.index + cut[0].length).trim());
      text = before;
      break;
    }
    text = `${before} ${text.slice(cut.index + cut[0].length)}`;
  }
  // "sun-dried tomatoes in oil": the food is what comes before what it is packed in.
  const packed = tables.packedInPattern.exec(text);
  if (packed && packed.index > 0) {
    notes.push(text.slice(packed.index).trim());
    text = text.slice(0, packed.index);
  }
  // "butter or margarine": the first counts. "button or cremini mushrooms": the first, with the
  // shared noun.
  const alternative = tables.orPattern.exec(text);
  if (alternative) {
    const first = text.slice(0, alternative.index).trim();
    const second = text
      .slice(alternative.index + alternative[0].length)
      .trim()
      .split(' ');
    notes.push(text.slice(alternative.index).trim());
    const firstWords = first.split(' ');
    const lastOfFirst = firstWords[firstWords.length - 1] ?? '';
    // "yellow or white onion" shares its noun; "milk or almond milk" does not.
    text =
      second.length >= 2 && !second.includes(lastOfFirst)
        ? `${first} ${second.slice(1).join(' ')}`
        : first;
  }
  return text;
}

/** Splits "1 1/2 cups flour, sifted" (in any of the reader's languages) into its parts. */
export function parseIngredientLine(line: string, options: ReadOptions = {}): ParsedIngredient {
  const tables = lineTables(options.language);
  const normalized = normalizeLine(line);
  const notes: string[] = [];
  const isOptional = tables.toTastePattern.test(normalized);
  tables.toTastePattern.lastIndex = 0;
  const base = {
    line,
    quantity: null,
    quantityMax: null,
    unit: null,
    packageSize: null,
    statedGrams: null,
    size: null,
    note: null,
    isOptional,
  };
  // Fewer than two letters is no ingredient ("/", "1", a stray character of a broken page).
  const letters = (normalized.match(/\p{L}/gu) ?? []).length;
  const isNoise = letters === 0 || (letters === 1 && !/\d/.test(normalized));
  if (isNoise || isHeadingLine(normalized, tables)) {
    return { ...base, food: '', isToTaste: false, isHeading: normalized !== '' && !isNoise };
  }

  // "Optional: 1 chopped onion", "Topping: 2 tbsp parsley": a label before an amount and its
  // food is no part of either (but "Mlieko: 1 dl" names the food before the amount).
  const label = /^([\p{L}][\p{L} '-]{1,29}):\s+(?=\d)/u.exec(normalized);
  if (label?.[1]) {
    const labelled = parseIngredientLine(normalized.slice(label[0].length), options);
    if (labelled.quantity !== null && labelled.food !== '') {
      const note = [label[1], labelled.note].filter(Boolean).join('; ');
      return { ...labelled, line, isOptional: isOptional || labelled.isOptional, note };
    }
  }

  const partOf = tables.partOfPattern.exec(normalized);
  // "1, 14 oz can of milk": a comma closing the count.
  let rest = (partOf?.[2] ?? normalized).replace(/^(\d+),\s+(?=\d)/, '$1 ');
  // "1 500 g de farine", "2 000 ml vatten": thousands grouped with a space.
  if (tables.groupsThousandsWithSpace) rest = rest.replace(/^(\d{1,3}) (\d{3})(?![\d.,/])/, '$1$2');
  const reading: Reading = { rest };
  let amount = readAmount(reading, tables);
  let packageSize: Quantity | null = null;
  let statedGrams: number | null = null;
  let unit: Unit | null = null;
  let factor = 1;

  // "2 x 400 g tins": the number counts packages of the given size.
  const multiplier = amount ? /^[x×]\s*/i.exec(reading.rest) : null;
  if (multiplier) {
    const inner = { rest: reading.rest.slice(multiplier[0].length) };
    const size = readAmount(inner, tables);
    const sizeUnit = size ? readUnit(inner, tables) : null;
    if (size && sizeUnit?.unit) {
      packageSize = { quantity: size.quantity * sizeUnit.factor, unit: sizeUnit.unit };
      reading.rest = inner.rest;
    }
  }

  // "1 (15 oz) can beans", "2 (12 inch) crusts": a size in brackets right after the number.
  const bracket = amount && !packageSize ? /^\(([^)]*)\)\s*/.exec(reading.rest) : null;
  if (bracket?.[1] !== undefined) {
    reading.rest = reading.rest.slice(bracket[0].length);
    packageSize = readMeasure(bracket[1], tables);
    if (!packageSize) notes.push(bracket[1].trim());
  }

  // "1 15-oz can tomatoes", "2 400g tins", "6 oz cans".
  if (amount && !packageSize) {
    const inner = { rest: reading.rest };
    const size = readAmount(inner, tables);
    inner.rest = inner.rest.replace(/^-\s*/, '');
    const sizeUnit = size ? readUnit(inner, tables) : null;
    const container = { rest: inner.rest };
    const containerUnit = sizeUnit?.unit ? readUnit(container, tables) : null;
    if (size && sizeUnit?.unit && containerUnit?.unit && containerUnits.has(containerUnit.unit)) {
      packageSize = { quantity: size.quantity * sizeUnit.factor, unit: sizeUnit.unit };
      reading.rest = `${containerUnit.unit} ${container.rest}`;
    } else if (size && sizeUnit?.unit && isMassUnit(sizeUnit.unit)) {
      // "1 350g block tofu", "2 200 g salmon fillets": a weight right after a count is each one's.
      packageSize = { quantity: size.quantity * sizeUnit.factor, unit: sizeUnit.unit };
      reading.rest = inner.rest;
    }
  }

  // "1/4 de cucharadita de sal", "1/2 di tazza": a joining word between the amount and its unit.
  if (amount) {
    const joined = tables.ofPattern.exec(reading.rest);
    const after = joined ? { rest: reading.rest.slice(joined[0].length) } : null;
    if (after && readUnit({ ...after }, tables)?.unit) reading.rest = after.rest;
  }

  let size = readSize(reading, tables);
  if (
    amount ||
    /^(pinch|dash|handful|prise|pincée|pizca|pizzico|pitada|snufje|nypa)\b/iu.test(reading.rest)
  ) {
    const read = readUnit(reading, tables);
    if (read) {
      unit = read.unit;
      factor = read.factor;
      const paired = readPairedAmount(reading, tables);
      // "1 package (8 oz)": a weight after a container is the size of one.
      if (paired && containerUnits.has(unit as Unit) && !packageSize) packageSize = paired;
      else if (paired && isMassUnit(paired.unit) && !isMassUnit(unit)) {
        statedGrams = toGrams(paired.quantity, paired.unit);
      }
      reading.rest = reading.rest.replace(/^[-–—]\s*/, '').replace(tables.ofPattern, '');
      size = readSize(reading, tables) ?? size;
    }
  }

  let foodText = reading.rest;
  if (!amount) {
    const trailing = readTrailingAmount(foodText, tables);
    if (trailing) {
      amount = trailing.amount;
      unit = trailing.unit;
      factor = trailing.factor;
      foodText = trailing.food;
    }
  }

  let food = splitNotes(foodText, notes, tables);
  food = food
    .replace(tables.toTastePattern, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[\s,.;:*]+$/, '')
    .replace(/^[\s,.;:*-]+/, '')
    .trim()
    .toLowerCase();

  for (const note of notes) {
    const weight = readNoteWeight(note, tables);
    if (!weight || !amount) continue;
    if ((weight.isEach || containerUnits.has(unit as Unit)) && !packageSize) {
      packageSize = weight.measure;
    } else if (!weight.isEach && !isMassUnit(unit) && !packageSize && statedGrams === null) {
      statedGrams = toGrams(weight.measure.quantity, weight.measure.unit);
    }
  }

  // "3 garlic cloves", "12 pineapple rings", "2 Knoblauchzehen": the piece named after the food.
  if (!unit && amount) {
    const piece = piecePattern.exec(food);
    if (piece?.[1] && piece[2] && !/^(?:whole|fresh|dried|ground)$/.test(piece[1])) {
      unit = pieceWords[piece[2]] ?? null;
      food = piece[1];
    } else {
      for (const [ending, compoundUnit] of tables.compoundUnits) {
        if (food.endsWith(ending) && food.length > ending.length + 2) {
          unit = compoundUnit;
          food = food.slice(0, -ending.length).replace(/s$/, '');
          break;
        }
      }
    }
  }

  const part = partOf?.[1] ? tables.partOf.get(partOf[1].toLowerCase()) : undefined;
  if (part && food !== '') food = `${food.replace(/s$/, '')} ${part}`;

  const note = notes
    .map((text) => text.replace(tables.toTastePattern, '').replace(/^[\s,;]+|[\s,;]+$/g, ''))
    .filter((text) => text !== '')
    .join('; ');
  const scaled = (value: number | null) => (value === null ? null : value * factor);
  return {
    ...base,
    quantity: scaled(amount?.quantity ?? null),
    quantityMax: scaled(amount?.quantityMax ?? null),
    unit,
    packageSize,
    statedGrams,
    size,
    food,
    note: note === '' ? null : note,
    isToTaste: isOptional && amount === null,
    isHeading: false,
  };
}

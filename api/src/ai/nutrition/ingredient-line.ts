import { normalizeUnit, type Quantity, type Unit } from './units.ts';

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
  /** The size of one can or package: "1 (15 oz) can beans" has packageSize 15 oz. */
  packageSize: Quantity | null;
  /** "2 large eggs": which USDA portion to weigh one by. */
  size: SizeWord | null;
  /** Lower-case food words, without parentheticals or preparation notes. */
  food: string;
  /** Everything dropped from `food`, joined with "; ", or null. */
  note: string | null;
  /** "to taste", "as needed", "for garnish", "optional": counted as 0 in nutrition. */
  isToTaste: boolean;
}

const unicodeFractions: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const toTastePattern =
  /\b(?:to taste|as needed|as required|if needed|for garnish(?:ing)?|to garnish|for serving|to serve|for decoration|optional|for frying|for greasing|for dusting)\b/i;

// Number forms, tried longest first: "1 1/2", "1/2", "0,5" / "1.5", ".5".
const numberSource = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|\.\d+)`;
const quantityPattern = new RegExp(
  String.raw`^(${numberSource})(?:\s*(?:-|–|—|to|or)\s*(${numberSource}))?`,
  'i',
);
const sizePattern = /^(extra[\s-]large|jumbo|large|medium|small|big)\b\s*/i;
const qualifierPattern = /^(heaping|heaped|level|scant|rounded|generous|good)\b\s*/i;
const containerUnits = new Set<Unit>(['can', 'jar', 'package', 'bottle']);

function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(trimmed);
}

function normalizeText(line: string): string {
  let text = line.replace(/\u2044/g, '/');
  for (const [symbol, fraction] of Object.entries(unicodeFractions)) {
    // "1½" → "1 1/2"; a lone "½" → "1/2".
    text = text.replaceAll(symbol, ` ${fraction}`);
  }
  return text
    .replace(/^\s*[-*•·▢□]\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Reading {
  rest: string;
}

function readQuantity(reading: Reading): { quantity: number; quantityMax: number | null } | null {
  const article = /^an?\s+(?!few\b|couple\b|little\b|bit\b)/i.exec(reading.rest);
  if (article) {
    reading.rest = reading.rest.slice(article[0].length);
    return { quantity: 1, quantityMax: null };
  }
  const match = quantityPattern.exec(reading.rest);
  if (!match?.[1]) return null;
  // "2,5" must not swallow a list comma: the pattern only allows a comma between digits.
  reading.rest = reading.rest.slice(match[0].length).trimStart();
  const quantity = parseNumber(match[1]);
  if (!match[2]) return { quantity, quantityMax: null };
  const second = parseNumber(match[2]);
  // US books write one and a half as "1-1/2": a fraction below the first number is not a range.
  if (second < quantity && second < 1) return { quantity: quantity + second, quantityMax: null };
  return { quantity, quantityMax: second };
}

function readUnit(reading: Reading): Unit | null {
  const caseSensitive = /^(T|t)\.?(?=\s|$)/.exec(reading.rest);
  if (caseSensitive) {
    reading.rest = reading.rest.slice(caseSensitive[0].length).trimStart();
    return caseSensitive[1] === 'T' ? 'tbsp' : 'tsp';
  }
  const fluid = /^(?:fl\.?\s*oz\.?|fluid\s+ounces?|fl\.?\s+ounces?)(?=\s|$|\))/i.exec(reading.rest);
  if (fluid) {
    reading.rest = reading.rest.slice(fluid[0].length).trimStart();
    return 'fl oz';
  }
  const word = /^([a-z]+)\.?(?=[\s)]|$)/i.exec(reading.rest);
  if (!word?.[1]) return null;
  // A bare "c" or "l" is only a unit when more words follow ("1 c. sugar").
  const unit = normalizeUnit(word[1]);
  if (!unit) return null;
  const after = reading.rest.slice(word[0].length).trimStart();
  if (after === '' && word[1].length === 1) return null;
  reading.rest = after;
  return unit;
}

function readPackageSize(text: string): Quantity | null {
  const match = new RegExp(String.raw`^(?:about\s+)?(${numberSource})\s*-?\s*(.+)$`, 'i').exec(
    text.trim(),
  );
  if (!match?.[1] || !match[2]) return null;
  const reading = { rest: match[2] };
  const unit = readUnit(reading);
  if (!unit || reading.rest.trim() !== '') return null;
  return { quantity: parseNumber(match[1]), unit };
}

function readSize(reading: Reading): SizeWord | null {
  let size: SizeWord | null = null;
  for (;;) {
    const qualifier = qualifierPattern.exec(reading.rest);
    if (qualifier) {
      reading.rest = reading.rest.slice(qualifier[0].length);
      continue;
    }
    const match = sizePattern.exec(reading.rest);
    if (!match?.[1]) return size;
    reading.rest = reading.rest.slice(match[0].length);
    const word = match[1].toLowerCase().replace('-', ' ');
    size = word === 'big' ? 'large' : (word as SizeWord);
  }
}

/** Splits "1 1/2 cups flour, sifted" into quantity, unit, food and note. */
export function parseIngredientLine(line: string): ParsedIngredient {
  const notes: string[] = [];
  const isToTaste = toTastePattern.test(line);
  // "Juice of 1 lemon": the amount counts fruit, the food is their juice or zest.
  const squeezed = /^(juice|zest)\s+(?:of|from)\s+(.+)$/i.exec(normalizeText(line));
  const reading: Reading = { rest: squeezed?.[2] ?? normalizeText(line) };
  const amount = readQuantity(reading);
  let packageSize: Quantity | null = null;

  // "2 x 400 g tins": the number is a count of packages of the given size.
  const multiplier = amount ? /^x\s*/i.exec(reading.rest) : null;
  if (multiplier) {
    const sized = new RegExp(String.raw`^(${numberSource})\s*`).exec(
      reading.rest.slice(multiplier[0].length),
    );
    if (sized?.[1]) {
      const inner = { rest: reading.rest.slice(multiplier[0].length + sized[0].length) };
      const unit = readUnit(inner);
      if (unit) {
        packageSize = { quantity: parseNumber(sized[1]), unit };
        reading.rest = inner.rest;
      }
    }
  }

  // "1 (15 oz) can beans", "2 (12 inch) crusts": a size in brackets right after the number.
  const bracket = amount && !packageSize ? /^\(([^)]*)\)\s*/.exec(reading.rest) : null;
  if (bracket?.[1] !== undefined) {
    reading.rest = reading.rest.slice(bracket[0].length);
    packageSize = readPackageSize(bracket[1]);
    if (!packageSize) notes.push(bracket[1].trim());
  }

  // "1 15-oz can tomatoes", "2 400g tins".
  if (amount && !packageSize) {
    const inline = new RegExp(String.raw`^(${numberSource})\s*-?\s*`).exec(reading.rest);
    if (inline?.[1]) {
      const inner = { rest: reading.rest.slice(inline[0].length) };
      const unit = readUnit(inner);
      const container = { rest: inner.rest };
      const containerUnit = unit ? readUnit(container) : null;
      if (unit && containerUnit && containerUnits.has(containerUnit)) {
        packageSize = { quantity: parseNumber(inline[1]), unit };
        reading.rest = `${containerUnit} ${container.rest}`;
      }
    }
  }

  let size = readSize(reading);
  let unit = amount || /^(pinch|dash|handful)\b/i.test(reading.rest) ? readUnit(reading) : null;
  if (unit) {
    reading.rest = reading.rest.replace(/^of\s+/i, '');
    size = readSize(reading) ?? size;
  }

  let food = reading.rest;
  food = food.replace(/\(([^)]*)\)/g, (_, inside: string) => {
    notes.push(inside.trim());
    return ' ';
  });
  const cut = /\s*(?:,|;|\s[-–—]\s)\s*/.exec(food);
  if (cut) {
    notes.push(food.slice(cut.index + cut[0].length).trim());
    food = food.slice(0, cut.index);
  }
  // "butter or margarine": the first alternative is what the author means.
  const alternative = /\s+or\s+/i.exec(food);
  if (alternative) {
    notes.push(food.slice(alternative.index).trim());
    food = food.slice(0, alternative.index);
  }
  food = food
    .replace(new RegExp(toTastePattern.source, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[\s,.;:*]+$/, '')
    .trim()
    .toLowerCase();

  // "3 garlic cloves": the count unit written after the food.
  if (!unit && amount && /^garlic cloves?$/.test(food)) {
    unit = 'clove';
    food = 'garlic';
  }

  if (squeezed?.[1] && food !== '') {
    food = `${food.replace(/s$/, '')} ${squeezed[1].toLowerCase()}`;
  }

  const note = notes
    .map((text) => text.replace(new RegExp(toTastePattern.source, 'gi'), '').trim())
    .filter((text) => text !== '')
    .join('; ');
  return {
    line,
    quantity: amount?.quantity ?? null,
    quantityMax: amount?.quantityMax ?? null,
    unit,
    packageSize,
    size,
    food,
    note: note === '' ? null : note,
    isToTaste,
  };
}

import type { RecipeDraft } from '../recipe-draft.ts';

/** The draft fields a model may be asked to fill (the page's picture and address are not). */
export const fillableFields = [
  'name',
  'description',
  'ingredients',
  'instructions',
  'servings',
  'prepTimeMinutes',
  'cookTimeMinutes',
  'totalTimeMinutes',
  'tags',
] as const;
export type FillableField = (typeof fillableFields)[number];
export type RecipeFill = Partial<Pick<RecipeDraft, FillableField>>;

const isEmpty = (value: unknown): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields the reader left empty, which a model is asked to fill. */
export function emptyFields(draft: RecipeDraft): FillableField[] {
  return fillableFields.filter((field) => isEmpty(draft[field]));
}

const vulgarFractions: Record<string, string> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const numberWords: Record<string, string> = {
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  half: '1/2',
  dozen: '12',
};

/**
 * The numbers a text writes, as plain figures: "1½ cups" → 1, 1, 2; "1,5 l" → 1.5; "two eggs" →
 * 2. Fractions count by their parts, so "½" on the page grounds "1/2" in an answer.
 */
export function numbersIn(text: string): Set<string> {
  const plain = text
    .replace(/[¼½¾⅓⅔⅛⅜⅝⅞]/g, (fraction) => ` ${vulgarFractions[fraction]} `)
    .replace(/(\d),(\d)/g, '$1.$2')
    .toLowerCase()
    .replace(/[a-z]+/g, (word) => numberWords[word] ?? word);
  return new Set(
    (plain.match(/\d+(?:\.\d+)?/g) ?? []).map((figure) => String(Number.parseFloat(figure))),
  );
}

const isGrounded = (lines: readonly string[], pageNumbers: Set<string>) =>
  lines.every((line) => [...numbersIn(line)].every((figure) => pageNumbers.has(figure)));

/** A time is grounded when the page writes it in minutes, in hours, or as hours and minutes. */
function isGroundedMinutes(minutes: number, pageNumbers: Set<string>): boolean {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return (
    pageNumbers.has(String(minutes)) ||
    (hours > 0 && pageNumbers.has(String(hours)) && (rest === 0 || pageNumbers.has(String(rest))))
  );
}

/**
 * What a model filled, minus anything with a figure the page does not write: a quantity, a
 * temperature, a count of servings or a time made up by the model is worse than a gap the cook
 * sees and fills. A list is dropped whole when one of its lines invents a figure (a list with a
 * line quietly left out would look complete); the field then stays empty and the import says so.
 */
export function keepGrounded(fill: RecipeFill, pageText: string): RecipeFill {
  const pageNumbers = numbersIn(pageText);
  const kept: RecipeFill = { ...fill };
  if (kept.ingredients && !isGrounded(kept.ingredients, pageNumbers)) kept.ingredients = [];
  if (kept.instructions && !isGrounded(kept.instructions, pageNumbers)) kept.instructions = [];
  if (kept.name && !isGrounded([kept.name], pageNumbers)) kept.name = '';
  if (kept.description && !isGrounded([kept.description], pageNumbers)) kept.description = null;
  if (typeof kept.servings === 'number' && !pageNumbers.has(String(kept.servings))) {
    kept.servings = null;
  }
  for (const field of ['prepTimeMinutes', 'cookTimeMinutes', 'totalTimeMinutes'] as const) {
    const minutes = kept[field];
    if (typeof minutes === 'number' && !isGroundedMinutes(minutes, pageNumbers)) kept[field] = null;
  }
  return kept;
}

import type { RecipeDraft } from '../recipe-draft.ts';

const isEmpty = (value: unknown): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Keeps every value the draft has; takes the filler's value only where the draft has none. */
export function fillEmptyFields(draft: RecipeDraft, filler: RecipeDraft): RecipeDraft {
  const filled: RecipeDraft = { ...draft };
  for (const key of Object.keys(filled) as (keyof RecipeDraft)[]) {
    if (isEmpty(filled[key]) && !isEmpty(filler[key])) {
      Object.assign(filled, { [key]: filler[key] });
    }
  }
  return filled;
}

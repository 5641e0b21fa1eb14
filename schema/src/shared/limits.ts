import { z } from 'zod';

/**
 * Bounds on what a client may send. Generous for real recipes (a long stew has ~40 ingredients),
 * small enough that one request cannot bloat a row or a response.
 */
export const limits = {
  name: 200,
  description: 5_000,
  line: 2_000,
  lines: 300,
  tag: 60,
  tags: 50,
  url: 2_048,
  search: 200,
  minutes: 100_000,
  servings: 10_000,
  recipeIds: 500,
  quantity: 100,
  /** One per-serving nutrition figure: grams, or kcal for calories. */
  nutritionAmount: 100_000,
  /** Rows in one window of a list (a screen of cards is ~60). */
  page: 500,
} as const;

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters.`).nullish();

export const lines = (
  label: string,
  maxLength: number = limits.line,
  maxCount: number = limits.lines,
) =>
  z
    .array(z.string().max(maxLength, `Each ${label} must be at most ${maxLength} characters.`))
    .max(maxCount, `At most ${maxCount} ${label}s are allowed.`)
    .nullish();

export const minutes = (label: string) =>
  z.number().int().min(0, `${label} cannot be negative.`).max(limits.minutes).nullish();

export const positiveId = z.number().int().positive('Ids are positive whole numbers.');

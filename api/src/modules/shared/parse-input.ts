import { InvalidInputError } from '@app/schema';
import type { z } from 'zod';

/** The value as the schema makes it, or InvalidInputError with one issue per refused value. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidInputError(result.error.issues);
  return result.data;
}

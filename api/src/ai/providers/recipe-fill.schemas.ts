import type { z } from 'zod';
import type { FillableField } from './grounded-fill.ts';
import { recipeAnswerJsonSchema, recipeAnswerSchema } from './model-output.schemas.ts';

/**
 * The recipe answer narrowed to the fields a draft lacks: the model is asked for those and
 * nothing else (strict mode: each one required, no others), and its answer is checked alike.
 */
export function recipeFillSchemas(fields: readonly FillableField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<
    FillableField,
    true
  >;
  const answer: z.ZodType<Partial<z.infer<typeof recipeAnswerSchema>>> =
    recipeAnswerSchema.pick(mask);
  const jsonSchema = {
    type: 'object',
    additionalProperties: false,
    required: [...fields],
    properties: Object.fromEntries(
      fields.map((field) => [field, recipeAnswerJsonSchema.properties[field]]),
    ),
  };
  return { answer, jsonSchema };
}

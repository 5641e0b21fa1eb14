import { shoppingCategories } from '@app/schema';
import { z } from 'zod';

/*
 * What the model must answer, twice: as zod (checked before anything leaves the ai folder) and as
 * the JSON schema sent with `response_format` (structured outputs, strict mode). Strict mode wants
 * every property required and `additionalProperties: false`; unknown values are null, not absent.
 */

const line = z.string().trim().min(1).max(1_000);
const minutes = z.int().min(0).max(10_080).nullable();

export const recipeAnswerSchema = z.strictObject({
  name: z.string().trim().max(300),
  description: z.string().trim().max(2_000).nullable(),
  ingredients: z.array(line).max(200),
  instructions: z.array(line.max(4_000)).max(200),
  servings: z.int().min(1).max(1_000).nullable(),
  prepTimeMinutes: minutes,
  cookTimeMinutes: minutes,
  totalTimeMinutes: minutes,
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(20),
});
export type RecipeAnswer = z.infer<typeof recipeAnswerSchema>;

export const shoppingAnswerSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(200),
        quantity: z.string().trim().max(200),
        category: z.enum(shoppingCategories),
      }),
    )
    .max(1_000),
});
export type ShoppingAnswer = z.infer<typeof shoppingAnswerSchema>;

const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] });
const strings = { type: 'array', items: { type: 'string' } };

export const recipeAnswerJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'description',
    'ingredients',
    'instructions',
    'servings',
    'prepTimeMinutes',
    'cookTimeMinutes',
    'totalTimeMinutes',
    'tags',
  ],
  properties: {
    name: { type: 'string', description: 'The recipe title; empty when there is no recipe.' },
    description: nullable('string'),
    ingredients: { ...strings, description: 'One line per ingredient, quantity first as written.' },
    instructions: { ...strings, description: 'One step per entry, in order; no section headings.' },
    servings: nullable('integer'),
    prepTimeMinutes: nullable('integer'),
    cookTimeMinutes: nullable('integer'),
    totalTimeMinutes: nullable('integer'),
    tags: { ...strings, description: 'Lowercase: course, main ingredient, diet.' },
  },
} as const;

export const shoppingAnswerJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity', 'category'],
        properties: {
          name: { type: 'string' },
          quantity: { type: 'string', description: 'Empty when the list gave none.' },
          category: { type: 'string', enum: [...shoppingCategories] },
        },
      },
    },
  },
} as const;

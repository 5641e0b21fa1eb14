import { courseIds, difficulties, type RecipeFieldChange, shoppingCategories } from '@app/schema';
import { z } from 'zod';
import type { ChatToolSpec } from './chat-model.ts';

/*
 * The tools the assistant may call, defined once: the zod schema validates what a model sends
 * (a model's JSON is input like any other), and the JSON Schema the model sees is derived from
 * it. Lengths and counts are the services' business (they refuse with their own typed errors);
 * these schemas check shape. Each tool runs through the viewer-scoped services, so a recipe id
 * of another cook is "not found" like anywhere else in the api.
 */

const recipeId = z.number().int().positive().describe("The recipe's id.");

const recipeChanges = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    ingredients: z.array(z.string()).describe('Every ingredient line, in order, quantities first.'),
    instructions: z.array(z.string()).describe('Every step, in order, one per entry.'),
    servings: z.number().int().positive(),
    prepTime: z.number().int().min(0).describe('Minutes.'),
    cookTime: z.number().int().min(0).nullable().describe('Minutes.'),
    totalTime: z.number().int().min(0).nullable().describe('Minutes.'),
    difficulty: z.enum(difficulties),
    tags: z.array(z.string()),
  })
  .partial();

export const chatToolArguments = {
  search_recipes: z
    .object({
      text: z.string().describe('Words to find in name, description, tags or ingredients.'),
      tag: z.string(),
      course: z.enum(courseIds),
      maxTotalTime: z.number().int().positive().describe('Minutes, prep and cook together.'),
      ingredient: z.string().describe('One ingredient the recipe must contain, e.g. "chicken".'),
      limit: z.number().int().min(1).max(10),
    })
    .partial(),
  update_recipe: z.object({
    recipeId,
    changes: recipeChanges.describe('Only the fields that change; lists are given whole.'),
  }),
  create_recipe: z
    .object({
      text: z
        .string()
        .describe('A whole recipe as text (as pasted or as suggested); it is read by the parser.'),
      recipe: recipeChanges.extend({ name: z.string() }),
    })
    .partial()
    .refine((value) => (value.text === undefined) !== (value.recipe === undefined), {
      message: 'Give either text or recipe.',
    }),
  add_shopping_items: z
    .object({
      recipeId: recipeId.describe("Adds this recipe's ingredients (merged with the list)."),
      items: z
        .array(
          z.object({
            name: z.string(),
            quantity: z.string().optional(),
            category: z.enum(shoppingCategories).optional(),
          }),
        )
        .min(1)
        .describe('Items named by the cook.'),
    })
    .partial()
    .refine((value) => (value.recipeId === undefined) !== (value.items === undefined), {
      message: 'Give either recipeId or items.',
    }),
  scale_servings: z.object({
    recipeId,
    servings: z.number().int().min(1).max(100),
    save: z
      .boolean()
      .optional()
      .describe('Save the scaled quantities to the recipe (default: only show them).'),
  }),
  convert_units: z.object({
    amount: z.number().positive(),
    from: z.string().describe('A unit: cup, tbsp, tsp, g, kg, ml, l, oz, lb, °F, °C…'),
    to: z.string(),
    ingredient: z
      .string()
      .optional()
      .describe('Needed between volume and weight, e.g. "flour" for cups to grams.'),
  }),
} as const;

export type ChatToolName = keyof typeof chatToolArguments;
export type ChatToolArguments<Name extends ChatToolName> = z.infer<
  (typeof chatToolArguments)[Name]
>;

export const chatToolDescriptions: Record<ChatToolName, string> = {
  search_recipes: "Finds recipes in the cook's own collection.",
  update_recipe: 'Changes a recipe of the cook (usually the open one). Nutrition is recomputed.',
  create_recipe: "Saves a new recipe to the cook's collection.",
  add_shopping_items: "Adds a recipe's ingredients or named items to the cook's shopping list.",
  scale_servings: "Scales a recipe's ingredient quantities to a number of servings.",
  convert_units: 'Converts an amount between units, by weight or volume, using food densities.',
};

/** The tools as a model sees them. */
export function chatToolSpecs(): ChatToolSpec[] {
  return Object.entries(chatToolArguments).map(([name, schema]) => ({
    name,
    description: chatToolDescriptions[name as ChatToolName],
    parameters: z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>,
  }));
}

/** What each tool answers (to the model as JSON, and to the chat window as a card). */
export interface ChatToolResults {
  search_recipes: {
    recipes: { id: number; name: string; totalTime: number | null; tags: string[] }[];
    total: number;
  };
  update_recipe: { recipe: { id: number; name: string }; changes: RecipeFieldChange[] };
  create_recipe: { recipe: { id: number; name: string } };
  add_shopping_items: { items: { id: number; name: string; quantity: string; category: string }[] };
  scale_servings: {
    recipe: { id: number; name: string };
    fromServings: number;
    toServings: number;
    ingredients: string[];
    changes: RecipeFieldChange[];
    isSaved: boolean;
  };
  convert_units: { amount: number; from: string; to: string; result: number; text: string };
}

import type {
  ChatResponse,
  ImportsPort,
  Recipe,
  RecipeFieldChange,
  RecipesPort,
  RecipeUpdate,
  ShoppingListItem,
  ShoppingPort,
} from '@app/schema';
import { DomainError, RecipeNotFoundError } from '@app/schema';
import type { ChatToolCall } from './chat-model.ts';
import {
  type ChatToolArguments,
  type ChatToolName,
  type ChatToolResults,
  chatToolArguments,
} from './chat-tools.ts';

/** The cook's services for one tool call (a fresh unit of work each: a turn outlives a request). */
export interface ChatToolServices {
  recipes: RecipesPort;
  shopping: ShoppingPort;
  imports: ImportsPort;
}

/** Kitchen arithmetic the tools need, implemented beside the nutrition data in `src/ai`. */
export interface KitchenMath {
  /** Throws an Error whose message is fit for the cook when the units cannot be converted. */
  convertUnits(args: ChatToolArguments<'convert_units'>): ChatToolResults['convert_units'];
  scaleIngredientLines(lines: readonly string[], from: number, to: number): string[];
}

/** A tool call the model got wrong (unknown tool, arguments that are not what the tool takes). */
export class InvalidToolCallError extends Error {
  constructor(
    readonly toolName: string,
    detail: string,
  ) {
    super(`Invalid call of ${toolName}: ${detail}`);
    this.name = 'InvalidToolCallError';
  }
}

/** What a tool did to the response, and how to take it back if the turn fails later. */
export interface ToolRun {
  /** What the model reads back (and the chat window shows as a card). */
  output: { result: unknown } | { error: string };
  effects: (response: ChatResponse) => void;
  compensate?: () => Promise<void>;
}

type Runner<Name extends ChatToolName> = (
  args: ChatToolArguments<Name>,
  services: ChatToolServices,
  math: KitchenMath,
) => Promise<Omit<ToolRun, 'output'> & { result: ChatToolResults[Name] }>;

/**
 * Runs one tool call: the arguments are parsed like any input (a shape error is the model's
 * mistake and ends the turn), then the cook's own services do the work, so authorization,
 * validation and events are the api's usual ones. A domain refusal (a recipe that is not the
 * cook's, say) goes back to the model as `{error}`, to be told to the cook in words.
 */
export async function runChatTool(
  call: ChatToolCall,
  services: ChatToolServices,
  math: KitchenMath,
): Promise<ToolRun> {
  const name = call.name as ChatToolName;
  if (!Object.hasOwn(chatToolArguments, name)) {
    throw new InvalidToolCallError(call.name, 'there is no such tool');
  }
  let json: unknown;
  try {
    json = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    throw new InvalidToolCallError(name, 'the arguments are not JSON');
  }
  const parsed = chatToolArguments[name].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidToolCallError(
      name,
      `${issue?.path.join('.') || 'arguments'}: ${issue?.message}`,
    );
  }
  try {
    const run = await (runners[name] as Runner<typeof name>)(parsed.data as never, services, math);
    return { output: { result: run.result }, effects: run.effects, compensate: run.compensate };
  } catch (error) {
    // Input the services refuse is as much the model's mistake as a malformed argument.
    if (error instanceof DomainError && error.code !== 'VALIDATION') {
      return { output: { error: error.message }, effects: () => {} };
    }
    if (isInputRefusal(error)) throw new InvalidToolCallError(name, (error as Error).message);
    throw error;
  }
}

function isInputRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error instanceof DomainError && error.code === 'VALIDATION') ||
      error.name === 'InputValidationError' ||
      error.name === 'PothosValidationError')
  );
}

const runners: { [Name in ChatToolName]: Runner<Name> } = {
  async search_recipes(args, { recipes }) {
    const limit = args.limit ?? 5;
    // The service's search covers name, description, tags and ingredients; the ingredient and
    // the time are then checked on the rows themselves.
    const found = await recipes.list({
      search: args.ingredient ?? args.text ?? null,
      tag: args.tag ?? null,
      course: args.course ?? null,
    });
    const matches = found.filter(
      (recipe) =>
        (!args.text || !args.ingredient || mentions(recipe, args.text)) &&
        (!args.ingredient || usesIngredient(recipe, args.ingredient)) &&
        (args.maxTotalTime === undefined || minutesOf(recipe) <= args.maxTotalTime),
    );
    matches.sort((a, b) => minutesOf(a) - minutesOf(b));
    return {
      result: {
        recipes: matches.slice(0, limit).map((recipe) => ({
          id: recipe.id,
          name: recipe.name,
          totalTime: minutesOf(recipe),
          tags: recipe.tags,
        })),
        total: matches.length,
      },
      effects: () => {},
    };
  },

  async update_recipe({ recipeId, changes }, { recipes }) {
    const before = await recipes.get(recipeId);
    if (!before) throw new RecipeNotFoundError(recipeId);
    const after = await recipes.update(recipeId, changes as RecipeUpdate);
    return recipeChangeRun(recipes, before, after, Object.keys(changes));
  },

  async create_recipe(args, { recipes, imports }) {
    const created = args.text
      ? (await imports.fromText(args.text)).recipe
      : await recipes.create({ ...(args.recipe as { name: string }) });
    return {
      result: { recipe: { id: created.id, name: created.name } },
      effects: (response) => {
        response.recipeCreated = true;
        response.createdRecipe = created;
      },
      compensate: () => recipes.delete(created.id),
    };
  },

  async add_shopping_items(args, { shopping }) {
    let added: ShoppingListItem[];
    let compensate: (() => Promise<void>) | undefined;
    if (args.recipeId !== undefined) {
      // Generate merges with what is on the list: what it added or topped up is what changed.
      const before = new Map((await shopping.list()).map((item) => [item.id, item.version]));
      const list = await shopping.generate([args.recipeId]);
      added = list.filter((item) => before.get(item.id) !== item.version);
      const newIds = list.filter((item) => !before.has(item.id)).map((item) => item.id);
      compensate = async () => {
        for (const id of newIds) await shopping.delete(id).catch(() => undefined);
      };
    } else {
      added = [];
      for (const item of args.items ?? []) {
        added.push(
          await shopping.add({
            name: item.name,
            quantity: item.quantity ?? null,
            category: item.category ?? null,
          }),
        );
      }
      compensate = async () => {
        for (const item of added) await shopping.delete(item.id).catch(() => undefined);
      };
    }
    return {
      result: {
        items: added.map(({ id, name, quantity, category }) => ({ id, name, quantity, category })),
      },
      effects: (response) => {
        response.shoppingItemsAdded += added.length;
        response.addedShoppingItems.push(...added);
      },
      compensate,
    };
  },

  async scale_servings({ recipeId, servings, save }, { recipes }, math) {
    const recipe = await recipes.get(recipeId);
    if (!recipe) throw new RecipeNotFoundError(recipeId);
    const from = recipe.servings > 0 ? recipe.servings : 1;
    const ingredients = math.scaleIngredientLines(recipe.ingredients, from, servings);
    const summary = {
      recipe: { id: recipe.id, name: recipe.name },
      fromServings: from,
      toServings: servings,
      ingredients,
    };
    if (!save) {
      return { result: { ...summary, changes: [], isSaved: false }, effects: () => {} };
    }
    const after = await recipes.update(recipeId, { ingredients, servings });
    const run = recipeChangeRun(recipes, recipe, after, ['ingredients', 'servings']);
    return { ...run, result: { ...summary, changes: run.result.changes, isSaved: true } };
  },

  async convert_units(args, _services, math) {
    try {
      return { result: math.convertUnits(args), effects: () => {} };
    } catch (error) {
      throw new DomainError('NOT_FOUND', error instanceof Error ? error.message : String(error));
    }
  },
};

/** A recipe update as the response tells it, with Undo's values and the way back. */
function recipeChangeRun(
  recipes: RecipesPort,
  before: Recipe,
  after: Recipe,
  fields: readonly string[],
) {
  const changes: RecipeFieldChange[] = fields
    .map((field) => ({
      field,
      before: before[field as keyof Recipe] ?? null,
      after: after[field as keyof Recipe] ?? null,
    }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
  // Nutrition follows the ingredients; the cook sees it in the diff too.
  if (changes.some((change) => change.field === 'ingredients')) {
    if (JSON.stringify(before.nutrition) !== JSON.stringify(after.nutrition)) {
      changes.push({ field: 'nutrition', before: before.nutrition, after: after.nutrition });
    }
  }
  const restore = Object.fromEntries(
    changes.map((change) => [change.field, change.before]),
  ) as RecipeUpdate;
  return {
    result: { recipe: { id: after.id, name: after.name }, changes },
    effects: (response: ChatResponse) => {
      response.recipeUpdated = true;
      response.updatedRecipe = after;
      // A second change of the same field keeps the first `before`: Undo goes back to the start.
      for (const change of changes) {
        const earlier = response.recipeChanges.find((entry) => entry.field === change.field);
        if (earlier) earlier.after = change.after;
        else response.recipeChanges.push(change);
      }
    },
    compensate: async () => {
      await recipes.update(before.id, restore);
    },
  };
}

function minutesOf(recipe: Recipe): number {
  return recipe.totalTime ?? recipe.prepTime + (recipe.cookTime ?? 0);
}

function usesIngredient(recipe: Recipe, ingredient: string): boolean {
  const word = new RegExp(`\\b${escapeRegExp(ingredient.trim().toLowerCase())}`, 'i');
  return recipe.ingredients.some((line) => word.test(line)) || word.test(recipe.name);
}

function mentions(recipe: Recipe, text: string): boolean {
  const haystack = [recipe.name, recipe.description ?? '', ...recipe.tags, ...recipe.ingredients]
    .join('\n')
    .toLowerCase();
  return haystack.includes(text.trim().toLowerCase());
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

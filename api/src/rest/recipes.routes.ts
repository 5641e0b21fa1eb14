import type { FastifyInstance } from 'fastify';
import { RestError } from './http-status.ts';
import {
  bodyObject,
  fromEnumValue,
  parseId,
  pick,
  requireLists,
  toEnumValue,
} from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

const notFound = 'Recipe not found';

const editableFields = [
  'name',
  'description',
  'imageUrl',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
  'tags',
  'nutrition',
  'sourceUrl',
  'sourceImageUrl',
] as const;

/** The documented JSON of a recipe: the GraphQL shape with the spec's difficulty words. */
export function toRestRecipe(recipe: unknown) {
  const value = recipe as Record<string, unknown>;
  return { ...value, difficulty: fromEnumValue(value.difficulty) };
}

export function registerRecipeRoutes(app: FastifyInstance, run: RunOperation): void {
  app.get('/api/recipes', async (request) => {
    const data = await run('ListRecipes', {}, requireViewer(request));
    return (data.recipes as unknown[]).map(toRestRecipe);
  });

  app.get<{ Params: { id: string } }>('/api/recipes/:id', async (request) => {
    const id = parseId(request.params.id, notFound);
    const data = await run('GetRecipe', { id }, requireViewer(request));
    if (!data.recipe) throw new RestError('NOT_FOUND', notFound);
    return toRestRecipe(data.recipe);
  });

  app.put<{ Params: { id: string } }>('/api/recipes/:id', async (request) => {
    const id = parseId(request.params.id, notFound);
    const input = pick(bodyObject(request.body), editableFields);
    requireLists(input, ['ingredients', 'instructions', 'tags']);
    if ('difficulty' in input && input.difficulty !== null)
      input.difficulty = toEnumValue(input.difficulty);
    const data = await run('UpdateRecipe', { id, input }, requireViewer(request));
    return toRestRecipe((data.result as { recipe: unknown }).recipe);
  });

  app.patch<{ Params: { id: string } }>('/api/recipes/:id/favorite', async (request) => {
    const id = parseId(request.params.id, notFound);
    const { isFavorite } = bodyObject(request.body);
    if (typeof isFavorite !== 'boolean')
      throw new RestError('VALIDATION', 'isFavorite must be true or false.');
    const data = await run('SetRecipeFavorite', { id, isFavorite }, requireViewer(request));
    return toRestRecipe((data.result as { recipe: unknown }).recipe);
  });

  app.delete<{ Params: { id: string } }>('/api/recipes/:id', async (request, reply) => {
    const id = parseId(request.params.id, notFound);
    await run('DeleteRecipe', { id }, requireViewer(request));
    return reply.code(204).send();
  });
}

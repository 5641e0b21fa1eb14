import type { FastifyInstance } from 'fastify';
import { RestError } from './http-status.ts';
import { toRestRecipe } from './recipes.routes.ts';
import { bodyObject, parseId } from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

/** The shared recipe page's not-found text (spec §2). */
const sharedNotFound = 'Recipe Not Found';

type Saved = { saved: { isExisting: boolean; recipe: unknown } };

/** Sharing (spec §7): the public read, saving a shared recipe, and the owner's share switch. */
export function registerSharedRecipeRoutes(app: FastifyInstance, run: RunOperation): void {
  // Guests may read; a signed-in viewer also learns which of their recipes is its copy.
  app.get<{ Params: { id: string } }>(
    '/api/recipes/public/:id',
    { config: { isPublic: true } },
    async (request) => {
      const id = parseId(request.params.id, sharedNotFound);
      const data = await run('SharedRecipe', { id }, request.viewer);
      if (!data.sharedRecipe) throw new RestError('NOT_FOUND', sharedNotFound);
      return toRestRecipe(data.sharedRecipe);
    },
  );

  app.post('/api/recipes/save-shared', async (request) => {
    const viewer = requireViewer(request);
    const { recipeId } = bodyObject(request.body);
    if (typeof recipeId !== 'number' || !Number.isInteger(recipeId)) {
      throw new RestError('VALIDATION', 'recipeId must be the id of a shared recipe.');
    }
    const data = await run('SaveSharedRecipe', { recipeId }, viewer);
    const { saved } = data.result as Saved;
    return { ...toRestRecipe(saved.recipe), isExisting: saved.isExisting };
  });

  app.patch<{ Params: { id: string } }>('/api/recipes/:id/share', async (request) => {
    const id = parseId(request.params.id, 'Recipe not found');
    const { isShared } = bodyObject(request.body);
    if (typeof isShared !== 'boolean')
      throw new RestError('VALIDATION', 'isShared must be true or false.');
    const data = await run('SetRecipeShared', { id, isShared }, requireViewer(request));
    return toRestRecipe((data.result as { recipe: unknown }).recipe);
  });
}

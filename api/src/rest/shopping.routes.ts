import type { FastifyInstance } from 'fastify';
import {
  bodyObject,
  fromEnumValue,
  parseCompletedFlag,
  parseId,
  pick,
  requireLists,
} from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

const notFound = 'Shopping list item not found';

/** The documented JSON of an item: completion as 0/1 and the category's spelling from the spec. */
export function toRestItem(item: unknown) {
  const value = item as Record<string, unknown>;
  return {
    ...value,
    category: fromEnumValue(value.category),
    isCompleted: value.isCompleted ? 1 : 0,
  };
}

export function registerShoppingRoutes(app: FastifyInstance, run: RunOperation): void {
  app.get('/api/shopping-list', async (request) => {
    const data = await run('ListShoppingList', {}, requireViewer(request));
    return (data.shoppingList as unknown[]).map(toRestItem);
  });

  app.post('/api/shopping-list', async (request, reply) => {
    const body = bodyObject(request.body);
    const input = pick(body, ['clientId', 'name', 'quantity', 'category', 'recipeIds']);
    requireLists(input, ['recipeIds']);
    if (body.isCompleted !== undefined) input.isCompleted = parseCompletedFlag(body.isCompleted);
    const data = await run('AddShoppingListItem', { input }, requireViewer(request));
    return reply.code(201).send(toRestItem((data.result as { item: unknown }).item));
  });

  app.patch<{ Params: { id: string } }>('/api/shopping-list/:id', async (request) => {
    const id = parseId(request.params.id, notFound);
    const isCompleted = parseCompletedFlag(bodyObject(request.body).isCompleted);
    const data = await run(
      'SetShoppingListItemCompleted',
      { id, isCompleted },
      requireViewer(request),
    );
    return toRestItem((data.result as { item: unknown }).item);
  });

  app.delete<{ Params: { id: string } }>('/api/shopping-list/:id', async (request, reply) => {
    const id = parseId(request.params.id, notFound);
    await run('DeleteShoppingListItem', { id }, requireViewer(request));
    return reply.code(204).send();
  });

  // Answers { deletedCount } as documented, plus { undo: { id, expiresAt } } for the Undo route.
  app.delete('/api/shopping-list', async (request) => {
    const data = await run('ClearShoppingList', {}, requireViewer(request));
    return (data.result as { cleared: { deletedCount: number } }).cleared;
  });

  app.post<{ Params: { id: string } }>('/api/shopping-list/undo/:id', async (request) => {
    const data = await run(
      'UndoShoppingListChange',
      { id: request.params.id },
      requireViewer(request),
    );
    return (data.result as { items: unknown[] }).items.map(toRestItem);
  });

  app.post('/api/shopping-list/generate', async (request) => {
    const input = pick(bodyObject(request.body), ['recipeIds']);
    requireLists(input, ['recipeIds']);
    const data = await run('GenerateShoppingList', input, requireViewer(request));
    return (data.result as { items: unknown[] }).items.map(toRestItem);
  });

  app.post('/api/shopping-list/optimize', async (request) => {
    const data = await run('OptimizeShoppingList', {}, requireViewer(request));
    return (data.result as { items: unknown[] }).items.map(toRestItem);
  });
}

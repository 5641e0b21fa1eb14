import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RestError } from './http-status.ts';
import { bodyObject, toEnumValue } from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { toRestItem } from './shopping.routes.ts';
import { requireViewer } from './viewer.ts';

/** Spec §9: the assistant reads the last 10 messages; older ones a client sends are dropped. */
const historyLength = 10;

/**
 * Spec §7: one message in, the whole Chat response out (the same turn as the GraphQL stream,
 * without the streaming). A client that keeps a conversation may send its `conversationId`;
 * otherwise each request is a conversation of its own and reads the current prompts.
 */
export function registerChatRoutes(app: FastifyInstance, run: RunOperation): void {
  app.post('/api/general-chat', (request) => ask(run, request, null));

  app.post('/api/recipe-chat', (request) => {
    const { recipeId } = bodyObject(request.body);
    if (typeof recipeId !== 'number' || !Number.isInteger(recipeId) || recipeId < 1) {
      throw new RestError('VALIDATION', 'recipeId must be a positive whole number.');
    }
    return ask(run, request, recipeId);
  });

  /*
   * Spec §7: a realtime voice session's client secret. The body's `voice` is honoured; its
   * `instructions` are not: the server writes them (the admin's prompt and the open recipe,
   * `recipeId`), so a page cannot give the assistant other rules than the text chat's.
   */
  app.post('/api/realtime/session', async (request) => {
    const body = bodyObject(request.body);
    const input = { voice: body.voice ?? null, recipeId: body.recipeId ?? null };
    const data = await run('CreateRealtimeSession', { input }, requireViewer(request));
    return (data.result as { session: Record<string, unknown> }).session;
  });
}

async function ask(run: RunOperation, request: FastifyRequest, recipeId: number | null) {
  const body = bodyObject(request.body);
  const history = body.conversationHistory ?? [];
  if (!Array.isArray(history)) {
    throw new RestError('VALIDATION', 'conversationHistory must be a list of messages.');
  }
  const input = {
    conversationId: body.conversationId ?? randomUUID(),
    message: body.message,
    recipeId,
    history: history.slice(-historyLength).map((entry: unknown) => {
      if (entry === null || typeof entry !== 'object') {
        throw new RestError('VALIDATION', 'Each message of conversationHistory must be an object.');
      }
      const { role, content } = entry as Record<string, unknown>;
      return { role: toEnumValue(role), content };
    }),
  };
  const data = await run('SendChatMessage', { input }, requireViewer(request));
  const { response } = data.result as { response: Record<string, unknown> };
  return {
    ...response,
    addedShoppingItems: (response.addedShoppingItems as unknown[]).map(toRestItem),
  };
}

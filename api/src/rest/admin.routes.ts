import type { FastifyInstance } from 'fastify';
import { RestError } from './http-status.ts';
import { bodyObject, toEnumValue } from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

/** The dashboard's routes; the schema answers 403 for anyone but an admin. */
export function registerAdminRoutes(app: FastifyInstance, run: RunOperation): void {
  app.get('/api/admin/stats', async (request) => {
    const data = await run('AdminStats', {}, requireViewer(request));
    return data.adminStats;
  });

  app.get('/api/admin/prompts', async (request) => {
    const data = await run('ChatbotPrompts', {}, requireViewer(request));
    return data.chatbotPrompts;
  });

  app.post('/api/admin/prompts', async (request) => {
    const viewer = requireViewer(request);
    const { promptType, prompt } = bodyObject(request.body);
    if (typeof promptType !== 'string') {
      throw new RestError('VALIDATION', 'promptType must be one of main, shopping or recipe.');
    }
    // "mainPrompt" (the field name) and "main" both name the main prompt.
    const type = toEnumValue(promptType.replace(/Prompt$/, ''));
    const data = await run('UpdateChatbotPrompt', { promptType: type, prompt }, viewer);
    return (data.result as { prompts: unknown }).prompts;
  });
}

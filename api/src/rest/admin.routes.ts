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

  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/users', async (request) => {
    const { search, first, after } = request.query;
    const data = await run(
      'AdminUsers',
      {
        search: optionalText(search, 'search'),
        first: optionalCount(first),
        after: optionalText(after, 'after'),
      },
      requireViewer(request),
    );
    const page = data.adminUsers as {
      nodes: unknown[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
    return {
      users: page.nodes,
      totalCount: page.totalCount,
      hasNextPage: page.pageInfo.hasNextPage,
      endCursor: page.pageInfo.endCursor,
    };
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

function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new RestError('VALIDATION', `${name} must be given once.`);
  return value;
}

function optionalCount(value: unknown): number | undefined {
  const text = optionalText(value, 'first');
  if (text === undefined) return undefined;
  if (!/^\d{1,4}$/.test(text)) throw new RestError('VALIDATION', 'first must be a whole number.');
  return Number(text);
}

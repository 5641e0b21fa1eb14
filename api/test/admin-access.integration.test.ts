import { schema } from '@app/schema';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

/**
 * One GraphQL operation per admin-only field. The list of fields is read from the schema (every
 * Query and Mutation field whose authScopes say `admin`), so a new admin field without a row
 * here fails the first test.
 */
const adminOperations: Record<string, string> = {
  adminStats: '{ adminStats { totalUsers totalRecipes topRecipeCreators { email } } }',
  adminUsers: '{ adminUsers(first: 5) { totalCount nodes { id status } pageInfo { endCursor } } }',
  adminChatLogs: '{ adminChatLogs(first: 5) { nodes { id } pageInfo { hasNextPage } } }',
  adminSystemSettings: '{ adminSystemSettings { database { kind } ai { apiKey { isSet } } } }',
  chatbotPrompts: '{ chatbotPrompts { mainPrompt } }',
  chatbotPromptHistory: '{ chatbotPromptHistory(promptType: MAIN) { id savedByEmail } }',
  updateChatbotPrompt:
    'mutation { updateChatbotPrompt(promptType: MAIN, prompt: "Be brief.") { __typename } }',
  resetChatbotPrompt: 'mutation { resetChatbotPrompt(promptType: SHOPPING) { __typename } }',
  restoreChatbotPrompt: 'mutation { restoreChatbotPrompt(versionId: "1") { __typename } }',
  adminReport: '{ adminReport(days: 7) { __typename } }',
  adminUserExport: '{ adminUserExport(first: 5) { __typename } }',
  // An id nobody has: the admin gets the typed not-found, the others nothing.
  adminRemoveTwoFactor:
    'mutation { adminRemoveTwoFactor(userId: "00000000-0000-4000-8000-000000000000") { __typename } }',
};

/**
 * Every /api/admin/* route: [method, path, body]. Add a row for each new route (reports, CSV
 * export, ...); the routes the server actually registers are checked against this list.
 */
const adminRestRoutes: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users?first=5'],
  ['GET', '/api/admin/prompts'],
  ['POST', '/api/admin/prompts', { promptType: 'recipe', prompt: 'Keep it short.' }],
  ['GET', '/api/admin/exports/users.csv'],
  ['GET', '/api/admin/reports?days=7'],
  ['GET', '/api/admin/reports.csv?days=7'],
];

let app: TestApp;
let admin: TestUser;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['chef@example.com'] });
  admin = await app.user('chef@example.com');
  cook = await app.user('cook@example.com');
});
afterAll(() => app.close());

function adminFields(type: GraphQLObjectType | null | undefined): string[] {
  return Object.values(type?.getFields() ?? {})
    .filter((field: GraphQLField<unknown, unknown>) => {
      const options = field.extensions?.pothosOptions as
        | { authScopes?: { admin?: boolean } }
        | undefined;
      return options?.authScopes?.admin === true;
    })
    .map((field) => field.name);
}

/** Paths of the registered routes under /api/admin, from Fastify's own route table. */
function registeredAdminRoutes(): string[] {
  // One route per line, a route that extends another (`/reports.csv` after `/reports`) nested
  // under it with only its own part: the full path is the parents' parts joined.
  const printed = app.app.printRoutes({ commonPrefix: false });
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith('/api/admin/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}

describe('every admin operation is refused to anyone but an admin', () => {
  it('has a row for every admin-only field of the schema and every /api/admin route', () => {
    const fields = [
      ...adminFields(schema.getQueryType()),
      ...adminFields(schema.getMutationType()),
    ].sort();
    expect(fields.length).toBeGreaterThan(5);
    expect(Object.keys(adminOperations).sort()).toEqual(fields);
    const listed = [
      ...new Set(adminRestRoutes.map(([method, path]) => `${method} ${path.split('?')[0]}`)),
    ].sort();
    expect(listed).toEqual(registeredAdminRoutes());
  });

  it.each(Object.entries(adminOperations))(
    'GraphQL %s: FORBIDDEN to a cook, UNAUTHENTICATED to a guest, data to an admin',
    async (_field, operation) => {
      const asCook = await graphql(app, operation, {}, cook);
      expect(asCook.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asCook.data ?? null).toBeNull();
      const asGuest = await graphql(app, operation);
      expect(asGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asAdmin = await graphql<Record<string, unknown>>(app, operation, {}, admin);
      expect(asAdmin.errors).toBeUndefined();
      expect(Object.values(asAdmin.data ?? {})[0]).toBeTruthy();
    },
  );

  it.each(adminRestRoutes)(
    'REST %s %s: 403 to a cook, 401 to a guest, 200 to an admin',
    async (method, path, body) => {
      const asCook = await rest<{ error: { code: string } }>(app, method, path, {
        user: cook,
        body,
      });
      expect([asCook.status, asCook.body.error.code]).toEqual([403, 'FORBIDDEN']);
      const asGuest = await rest<{ error: { code: string } }>(app, method, path, { body });
      expect([asGuest.status, asGuest.body.error.code]).toEqual([401, 'UNAUTHENTICATED']);
      const asAdmin = await rest(app, method, path, { user: admin, body });
      expect(asAdmin.status).toBe(200);
    },
  );
});

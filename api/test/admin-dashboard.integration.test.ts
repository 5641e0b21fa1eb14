import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { defaultPrompts } from '../src/modules/prompts/default-prompts.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

/** Secrets configured for this app; none may appear in any answer. */
const secrets = {
  OPENAI_API_KEY: 'sk-test-0123456789-wxyz',
  AUTH_JWT_SECRET: 'jwt-signing-secret-0123456789',
  REDIS_URL: 'redis://:redis-password-42@cache.internal:6379',
  SMTP_URL: 'smtp://mailer:smtp-password-77@mail.internal:587',
  SUPABASE_ANON_KEY: 'anon-key-secret-9876543210',
  GITHUB_CLIENT_SECRET: 'github-client-secret-55',
};

let app: TestApp;
let admin: TestUser;
let cook: TestUser;
let baker: TestUser;

function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []) {
  return (app.database.orm.em.fork() as EntityManager).execute<T[]>(query, params);
}

beforeAll(async () => {
  app = await createTestApp({
    adminEmails: ['chef@example.com'],
    config: parseConfig({
      ...secrets,
      SUPABASE_URL: 'https://project.supabase.example',
      GITHUB_CLIENT_ID: 'github-client',
      OPENAI_CHAT_MODEL: 'gpt-test',
      CHAT_LOG_CONTENT: 'false',
    }),
  });
  admin = await app.user('chef@example.com');
  cook = await app.user('cook@example.com', { metadata: { first_name: 'Ada' } });
  baker = await app.user('baker@example.com', { metadata: { first_name: 'Bea' } });
});
afterAll(() => app.close());

async function adminQuery<T>(query: string, variables: Record<string, unknown> = {}) {
  const result = await graphql<T>(app, query, variables, admin);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe('admin stats', () => {
  it('equal the counts in the database after creating, deleting and losing a user', async () => {
    const stats = async () =>
      (
        await adminQuery<{
          adminStats: {
            totalRecipes: number;
            topRecipeCreators: { email: string; recipeCount: number }[];
          };
        }>('{ adminStats { totalRecipes topRecipeCreators { email recipeCount } } }')
      ).adminStats;
    const truth = async () => {
      const [total] = await sql<{ total: string | number }>(
        'select count(*) as "total" from "recipes"',
      );
      const owners = await sql<{ email: string; n: string | number }>(
        `select u."email", count(*) as "n" from "recipes" r join "users" u on u."id" = r."user_id"
          group by u."email" order by count(*) desc, u."email"`,
      );
      return {
        totalRecipes: Number(total?.total),
        creators: owners.map((row) => ({ email: row.email, recipeCount: Number(row.n) })),
      };
    };
    const expectExact = async () => {
      const [answer, expected] = await Promise.all([stats(), truth()]);
      expect(answer.totalRecipes).toBe(expected.totalRecipes);
      expect([...answer.topRecipeCreators].sort((a, b) => a.email.localeCompare(b.email))).toEqual(
        [...expected.creators].sort((a, b) => a.email.localeCompare(b.email)),
      );
    };

    const ids = [];
    for (const name of ['Soup', 'Stew', 'Bread']) ids.push(await createRecipe(app, cook, { name }));
    await createRecipe(app, baker, { name: 'Scones' });
    await expectExact();
    expect((await stats()).topRecipeCreators[0]).toEqual({
      email: 'cook@example.com',
      recipeCount: 3,
    });

    expect((await rest(app, 'DELETE', `/api/recipes/${ids[0]}`, { user: cook })).status).toBe(204);
    await expectExact();
    // Written by anything, not only the services: a bulk insert and a change of owner.
    await sql(
      `insert into "recipes" ("user_id", "name", "ingredients", "instructions", "tags", "tag_keys", "search_text", "created_at", "updated_at")
       select ?, 'Bulk ' || g, '[]', '[]', '[]', '[]', '', now(), now() from generate_series(1, 5) g`,
      [baker.id],
    );
    await sql(`update "recipes" set "user_id" = ? where "name" = 'Stew'`, [baker.id]);
    await expectExact();
    await sql(`delete from "users" where "id" = ?`, [baker.id]);
    await expectExact();
    expect((await stats()).topRecipeCreators.map((row) => row.email)).not.toContain(
      'baker@example.com',
    );
  });
});

describe('prompt history', () => {
  const history = async (promptType: string) =>
    (
      await adminQuery<{
        chatbotPromptHistory: {
          id: string;
          prompt: string;
          savedByEmail: string | null;
          savedByUserId: string | null;
          savedAt: string;
        }[];
      }>(
        'query ($t: PromptType!) { chatbotPromptHistory(promptType: $t) { id prompt savedByEmail savedByUserId savedAt } }',
        { t: promptType },
      )
    ).chatbotPromptHistory;

  it('keeps every saved text with who saved it, newest first, starting with the text it replaced', async () => {
    expect(await history('MAIN')).toEqual([]);
    for (const prompt of ['Be brief.', 'Be brief and kind.']) {
      const saved = await rest(app, 'POST', '/api/admin/prompts', {
        user: admin,
        body: { promptType: 'main', prompt },
      });
      expect(saved.status).toBe(200);
    }
    const versions = await history('MAIN');
    expect(versions.map((version) => [version.prompt, version.savedByEmail])).toEqual([
      ['Be brief and kind.', 'chef@example.com'],
      ['Be brief.', 'chef@example.com'],
      [defaultPrompts.main, null],
    ]);
    expect(versions[0]?.savedByUserId).toBe(admin.id);
  });

  it('restores an earlier version as a new version', async () => {
    const [, older] = await history('MAIN');
    const restored = await adminQuery<{
      restoreChatbotPrompt: { __typename: string; prompts: { mainPrompt: string } };
    }>(
      `mutation ($id: ID!) { restoreChatbotPrompt(versionId: $id) {
        __typename ... on RestoreChatbotPromptSuccess { prompts { mainPrompt } } } }`,
      { id: older?.id },
    );
    expect(restored.restoreChatbotPrompt.prompts.mainPrompt).toBe('Be brief.');
    const versions = await history('MAIN');
    expect(versions.map((version) => version.prompt)).toEqual([
      'Be brief.',
      'Be brief and kind.',
      'Be brief.',
      defaultPrompts.main,
    ]);
    const prompts = await rest<{ mainPrompt: string }>(app, 'GET', '/api/admin/prompts', {
      user: admin,
    });
    expect(prompts.body.mainPrompt).toBe('Be brief.');
  });

  it('answers a typed error for a version that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      const answer = await adminQuery<{
        restoreChatbotPrompt: { __typename: string; code: string };
      }>(
        `mutation ($id: ID!) { restoreChatbotPrompt(versionId: $id) {
          __typename ... on Error { code } } }`,
        { id },
      );
      expect(answer.restoreChatbotPrompt).toEqual({
        __typename: 'ChatbotPromptVersionNotFoundError',
        code: 'NOT_FOUND',
      });
    }
  });

  it('resets a prompt to its default, recorded as a version', async () => {
    await rest(app, 'POST', '/api/admin/prompts', {
      user: admin,
      body: { promptType: 'recipe', prompt: 'Only soups.' },
    });
    const reset = await adminQuery<{
      resetChatbotPrompt: { prompts: { recipePrompt: string } };
    }>(
      `mutation { resetChatbotPrompt(promptType: RECIPE) {
        ... on ResetChatbotPromptSuccess { prompts { recipePrompt } } } }`,
    );
    expect(reset.resetChatbotPrompt.prompts.recipePrompt).toBe(defaultPrompts.recipe);
    expect((await history('RECIPE')).map((version) => version.prompt)).toEqual([
      defaultPrompts.recipe,
      'Only soups.',
      defaultPrompts.recipe,
    ]);
  });
});

describe('chat logs', () => {
  interface LogPage {
    adminChatLogs: {
      edges: {
        cursor: string;
        node: {
          id: string;
          userEmail: string | null;
          feature: string;
          provider: string;
          outcome: string;
          tools: string[];
          latencyMs: number | null;
          userMessage: string | null;
          response: string | null;
        };
      }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  }
  const logQuery = `query ($first: Int, $after: String) { adminChatLogs(first: $first, after: $after) {
    edges { cursor node { id userEmail feature provider outcome tools latencyMs userMessage response } }
    pageInfo { hasNextPage endCursor } } }`;

  it('lists a turn with its user, feature, provider and outcome, without the words when they are not logged', async () => {
    const turn = await graphql<{ sendChatMessage: { __typename: string } }>(
      app,
      `mutation ($input: ChatMessageInput!) { sendChatMessage(input: $input) { __typename } }`,
      {
        input: { conversationId: randomUUID(), message: 'How long do I boil an egg?', history: [] },
      },
      cook,
    );
    expect(turn.data?.sendChatMessage.__typename).toBe('SendChatMessageSuccess');
    const [latest] = (await adminQuery<LogPage>(logQuery, { first: 1 })).adminChatLogs.edges;
    expect(latest?.node).toMatchObject({
      userEmail: 'cook@example.com',
      feature: 'GENERAL',
      provider: 'local',
      outcome: 'completed',
      userMessage: null,
      response: null,
    });
    expect(latest?.node.latencyMs).toEqual(expect.any(Number));
  });

  it('pages newest first by cursor, each turn once, even when turns share a start time', async () => {
    for (const status of ['completed', 'failed', 'cancelled', 'completed']) {
      await sql(
        `insert into "chat_turns" ("id", "user_id", "conversation_id", "feature", "provider", "model", "status", "tools", "started_at")
         values (?, ?, ?, 'RECIPE', 'openai', 'gpt-test', ?, '["update_recipe"]', '2026-11-01T08:00:00.000001Z')`,
        [randomUUID(), cook.id, randomUUID(), status],
      );
    }
    const expected = (
      await sql<{ id: string }>(
        `select "id" from "chat_turns" order by "started_at" desc, "id" desc`,
      )
    ).map((row) => row.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; round < 10; round += 1) {
      const page: LogPage = await adminQuery<LogPage>(logQuery, { first: 2, after });
      seen.push(...page.adminChatLogs.edges.map((edge) => edge.node.id));
      after = page.adminChatLogs.pageInfo.endCursor;
      if (!page.adminChatLogs.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(expected);
    expect(seen).toHaveLength(5);
  });
});

describe('system settings', () => {
  it('describe the running configuration with every secret masked', async () => {
    const response = await graphql<{ adminSystemSettings: Record<string, unknown> }>(
      app,
      `{ adminSystemSettings {
        publicUrl
        database { kind host name dataDir }
        auth { mode issuer audience supabaseUrl supabaseAnonKey { isSet masked } jwtSecret { isSet masked }
               jwksUrl autoConfirm tokenLifetimeSeconds smtpUrl externalProviders adminEmailCount }
        ai { provider baseUrl apiKey { isSet masked } chatModel { name isDefault }
             assistantModel { name isDefault } visionModel { name isDefault }
             imageModel { name isDefault } realtimeModel { name isDefault } timeoutMs }
        redis { isEnabled url }
        remoteUrls { name url }
        chat { logContent turnTimeoutMs }
      } }`,
      {},
      admin,
    );
    const settings = response.data?.adminSystemSettings;
    expect(settings).toMatchObject({
      auth: {
        mode: 'supabase',
        supabaseAnonKey: { isSet: true, masked: '…3210' },
        jwtSecret: { isSet: true, masked: '…6789' },
        smtpUrl: 'smtp://mailer:****@mail.internal:587',
        externalProviders: ['github'],
      },
      ai: {
        apiKey: { isSet: true, masked: '…wxyz' },
        chatModel: { name: 'gpt-test', isDefault: false },
        imageModel: { name: 'gpt-image-1', isDefault: true },
        realtimeModel: { name: 'gpt-4o-realtime-preview', isDefault: true },
      },
      redis: { isEnabled: true, url: 'redis://:****@cache.internal:6379' },
      chat: { logContent: false, turnTimeoutMs: 120000 },
    });
    const text = JSON.stringify(response);
    for (const secret of [...Object.values(secrets), 'redis-password-42', 'smtp-password-77']) {
      expect(text).not.toContain(secret);
    }
  });
});

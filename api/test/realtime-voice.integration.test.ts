import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiRealtimeProvider } from '../src/ai/realtime/openai-realtime-provider.ts';
import { ChatTurn } from '../src/modules/chat/chat-turn.entity.ts';
import { chatToolSpecs } from '../src/modules/chat/index.ts';
import { topics } from '../src/modules/shared/event-bus.ts';
import { createUserRateLimiter } from '../src/modules/shared/user-rate-limiter.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';
import {
  type RealtimeProviderStandIn,
  standInApiKey,
  startRealtimeProviderStandIn,
} from './realtime-provider-stand-in.ts';

// POST /api/realtime/session with the real `openai` SDK against a loopback stand-in of the
// Realtime API, and the voice session's tool calls through the assistant's tools.

const redisUrl = process.env.TEST_REDIS_URL;
const sessionsPerWindow = 3;

let standIn: RealtimeProviderStandIn;
let app: TestApp;
let offline: TestApp;
let redis: Redis | undefined;
let cook: TestUser;
let neighbour: TestUser;
let soupId: number;
let neighbourRecipeId: number;
/** Counts shared with `app`'s limiter, as another replica's would be (with Redis). */
let limitPrefix: string;

interface SessionBody {
  clientSecret: string;
  model: string;
  voice: string;
  callUrl: string;
  expiresAt: string | null;
}

interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

function startSession(body: unknown, user: TestUser | null = cook, on = app) {
  return rest<SessionBody & ErrorBody>(on, 'POST', '/api/realtime/session', {
    user: user ?? undefined,
    body,
  });
}

beforeAll(async () => {
  standIn = await startRealtimeProviderStandIn();
  redis = redisUrl ? new Redis(redisUrl) : undefined;
  limitPrefix = `realtime-sessions-test-${randomUUID()}`;
  app = await createTestApp({
    realtime: createOpenAiRealtimeProvider({
      apiKey: standInApiKey,
      baseUrl: standIn.baseUrl,
      maxRetries: 0,
    }),
    realtimeSessionLimiter: createUserRateLimiter(
      { keyPrefix: limitPrefix, points: sessionsPerWindow, windowSeconds: 3600 },
      redis,
    ),
  });
  // As on a machine without OPENAI_API_KEY.
  offline = await createTestApp();
  cook = await app.user('voice-cook@example.com');
  neighbour = await app.user('voice-neighbour@example.com');
  soupId = await createRecipe(app, cook, {
    name: 'Lentil Soup',
    ingredients: ['200 g red lentils', '1 onion', '1 l stock'],
    instructions: ['Simmer everything for 25 minutes.'],
    servings: 2,
  });
  neighbourRecipeId = await createRecipe(app, neighbour, { name: 'Secret Stew' });
});

afterAll(async () => {
  await app?.close();
  await offline?.close();
  await standIn?.close();
  redis?.disconnect();
});

describe('POST /api/realtime/session', () => {
  it('mints a client secret with the real SDK call: prompt, open recipe, voice and tools', async () => {
    const answer = await startSession({
      voice: 'verse',
      recipeId: soupId,
      instructions: 'Be rude.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      clientSecret: expect.stringMatching(/^ek_/),
      model: 'gpt-4o-realtime-preview',
      voice: 'verse',
      callUrl: `${standIn.baseUrl}/realtime/calls`,
    });
    expect(Date.parse(answer.body.expiresAt ?? '')).toBeGreaterThan(Date.now());

    const request = standIn.secretRequests.at(-1);
    expect(request?.authorization).toBe(`Bearer ${standInApiKey}`);
    const session = request?.body.session;
    expect(session).toMatchObject({
      type: 'realtime',
      model: 'gpt-4o-realtime-preview',
      audio: {
        output: { voice: 'verse' },
        input: { transcription: { model: expect.any(String) } },
      },
    });
    // The server's instructions: the admin's main prompt and the open recipe, not the body's.
    expect(session.instructions).toContain('Lentil Soup');
    expect(session.instructions).toContain('200 g red lentils');
    expect(session.instructions).toContain(`recipeId ${soupId}`);
    expect(session.instructions).not.toContain('Be rude.');
    expect(session.tools.map((tool: { name: string }) => tool.name)).toEqual(
      chatToolSpecs().map((tool) => tool.name),
    );
    for (const tool of session.tools) {
      expect(tool).toMatchObject({ type: 'function', parameters: { type: 'object' } });
      expect(tool.parameters.$schema).toBeUndefined();
    }
  });

  it("speaks with 'alloy' when the body names no voice, and says no recipe is open", async () => {
    const answer = await startSession({});
    expect(answer.status).toBe(200);
    expect(answer.body.voice).toBe('alloy');
    const session = standIn.secretRequests.at(-1)?.body.session;
    expect(session.audio.output.voice).toBe('alloy');
    expect(session.instructions).toContain('No recipe is open.');
  });

  it('refuses a guest with 401 before reaching the provider', async () => {
    const before = standIn.secretRequests.length;
    const answer = await startSession({}, null);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHENTICATED');
    expect(standIn.secretRequests.length).toBe(before);
  });

  it("answers 404 for another cook's recipe, and tells the provider nothing of it", async () => {
    const before = standIn.secretRequests.length;
    const answer = await startSession({ recipeId: neighbourRecipeId });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
    expect(standIn.secretRequests.length).toBe(before);
  });

  it('answers 409 with the offline voice fallback when no key is configured', async () => {
    const offlineCook = await offline.user('offline-cook@example.com');
    const answer = await startSession({ voice: 'alloy' }, offlineCook, offline);
    expect(answer.status).toBe(409);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.error).toEqual({
      code: 'CONFLICT',
      message: 'Realtime voice is not set up on this server (it has no AI key).',
      details: { fallback: 'OFFLINE_VOICE' },
    });
  });

  it('refuses a voice the provider does not have', async () => {
    const answer = await startSession({ voice: 'darth' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/voice must be one of/);
  });

  it("passes on the provider's refusal as 502 in words for the cook", async () => {
    standIn.secretMode = 'refuse';
    try {
      const answer = await startSession({}, neighbour);
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatchObject({
        code: 'UPSTREAM_FAILED',
        message: 'The AI service had an internal problem (HTTP 500). Please try again later.',
      });
    } finally {
      standIn.secretMode = 'ok';
    }
  });

  it('refuses an answer without a client secret', async () => {
    standIn.secretMode = 'no-secret';
    try {
      const answer = await startSession({}, neighbour);
      expect(answer.status).toBe(502);
      expect(answer.body.error.message).toBe(
        'Realtime token response did not include a client secret',
      );
    } finally {
      standIn.secretMode = 'ok';
    }
  });

  it('limits the sessions a cook starts, with the wait in the answer', async () => {
    const limited = await app.user('voice-chatterbox@example.com');
    for (let session = 0; session < sessionsPerWindow; session += 1) {
      expect((await startSession({}, limited)).status).toBe(200);
    }
    const refused = await startSession({}, limited);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.body.error.details?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(refused.headers.get('retry-after')).toBe(
      String(refused.body.error.details?.retryAfterSeconds),
    );
    // Another cook is not held back by it.
    expect((await startSession({}, await app.user('voice-quiet@example.com'))).status).toBe(200);
  });

  it.runIf(redisUrl)('keeps the counts in Redis, where every replica sees them', async () => {
    const limited = await app.user('voice-replicas@example.com');
    // Another replica's limiter over the same Redis, as main.ts builds one per process.
    const replica = createUserRateLimiter(
      { keyPrefix: limitPrefix, points: sessionsPerWindow, windowSeconds: 3600 },
      redis,
    );
    for (let session = 0; session < sessionsPerWindow; session += 1) {
      expect(await replica(limited.id)).toBeNull();
    }
    expect((await startSession({}, limited)).status).toBe(429);
  });

  it('is the GraphQL mutation createRealtimeSession underneath', async () => {
    const result = await graphql<{
      createRealtimeSession: { __typename: string; session?: { clientSecret: string } };
    }>(
      app,
      `mutation { createRealtimeSession(input: { voice: "coral" }) {
        __typename ... on CreateRealtimeSessionSuccess { session { clientSecret } }
      } }`,
      {},
      neighbour,
    );
    expect(result.data?.createRealtimeSession.__typename).toBe('CreateRealtimeSessionSuccess');
    expect(result.data?.createRealtimeSession.session?.clientSecret).toMatch(/^ek_/);
  });
});

describe('runAssistantTool (the voice session calling a tool)', () => {
  const runTool = (
    input: { callId: string; name: string; arguments: string; conversationId?: string },
    user?: TestUser,
  ) =>
    graphql<{
      runAssistantTool: {
        __typename: string;
        run?: {
          callId: string;
          output: { result?: Record<string, unknown>; error?: string };
          response: {
            recipeUpdated: boolean;
            updatedRecipe: { id: number; servings: number } | null;
            recipeChanges: { field: string; before: unknown; after: unknown }[];
          };
        };
      };
    }>(
      app,
      `mutation Run($input: RunAssistantToolInput!) {
        runAssistantTool(input: $input) {
          __typename
          ... on RunAssistantToolSuccess {
            run { callId output response { recipeUpdated updatedRecipe { id servings } recipeChanges { field before after } } }
          }
        }
      }`,
      { input },
      user,
    );

  it("changes the cook's recipe through the same service, publishing the recipe's event", async () => {
    const events = app.events.subscribe<{ recipeChanged: { id: number } }>(
      topics.recipeChanged(cook.id),
    );
    const published = events.next();
    const result = await runTool(
      {
        callId: 'call_voice_1',
        name: 'update_recipe',
        arguments: JSON.stringify({ recipeId: soupId, changes: { servings: 6 } }),
      },
      cook,
    );
    const run = result.data?.runAssistantTool.run;
    expect(run?.callId).toBe('call_voice_1');
    expect(run?.output.result).toMatchObject({ recipe: { id: soupId, name: 'Lentil Soup' } });
    expect(run?.response).toMatchObject({
      recipeUpdated: true,
      updatedRecipe: { id: soupId, servings: 6 },
      recipeChanges: [{ field: 'servings', before: 2, after: 6 }],
    });
    expect((await published).value).toBeDefined();
    await events.return?.();
  });

  it("answers another cook's recipe as not found, in the output for the model", async () => {
    const result = await runTool(
      {
        callId: 'call_voice_2',
        name: 'update_recipe',
        arguments: JSON.stringify({ recipeId: neighbourRecipeId, changes: { servings: 1 } }),
      },
      cook,
    );
    expect(result.data?.runAssistantTool.run?.output).toEqual({ error: 'Recipe not found' });
    expect(result.data?.runAssistantTool.run?.response.recipeUpdated).toBe(false);
  });

  it('tells the model what was wrong with a call it got wrong, without failing the request', async () => {
    const result = await runTool(
      { callId: 'call_voice_3', name: 'bake_cake', arguments: '{}' },
      cook,
    );
    expect(result.data?.runAssistantTool.run?.output.error).toMatch(/bake_cake.*no such tool/);
    const broken = await runTool(
      { callId: 'call_voice_4', name: 'scale_servings', arguments: '{"recipeId":' },
      cook,
    );
    expect(broken.data?.runAssistantTool.run?.output.error).toMatch(/not JSON/);
  });

  it("logs each call in the admin's usage log as VOICE, finished, in the cook's conversation", async () => {
    const conversationId = randomUUID();
    const logged = () =>
      app.database.orm.em
        .fork()
        .find(ChatTurn, { user: cook.id, feature: 'VOICE' }, { orderBy: { startedAt: 'asc' } });
    const before = (await logged()).length;
    await runTool(
      {
        callId: 'call_voice_log_1',
        name: 'scale_servings',
        arguments: JSON.stringify({ recipeId: soupId, servings: 4 }),
        conversationId: conversationId.toUpperCase(),
      },
      cook,
    );
    await runTool(
      {
        callId: 'call_voice_log_2',
        name: 'update_recipe',
        arguments: JSON.stringify({ recipeId: neighbourRecipeId, changes: { servings: 1 } }),
      },
      cook,
    );
    await runTool({ callId: 'call_voice_log_3', name: 'bake_cake', arguments: '{}' }, cook);
    const rows = (await logged()).slice(before);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      conversationId,
      provider: 'openai',
      model: 'gpt-4o-realtime-preview',
      status: 'completed',
      tools: ['scale_servings'],
      error: null,
      inputTokens: null,
      userMessage: null,
    });
    expect(rows[0]?.finishedAt).toBeInstanceOf(Date);
    expect(rows[0]?.latencyMs).toBeGreaterThanOrEqual(0);
    // Refused by the services, or got wrong by the model: answered to the model, failed here.
    expect(rows[1]).toMatchObject({
      status: 'failed',
      tools: ['update_recipe'],
      error: 'Recipe not found',
    });
    expect(rows[1]?.conversationId).not.toBe(conversationId);
    expect(rows[2]).toMatchObject({ status: 'failed', tools: ['bake_cake'] });
    expect(rows[2]?.error).toMatch(/no such tool/);
  });

  it('refuses a guest', async () => {
    const result = await runTool({
      callId: 'call_voice_5',
      name: 'search_recipes',
      arguments: '{}',
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

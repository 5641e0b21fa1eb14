import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTurnBudget, createChatTurnLimiter } from '../src/modules/chat/index.ts';
import type { CookRateLimiter } from '../src/modules/shared/user-rate-limiter.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

const redisUrl = process.env.TEST_REDIS_URL;

let app: TestApp;
let redis: Redis | undefined;
/** Serves a recipe page once `release` is called: imports stay in progress until then. */
let pages: Server;
let pagesUrl: string;
let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
/** Another replica's count of the same turns, in the same Redis. */
let replicaCount: CookRateLimiter | undefined;

beforeAll(async () => {
  redis = redisUrl ? new Redis(redisUrl) : undefined;
  app = await createTestApp(redis ? { rateLimitStore: redis } : {});
  replicaCount = redis ? createChatTurnLimiter(redis) : undefined;
  pages = createServer(async (_request, response) => {
    await released;
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<html><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul><h2>Method</h2><ol><li>Toast and butter.</li></ol></body></html>',
      );
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  release();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
  await app.close();
  redis?.disconnect();
});

type ChatAnswer = { response?: string; error?: { code: string; message: string } };

const ask = (on: TestApp, cook: TestUser, message: string) =>
  rest<ChatAnswer>(on, 'POST', '/api/general-chat', { user: cook, body: { message } });

describe("the assistant's budget per cook", () => {
  it(`answers ${chatTurnBudget.perMinute} turns in a minute and refuses the next with Retry-After`, async () => {
    const cook = await app.user();
    for (let turn = 1; turn <= chatTurnBudget.perMinute; turn += 1) {
      // With Redis, every other turn is taken by another replica: the count is the cook's.
      if (replicaCount && turn % 2 === 0) {
        expect(await replicaCount(cook.id)).toBeNull();
        continue;
      }
      const answer = await ask(app, cook, `How many grams in ${turn} cups of flour?`);
      expect(answer.status, `turn ${turn}`).toBe(200);
    }
    const refused = await ask(app, cook, 'And in one more cup?');
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body.error?.message).toBe(
      `You're sending messages faster than the assistant can answer. Please try again in ${wait} seconds.`,
    );

    // Over GraphQL the same refusal is a typed error with the wait.
    const typed = await graphql<{
      startChatTurn: { __typename: string; retryAfterSeconds?: number };
    }>(
      app,
      `mutation ($turnId: ID!, $input: ChatMessageInput!) {
        startChatTurn(turnId: $turnId, input: $input) {
          __typename ... on ChatTurnRateLimitedError { retryAfterSeconds }
        }
      }`,
      {
        turnId: crypto.randomUUID(),
        input: { conversationId: crypto.randomUUID(), message: 'Hello' },
      },
      cook,
    );
    expect(typed.data?.startChatTurn).toMatchObject({ __typename: 'ChatTurnRateLimitedError' });
    expect(typed.data?.startChatTurn.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it("does not spend one cook's budget on another's turns", async () => {
    const busy = await app.user();
    const other = await app.user();
    for (let turn = 0; turn <= chatTurnBudget.perMinute; turn += 1) await ask(app, busy, 'Hi');
    expect((await ask(app, busy, 'Hi')).status).toBe(429);
    expect((await ask(app, other, 'Hi')).status).toBe(200);
  });
});

describe('imports in progress per cook', () => {
  const start = `mutation ($url: String, $importId: String) {
    startRecipeImport(url: $url, importId: $importId) {
      __typename
      ... on StartRecipeImportSuccess { started { importId } }
      ... on TooManyImportsError { message retryAfterSeconds }
    }
  }`;
  type Started = {
    startRecipeImport: { __typename: string; message?: string; retryAfterSeconds?: number };
  };

  it('takes 5 at once, refuses the 6th with when to try again, and takes a retry of one of the 5', async () => {
    const cook = await app.user();
    const importIds = Array.from({ length: 5 }, () => crypto.randomUUID());
    for (const [index, importId] of importIds.entries()) {
      const answer = await graphql<Started>(
        app,
        start,
        { url: `${pagesUrl}/toast-${index}`, importId },
        cook,
      );
      expect(answer.data?.startRecipeImport.__typename).toBe('StartRecipeImportSuccess');
    }

    const sixth = await graphql<Started>(app, start, { url: `${pagesUrl}/toast-6` }, cook);
    expect(sixth.data?.startRecipeImport).toEqual({
      __typename: 'TooManyImportsError',
      message: 'You have 5 imports in progress. Wait for one to finish, then try again.',
      retryAfterSeconds: 10,
    });
    const overRest = await rest<{ error: { code: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-url',
      { user: cook, body: { url: `${pagesUrl}/toast-7` } },
    );
    expect(overRest.status).toBe(429);
    expect(overRest.body.error.code).toBe('RATE_LIMITED');
    expect(overRest.headers.get('retry-after')).toBe('10');

    // The same import sent again (its answer was lost) is no new import.
    const retried = await graphql<Started>(
      app,
      start,
      { url: `${pagesUrl}/toast-0`, importId: importIds[0] },
      cook,
    );
    expect(retried.data?.startRecipeImport.__typename).toBe('StartRecipeImportSuccess');

    // Another cook's imports are their own.
    const other = await app.user();
    const theirs = await graphql<Started>(app, start, { url: `${pagesUrl}/toast-8` }, other);
    expect(theirs.data?.startRecipeImport.__typename).toBe('StartRecipeImportSuccess');

    // Once they finish, the cook may import again.
    release();
    const outcome = `query ($importId: String!) { recipeImport(importId: $importId) { __typename } }`;
    for (const importId of importIds) {
      for (let tries = 0; ; tries += 1) {
        const answer = await graphql<{ recipeImport: { __typename: string } | null }>(
          app,
          outcome,
          { importId },
          cook,
        );
        if (answer.data?.recipeImport) break;
        if (tries > 600) throw new Error(`import ${importId} never finished`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const after = await graphql<Started>(app, start, { url: `${pagesUrl}/toast-9` }, cook);
    expect(after.data?.startRecipeImport.__typename).toBe('StartRecipeImportSuccess');
  });
});

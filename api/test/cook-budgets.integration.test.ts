import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTurnBudget, createChatTurnLimiter } from '../src/modules/chat/index.ts';
import type { CookRateLimiter } from '../src/modules/shared/user-rate-limiter.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

const redisUrl = process.env.TEST_REDIS_URL;

let app: TestApp;
let redis: Redis | undefined;
/** Another replica's count of the same turns, in the same Redis. */
let replicaCount: CookRateLimiter | undefined;

beforeAll(async () => {
  redis = redisUrl ? new Redis(redisUrl) : undefined;
  app = await createTestApp(redis ? { rateLimitStore: redis } : {});
  replicaCount = redis ? createChatTurnLimiter(redis) : undefined;
});

afterAll(async () => {
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

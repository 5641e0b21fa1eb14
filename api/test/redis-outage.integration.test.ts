import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../src/modules/shared/event-bus.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';

// The event bus and the per-cook limits on a Redis that this file stops: a change committed while
// Redis is away is answered as committed, so the client's retries never write it twice.

let redis: PrivateRedis;
let limitStore: Redis;
let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  redis = await startPrivateRedis();
  limitStore = new Redis(redis.url, { enableOfflineQueue: false });
  // As main.ts does: the limits count in memory while it is away.
  limitStore.on('error', () => {});
  app = await createTestApp({ redisUrl: redis.url, rateLimitStore: limitStore });
  cook = await app.user();
});

afterAll(async () => {
  await app.close();
  limitStore.disconnect();
  await redis.stop();
});

const createRecipe = `mutation ($input: RecipeInput!, $clientId: String) {
  createRecipe(input: $input, clientId: $clientId) {
    __typename ... on CreateRecipeSuccess { recipe { id name } } ... on Error { message }
  }
}`;

describe('with Redis stopped', () => {
  it('answers a shopping add and a recipe create once each, and retries find them', async () => {
    await redis.stop();

    const itemId = randomUUID();
    const added: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await rest<{ id: number }>(app, 'POST', '/api/shopping-list', {
        user: cook,
        body: { clientId: itemId, name: 'Eggs', quantity: '6' },
      });
      expect(answer.status, `add, attempt ${attempt + 1}`).toBe(201);
      added.push(answer.body.id);
    }
    expect(new Set(added).size).toBe(1);

    const recipeId = randomUUID();
    const created: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await graphql<{
        createRecipe: { __typename: string; recipe?: { id: number } };
      }>(app, createRecipe, { input: { name: 'Omelette' }, clientId: recipeId }, cook);
      expect(answer.status).toBe(200);
      expect(answer.data?.createRecipe.__typename, `create, attempt ${attempt + 1}`).toBe(
        'CreateRecipeSuccess',
      );
      created.push(answer.data?.createRecipe.recipe?.id ?? 0);
    }
    expect(new Set(created).size).toBe(1);

    const list = await rest<{ name: string }[]>(app, 'GET', '/api/shopping-list', { user: cook });
    expect(list.body.filter((item) => item.name === 'Eggs')).toHaveLength(1);
    const recipes = await graphql<{ recipes: { name: string }[] }>(
      app,
      '{ recipes { name } }',
      {},
      cook,
    );
    expect(recipes.data?.recipes.filter((recipe) => recipe.name === 'Omelette')).toHaveLength(1);
  });

  it('imports a pasted recipe meanwhile: its steps cannot stream, its outcome is read from the database', async () => {
    const answer = await rest<{ name: string }>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: {
        recipeText:
          'Buttered Toast\n\nIngredients\n- 2 slices bread\n- 1 tbsp butter\n\nMethod\n1. Toast the bread.\n2. Spread the butter.',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('Buttered Toast');
  });

  it("keeps the assistant's budget in memory meanwhile: a turn is answered", async () => {
    const answer = await rest(app, 'POST', '/api/general-chat', {
      user: cook,
      body: { message: 'How many grams in a cup of sugar?' },
    });
    expect(answer.status).toBe(200);
  });

  it('sends the events it kept once Redis is back', async () => {
    // Listened to before Redis returns, so the backlog cannot send before the listener is in.
    const changes = await app.events.listen<{ kind: string; item?: { name: string } }>(
      topics.shoppingListChanged(cook.id),
    );
    await redis.start();
    // Sent while Redis was away: kept, then delivered by the backlog's retries.
    const first = await changes.next();
    expect(first.value).toMatchObject({ kind: 'ADDED' });
    await changes.return?.();
  });
});

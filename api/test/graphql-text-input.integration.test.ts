import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import {
  createStockedCook,
  driverText,
  hostileTexts,
  visibleTo,
} from './factories/text-input.factory.ts';
import { graphql } from './http.ts';

let app: TestApp;
let cook: TestUser;
let recipeId: number;
let socket: Client;

beforeAll(async () => {
  app = await createTestApp();
  ({ cook, recipeId } = await createStockedCook(app));
  socket = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: cook.authorization },
    retryAttempts: 0,
  });
});
afterAll(async () => {
  await socket.dispose();
  await app.close();
});

const filters = ['search', 'tag'] as const;

describe('hostile text in GraphQL over HTTP', () => {
  it.each(
    filters.flatMap((filter) =>
      hostileTexts.map(([label, text]) => [filter, label, text] as const),
    ),
  )('refuses recipes(%s) with %s in a variable with 400', async (filter, _label, text) => {
    const result = await graphql(
      app,
      `query Filtered($value: String) { recipes(${filter}: $value) { id } }`,
      { value: text },
      cook,
    );
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message:
          'Variable "$value" got invalid value at "value": text cannot contain NUL characters or unpaired surrogates.',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(JSON.stringify(result)).not.toMatch(driverText);
  });

  it.each([
    ['an escaped NUL', 'recipes(search: "Sal\\u0000t")'],
    ['a raw NUL', 'recipes(tag: "Sal\u0000t")'],
    ['a NUL in a block string', 'recipes(search: """Sal\u0000t""")'],
  ])('refuses %s in a string literal with 400', async (_label, field) => {
    const result = await graphql(app, `{ ${field} { id } }`, {}, cook);
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'String value cannot contain NUL characters or unpaired surrogates.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    expect(JSON.stringify(result)).not.toMatch(driverText);
  });

  it.each([
    ['an escaped lone surrogate', 'recipes(search: "Sal\\uD800t")'],
    ['a raw lone surrogate', 'recipes(tag: "Sal\ud800t")'],
  ])('refuses %s in a string literal with 400', async (_label, field) => {
    const result = await graphql(app, `{ ${field} { id } }`, {}, cook);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it.each(hostileTexts)(
    'refuses a recipe with %s in a nested input and stores nothing',
    async (_label, text) => {
      const before = await visibleTo(app, cook);
      const result = await graphql(
        app,
        `mutation Create($input: RecipeInput!) { createRecipe(input: $input) { __typename } }`,
        { input: { name: 'Stew', tags: ['ok', text] } },
        cook,
      );
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.message).toBe(
        'Variable "$input" got invalid value at "input.tags[1]": text cannot contain NUL characters or unpaired surrogates.',
      );
      expect(await visibleTo(app, cook)).toEqual(before);
    },
  );
});

type SocketOutcome =
  | { kind: 'next'; payload: unknown }
  | { kind: 'error'; payload: unknown }
  | { kind: 'complete' };

/** Runs one operation over the graphql-ws socket and answers its first message. */
function overSocket(query: string, variables: Record<string, unknown> = {}) {
  return new Promise<SocketOutcome>((resolve) => {
    socket.subscribe(
      { query, variables },
      {
        next: (payload) => resolve({ kind: 'next', payload }),
        error: (payload) => resolve({ kind: 'error', payload }),
        complete: () => resolve({ kind: 'complete' }),
      },
    );
  });
}

describe('hostile text in GraphQL over the socket', () => {
  it.each(
    filters.flatMap((filter) =>
      hostileTexts.map(([label, text]) => [filter, label, text] as const),
    ),
  )('refuses recipes(%s) with %s in a variable', async (filter, _label, text) => {
    const outcome = await overSocket(
      `query Filtered($value: String) { recipes(${filter}: $value) { id } }`,
      { value: text },
    );
    expect(outcome).toEqual({
      kind: 'error',
      payload: [
        expect.objectContaining({
          message:
            'Variable "$value" got invalid value at "value": text cannot contain NUL characters or unpaired surrogates.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    });
    expect(JSON.stringify(outcome)).not.toMatch(driverText);
  });

  it.each(filters)('refuses recipes(%s) with a NUL in a string literal', async (filter) => {
    const outcome = await overSocket(`{ recipes(${filter}: "Sal\\u0000t") { id } }`);
    expect(outcome).toEqual({
      kind: 'error',
      payload: [
        expect.objectContaining({
          message: 'String value cannot contain NUL characters or unpaired surrogates.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ],
    });
    expect(JSON.stringify(outcome)).not.toMatch(driverText);
  });

  it('still answers a plain query', async () => {
    expect(await overSocket('{ recipes(search: "sou") { id } }')).toEqual({
      kind: 'next',
      payload: { data: { recipes: [{ id: recipeId }] } },
    });
  });
});

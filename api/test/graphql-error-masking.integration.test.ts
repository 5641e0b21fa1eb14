import type { EntityManager } from '@mikro-orm/sql';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';

let app: TestApp;
let cook: TestUser;
let socket: Client;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  socket = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: cook.authorization },
    retryAttempts: 0,
  });
  // The file's own database: without the table every recipe query fails inside the driver, the
  // way an unexpected database error would.
  const em = app.database.orm.em.fork() as EntityManager;
  await em.getConnection().execute('drop table recipes cascade');
});
afterAll(async () => {
  await socket.dispose();
  await app.close();
});

const masked = {
  message: 'Something went wrong on our side. Please try again.',
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
};

/** Runs one operation over the graphql-ws socket and answers its first message. */
function overSocket(query: string) {
  return new Promise<{ kind: 'next' | 'error'; payload: unknown }>((resolve, reject) => {
    socket.subscribe(
      { query },
      {
        next: (payload) => resolve({ kind: 'next', payload }),
        error: (payload) => resolve({ kind: 'error', payload }),
        complete: () => reject(new Error('completed without a message')),
      },
    );
  });
}

describe('an unexpected database error', () => {
  it('is masked over HTTP', async () => {
    const result = await graphql(app, '{ recipes { id } }', {}, cook);
    expect(result.errors).toEqual([expect.objectContaining(masked)]);
    expect(JSON.stringify(result)).not.toMatch(/recipes.*does not exist|relation/i);
  });

  it('is masked over the socket the same way', async () => {
    const outcome = await overSocket('{ recipes { id } }');
    expect(outcome).toEqual({
      kind: 'next',
      payload: { data: null, errors: [expect.objectContaining(masked)] },
    });
    expect(JSON.stringify(outcome)).not.toMatch(/recipes.*does not exist|relation/i);
  });

  it('leaves errors a client can act on readable over the socket', async () => {
    const outcome = await overSocket('{ recipes { zzz } }');
    expect(outcome).toEqual({
      kind: 'error',
      payload: [
        expect.objectContaining({
          message: 'Cannot query field "zzz" on type "Recipe".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ],
    });
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

// What a PostgreSQL restart does to requests in flight: their connections are terminated
// (SQLSTATE 57P01). They are answered 503 with Retry-After, not 500, and the next request finds
// the database again. Only PostgreSQL has connections to lose; the embedded PGlite has none.
const onPostgres = Boolean(process.env.DATABASE_URL);

let app: TestApp;
let cook: TestUser;
/** Connections of the test's own: one holds a lock, the other watches and ends the api's. */
let locker: pg.Client;
let admin: pg.Client;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  if (onPostgres) {
    locker = new pg.Client({ connectionString: app.database.url });
    // Outside any transaction: pg_stat_activity read inside one is a snapshot taken once.
    admin = new pg.Client({ connectionString: app.database.url });
    await Promise.all([locker.connect(), admin.connect()]);
  }
});

afterAll(async () => {
  await Promise.all([locker?.end(), admin?.end()]);
  await app.close();
});

/** The api's connections that wait on the lock held by `locker`. */
async function waitingOnLock(): Promise<number> {
  const { rows } = await admin.query(
    `select count(*)::int as count from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0].count;
}

describe.runIf(onPostgres)('requests in flight when PostgreSQL drops their connections', () => {
  it('are answered 503 with Retry-After, and the next ones are served', async () => {
    await locker.query('begin');
    await locker.query('lock table recipes in access exclusive mode');
    const viaRest = rest<{ error: { code: string; message: string } }>(app, 'GET', '/api/recipes', {
      user: cook,
    });
    const viaGraphql = fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: cook.authorization },
      body: JSON.stringify({ query: '{ recipes { id } }' }),
    });
    for (let tries = 0; (await waitingOnLock()) < 2; tries += 1) {
      if (tries > 500) throw new Error('the requests never reached the lock');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    await locker.query('rollback');

    const restAnswer = await viaRest;
    expect(restAnswer.status).toBe(503);
    expect(restAnswer.headers.get('retry-after')).toBe('5');
    expect(restAnswer.body.error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });

    const graphqlAnswer = await viaGraphql;
    expect(graphqlAnswer.status).toBe(503);
    expect(graphqlAnswer.headers.get('retry-after')).toBe('5');
    const body = (await graphqlAnswer.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0]?.message).not.toMatch(/terminat|postgres|connection/i);

    // The pool replaces what it lost within the Retry-After it answered: a connection ended
    // while idle leaves the pool when its socket reports the end, which may be after the next
    // request took it. Until then the answer is the same 503, never a 500.
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await rest(app, 'GET', '/api/recipes', { user: cook })).status;
      expect([200, 503]).toContain(status);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
    const again = await graphql<{ recipes: unknown[] }>(app, '{ recipes { id } }', {}, cook);
    expect(again.status).toBe(200);
  });
});

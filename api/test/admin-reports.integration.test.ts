import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOf } from '../src/modules/imports/index.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

const pastedRecipe = `Weeknight Tomato Soup

Serves 4. Prep 10 min, cook 25 min.

Ingredients
- 2 tablespoons olive oil
- 1 onion, chopped
- 800 g canned tomatoes

Method
1. Soften the onion in the oil for 8 minutes.
2. Add the tomatoes and simmer for 15 minutes.`;

/** A name that breaks naive CSV: a formula, a comma, a quote and a line break. */
const trickyFirstName = '=HYPERLINK("x"), Chef\nJr';

let app: TestApp;
let admin: TestUser;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let tricky: TestUser;
let pages: Server;
let pagesUrl: string;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Rows made through the routes are stamped "today" by the database, and the report's period ends
 * with the server's today: a run that began just before a UTC midnight would end on another day.
 * Such a run first waits for that midnight to pass (this file takes well under its margin).
 */
const midnightMargin = 3 * 60 * 1000;
const untilMidnight = dayMs - (Date.now() % dayMs);
if (untilMidnight < midnightMargin) {
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}

/** YYYY-MM-DD of the UTC day `back` days before today. */
const dayBack = (back: number) => new Date(Date.now() - back * dayMs).toISOString().slice(0, 10);
const d0 = dayBack(0);
const d1 = dayBack(1);
const d2 = dayBack(2);
const old = dayBack(40);

function em(): EntityManager {
  return app.database.orm.em.fork() as EntityManager;
}

async function sql(query: string, params: unknown[] = []) {
  return em().execute(query, params);
}

/** A user row exists once the user has made one signed-in request. */
async function signUp(user: TestUser, joined: string) {
  const { status } = await rest(app, 'GET', '/api/auth/user', { user });
  expect(status).toBe(200);
  await sql('update users set created_at = ? where id = ?', [joined, user.id]);
}

async function seedTurn(user: TestUser, feature: string, day: string, tokens: number[] | null) {
  await sql(
    `insert into chat_turns (id, user_id, conversation_id, feature, provider, model, status, tools,
       input_tokens, output_tokens, latency_ms, started_at, finished_at)
     values (?, ?, ?, ?, 'local', 'local', 'completed', '[]', ?, ?, 10, ?, ?)`,
    [
      randomUUID(),
      user.id,
      randomUUID(),
      feature,
      tokens?.[0] ?? null,
      tokens?.[1] ?? null,
      `${day}T12:00:00.000Z`,
      `${day}T12:00:01.000Z`,
    ],
  );
}

async function seedAttempt(
  user: TestUser,
  method: string,
  hostname: string | null,
  outcome: string,
  day: string,
) {
  await sql(
    `insert into import_attempts (id, user_id, method, hostname, outcome, error_code, latency_ms, created_at)
     values (?, ?, ?, ?, ?, ?, 50, ?)`,
    [
      randomUUID(),
      user.id,
      method,
      hostname,
      outcome,
      outcome === 'FAILED' ? 'UPSTREAM_FAILED' : null,
      `${day}T09:00:00.000Z`,
    ],
  );
}

/** RFC 4180, enough for these tests: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('CSV does not end with CRLF');
  return records;
}

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['boss@example.com'] });
  admin = await app.user('boss@example.com');
  ada = await app.user('ada@example.com', { metadata: { first_name: 'Ada', last_name: 'King' } });
  bob = await app.user('bob@example.com');
  cy = await app.user('cy@example.com');
  tricky = await app.user('tricky@example.com', {
    metadata: { first_name: trickyFirstName, last_name: '@risk' },
  });
  const page = readFileSync(
    new URL('./fixtures/recipe-pages/dev/allrecipes_1/page.html', import.meta.url),
  );
  pages = createServer((request, response) => {
    if (request.url === '/pizza')
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    if (request.url === '/not-a-recipe')
      return void response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><h1>Hello</h1><p>Nothing to cook here.</p></body></html>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;

  await signUp(admin, `${old}T08:00:00.000Z`);
  await signUp(ada, `${d2}T07:30:00.000Z`);
  await signUp(bob, `${d1}T10:00:00.000Z`);
  await signUp(cy, `${d1}T23:59:59.000Z`);
  await signUp(tricky, `${d0}T00:00:00.000Z`);

  // Ada: a recipe and a list item today, and a recipe written two days ago.
  await createRecipe(app, ada, { name: 'Soup' });
  const stewId = await createRecipe(app, ada, { name: 'Stew' });
  await sql('update recipes set created_at = ?, updated_at = ? where id = ?', [
    `${d2}T18:00:00.000Z`,
    `${d2}T18:30:00.000Z`,
    stewId,
  ]);
  await rest(app, 'POST', '/api/shopping-list', { user: ada, body: { name: 'Leeks' } });

  // Bob: the assistant yesterday (and long ago), and imports logged yesterday.
  await seedTurn(bob, 'GENERAL', d1, [100, 20]);
  await seedTurn(bob, 'RECIPE', d1, null);
  await seedTurn(bob, 'GENERAL', old, [5, 5]);
  await seedAttempt(bob, 'URL', 'example.com', 'SAVED', d1);
  await seedAttempt(bob, 'URL', 'example.com', 'SAVED', d1);
  await seedAttempt(bob, 'URL', 'example.com', 'FAILED', d1);
  await seedAttempt(bob, 'IMAGE', null, 'FAILED', d1);
  await seedAttempt(bob, 'URL', 'old.example', 'SAVED', old);

  // Cy: real imports today, through the routes, succeeding and failing.
  const imports: [string, unknown, number][] = [
    ['/api/recipes/analyze', { recipeText: pastedRecipe }, 200],
    ['/api/recipes/analyze', { recipeText: 'Hello, nothing to cook here at all.' }, 400],
    ['/api/recipes/analyze-url', { url: `${pagesUrl}/pizza` }, 200],
    ['/api/recipes/analyze-url', { url: `${pagesUrl}/pizza` }, 200],
    ['/api/recipes/analyze-url', { url: `${pagesUrl}/not-a-recipe` }, 400],
  ];
  for (const [path, body, status] of imports) {
    expect((await rest(app, 'POST', path, { user: cy, body })).status).toBe(status);
  }
}, 60_000);

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

describe('admin reports and export are for admins only', () => {
  it.each([
    '/api/admin/exports/users.csv',
    '/api/admin/reports.csv',
    '/api/admin/reports.csv?days=7',
    '/api/admin/reports',
  ])('GET %s answers 403 to a signed-in non-admin and 401 to a guest', async (path) => {
    const forbidden = await rest<{ error: { code: string } }>(app, 'GET', path, { user: ada });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const guest = await rest<{ error: { code: string } }>(app, 'GET', path);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers FORBIDDEN to a non-admin and UNAUTHENTICATED to a guest over GraphQL', async () => {
    for (const query of [
      '{ adminReport { __typename } }',
      '{ adminReport(days: 7) { __typename } }',
      '{ adminUserExport { __typename } }',
    ]) {
      expect((await graphql(app, query, {}, ada)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await graphql(app, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the import attempt log', () => {
  it('records every attempt with its method, site and outcome, and no content', async () => {
    const rows = await sql(
      `select method, hostname, outcome, error_code from import_attempts where user_id = ?
        order by created_at`,
      [cy.id],
    );
    expect(rows).toEqual([
      { method: 'TEXT', hostname: null, outcome: 'SAVED', error_code: null },
      { method: 'TEXT', hostname: null, outcome: 'FAILED', error_code: 'VALIDATION' },
      { method: 'URL', hostname: '127.0.0.1', outcome: 'SAVED', error_code: null },
      { method: 'URL', hostname: '127.0.0.1', outcome: 'EXISTING', error_code: null },
      { method: 'URL', hostname: '127.0.0.1', outcome: 'FAILED', error_code: 'VALIDATION' },
    ]);
    const columns = await sql(
      `select column_name from information_schema.columns where table_name = 'import_attempts'
        order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'created_at',
      'error_code',
      'hostname',
      'id',
      'latency_ms',
      'method',
      'outcome',
      'user_id',
    ]);
  });

  it('groups a site with and without www', () => {
    expect(siteOf('https://WWW.Example.com/soup?x=1')).toBe('example.com');
    expect(siteOf('https://cooking.example.com/')).toBe('cooking.example.com');
    expect(siteOf('not a url')).toBeNull();
  });
});

describe('adminReport', () => {
  const query = `query ($days: Int) {
    adminReport(days: $days) {
      __typename
      ... on AdminReportSuccess {
        report {
          days from to
          importsByMethod { method attempts successes successRate }
          importsBySite { site attempts successes successRate }
          aiUsage { feature count inputTokens outputTokens }
          daily { date signUps activeCooks }
        }
      }
      ... on InputValidationError { issues { message } }
    }
  }`;

  type Report = {
    days: number;
    from: string;
    to: string;
    importsByMethod: unknown[];
    importsBySite: unknown[];
    aiUsage: unknown[];
    daily: { date: string; signUps: number; activeCooks: number }[];
  };

  async function report(days?: number) {
    const result = await graphql<{ adminReport: { __typename: string; report?: Report } }>(
      app,
      query,
      days === undefined ? {} : { days },
      admin,
    );
    return result.data?.adminReport;
  }

  it('covers the last 30 days by default, with exact import, AI and daily figures', async () => {
    const generated = await sql(
      "select count(*) as count from images where origin = 'generated' and created_at >= ?",
      [`${dayBack(29)}T00:00:00.000Z`],
    );
    const answer = await report();
    expect(answer?.__typename).toBe('AdminReportSuccess');
    const body = answer?.report as Report;
    expect(body.days).toBe(30);
    expect(body.from).toBe(`${dayBack(29)}T00:00:00.000Z`);
    expect(body.to).toBe(`${dayBack(-1)}T00:00:00.000Z`);
    expect(body.importsByMethod).toEqual([
      { method: 'TEXT', attempts: 2, successes: 1, successRate: 0.5 },
      { method: 'URL', attempts: 6, successes: 4, successRate: 4 / 6 },
      { method: 'IMAGE', attempts: 1, successes: 0, successRate: 0 },
    ]);
    expect(body.importsBySite).toEqual([
      { site: '127.0.0.1', attempts: 3, successes: 2, successRate: 2 / 3 },
      { site: 'example.com', attempts: 3, successes: 2, successRate: 2 / 3 },
    ]);
    expect(body.aiUsage).toEqual([
      { feature: 'ASSISTANT_GENERAL', count: 1, inputTokens: 100, outputTokens: 20 },
      { feature: 'ASSISTANT_RECIPE', count: 1, inputTokens: null, outputTokens: null },
      { feature: 'IMPORT_TEXT', count: 2, inputTokens: null, outputTokens: null },
      // The second /pizza was answered by the recipe imported before: no reading.
      { feature: 'IMPORT_URL', count: 5, inputTokens: null, outputTokens: null },
      { feature: 'IMPORT_IMAGE', count: 1, inputTokens: null, outputTokens: null },
      {
        feature: 'IMAGE_GENERATION',
        count: Number(generated[0]?.count),
        inputTokens: null,
        outputTokens: null,
      },
    ]);
    expect(Number(generated[0]?.count)).toBeGreaterThan(0);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]?.date).toBe(dayBack(29));
    const busyDays = body.daily.filter((day) => day.signUps > 0 || day.activeCooks > 0);
    expect(busyDays).toEqual([
      { date: d2, signUps: 1, activeCooks: 1 },
      { date: d1, signUps: 2, activeCooks: 1 },
      { date: d0, signUps: 1, activeCooks: 2 },
    ]);
  });

  it('reaches further back when asked', async () => {
    const body = (await report(60))?.report as Report;
    expect(body.daily).toHaveLength(60);
    expect(body.daily.find((day) => day.date === old)).toEqual({
      date: old,
      signUps: 1,
      activeCooks: 1,
    });
    expect(body.importsBySite).toContainEqual({
      site: 'old.example',
      attempts: 1,
      successes: 1,
      successRate: 1,
    });
  });

  it.each([0, 366, -3])('refuses days = %i as invalid input', async (days) => {
    const answer = await report(days);
    expect(answer?.__typename).toBe('InputValidationError');
  });
});

describe('GET /api/admin/reports.csv', () => {
  it('downloads one section per table, each with a title and a header line', async () => {
    const { status, body, headers } = await rest<string>(app, 'GET', '/api/admin/reports.csv', {
      user: admin,
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="mise-report-30d-${d0}.csv"`,
    );
    const records = parseCsv(body);
    const sections: string[][][] = [[]];
    for (const record of records) {
      if (record.length === 1 && record[0] === '') sections.push([]);
      else sections.at(-1)?.push(record);
    }
    expect(sections.map((section) => section[0]?.[0])).toEqual([
      `Imports by method: last 30 days from ${dayBack(29)} to ${d0} (UTC)`,
      'Imports by site (URL imports, top 20 by attempts)',
      'AI usage by feature',
      'Sign-ups and active cooks per day',
    ]);
    const [methods, sites, usage, daily] = sections;
    expect(methods?.slice(1)).toEqual([
      ['method', 'attempts', 'successes', 'success_rate'],
      ['TEXT', '2', '1', '0.5'],
      ['URL', '6', '4', '0.6667'],
      ['IMAGE', '1', '0', '0'],
    ]);
    expect(sites?.slice(1)).toEqual([
      ['site', 'attempts', 'successes', 'success_rate'],
      ['127.0.0.1', '3', '2', '0.6667'],
      ['example.com', '3', '2', '0.6667'],
    ]);
    expect(usage?.slice(1, 4)).toEqual([
      ['feature', 'count', 'input_tokens', 'output_tokens'],
      ['ASSISTANT_GENERAL', '1', '100', '20'],
      ['ASSISTANT_RECIPE', '1', '', ''],
    ]);
    expect(daily?.[1]).toEqual(['date', 'sign_ups', 'active_cooks']);
    expect(daily).toHaveLength(2 + 30);
    expect(daily?.at(-1)).toEqual([d0, '1', '2']);
    expect(daily?.at(-2)).toEqual([d1, '2', '1']);
  });

  it.each(['0', '366', 'abc', '7.5'])('answers 400 to days=%s', async (days) => {
    const { status, body } = await rest<{ error: { code: string } }>(
      app,
      'GET',
      `/api/admin/reports.csv?days=${days}`,
      { user: admin },
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
  });
});

describe('GET /api/admin/exports/users.csv', () => {
  async function exportUsers() {
    const response = await rest<string>(app, 'GET', '/api/admin/exports/users.csv', {
      user: admin,
    });
    expect(response.status).toBe(200);
    return { ...response, records: parseCsv(response.body) };
  }

  it('lists every user with their counts, escaped and safe to open in a spreadsheet', async () => {
    const { headers, records } = await exportUsers();
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="mise-users-${d0}.csv"`);
    const [header, ...rows] = records;
    expect(header).toEqual([
      'id',
      'email',
      'first_name',
      'last_name',
      'joined',
      'recipe_count',
      'shopping_item_count',
    ]);
    const byEmail = new Map(rows.map((row) => [row[1], row]));
    expect(rows.map((row) => row[0])).toEqual(rows.map((row) => row[0]).sort());
    expect(byEmail.get('ada@example.com')).toEqual([
      ada.id,
      'ada@example.com',
      'Ada',
      'King',
      `${d2}T07:30:00.000Z`,
      '2',
      '1',
    ]);
    // Cy's pasted soup and the pizza page; the repeated URL saved no copy.
    expect(byEmail.get('cy@example.com')?.slice(5)).toEqual(['2', '0']);
    expect(byEmail.get('tricky@example.com')).toEqual([
      tricky.id,
      'tricky@example.com',
      `'${trickyFirstName}`,
      "'@risk",
      `${d0}T00:00:00.000Z`,
      '0',
      '0',
    ]);
    expect(rows).toHaveLength(5);
  });

  it('never writes secrets', async () => {
    const { body } = await exportUsers();
    expect(body).not.toMatch(/password|token|Bearer|\$argon2/i);
    expect(body).not.toContain(ada.token);
  });

  it('reads many users page by page and writes each once', async () => {
    await sql(
      `insert into users (id, email, first_name, last_name, created_at, updated_at)
       select gen_random_uuid(), 'bulk-' || n || '@example.com', null, null, ?, ?
         from generate_series(1, 1234) as n`,
      [`${old}T00:00:00.000Z`, `${old}T00:00:00.000Z`],
    );
    const [, ...rows] = (await exportUsers()).records;
    expect(rows).toHaveLength(1234 + 5);
    const ids = rows.map((row) => row[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
  });
});

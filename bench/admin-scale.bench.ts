// The admin dashboard at scale: 100,000 users and 1,000,000 recipes written straight into a fresh
// PostgreSQL database (generate_series), then the real api on it. Measures, one request at a
// time, p50/p95 of the stats, the Users tab's first page, two searches and a page 50,000 users
// deep by cursor, against a trivial authenticated query in the same run. Needs PostgreSQL
// (DATABASE_URL, default the machine's at 127.0.0.1:5432); the database is dropped afterwards.
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { nutritionVersion } from '@app/api/src/ai/nutrition/nutrition-version.ts';
import { migrate } from '@app/api/src/db/migrate.ts';
import { openDatabase } from '@app/api/src/db/open-database.ts';
import pg from 'pg';
import { databaseUrlWithName } from '../api/test/postgres-admin.ts';
import { startApi } from './api-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'recipes_admin_bench';
const databaseUrl = databaseUrlWithName(adminUrl, databaseName);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const recipeCount = Number(process.env.BENCH_RECIPES ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const apiPort = 18090;
const adminEmail = 'bench-admin@example.com';
const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Leo',
];
const lastNames = ['Smith', 'Garcia', 'Müller', 'Rossi', 'Dubois', 'Kowalski', 'Tanaka', 'Silva'];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${databaseName} with (force)`);
await admin.query(`create database ${databaseName}`);

let api: ChildProcess | undefined;
try {
  const seedSeconds = await seed();
  api = await startApi(apiPort, { DATABASE_URL: databaseUrl, ADMIN_EMAILS: adminEmail });
  const token = await adminToken();
  const otherLoad = await otherSessions();

  const graphql =
    (query: string, variables: Record<string, unknown> = {}) =>
    async () => {
      const response = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (!response.ok || body.errors)
        throw new Error(JSON.stringify(body.errors ?? response.status));
      return body.data ?? {};
    };
  const usersQuery = `query Users($search: String, $after: String) {
    adminUsers(search: $search, first: 20, after: $after) {
      totalCount nodes { id email firstName lastName createdAt status } pageInfo { hasNextPage endCursor }
    }
  }`;
  const deepCursor = await cursorAfter(50_000, graphql);
  const targets: [string, () => Promise<unknown>][] = [
    ['baseline: { me { id email } }', graphql('{ me { id email } }')],
    [
      'adminStats (4 totals, 10 recent users, top 10 creators)',
      graphql(`{ adminStats { totalUsers totalRecipes totalShoppingItems totalImagesGenerated
        recentUsers { id email firstName lastName createdAt } topRecipeCreators { email firstName recipeCount } } }`),
    ],
    ['adminUsers: first page (20) + totalCount', graphql(usersQuery)],
    ['adminUsers: search "olivia" (10% of users)', graphql(usersQuery, { search: 'olivia' })],
    ['adminUsers: search "user4242" (11 users)', graphql(usersQuery, { search: 'user4242' })],
    ['adminUsers: page 50,000 users deep by cursor', graphql(usersQuery, { after: deepCursor })],
  ];
  const rows = [];
  const loadBefore = loadavg()[0];
  for (const [label, request] of targets) {
    for (let i = 0; i < 10; i += 1) await request(); // warm-up: JIT, pool, caches
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      await request();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      label,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times.at(-1) ?? 0,
    });
  }
  // What the stats cost before the per-owner counts: the two scans over every recipe, run
  // directly on PostgreSQL (no api), fewer rounds since each takes a while.
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  const previous: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const started = performance.now();
    await Promise.all([
      direct.query('select count(*) from "recipes"'),
      direct.query(`select u.email, u.first_name, count(r.id) as recipe_count
          from users u join recipes r on r.user_id = u.id
         group by u.id, u.email, u.first_name order by recipe_count desc, u.email asc limit 10`),
    ]);
    if (i >= 2) previous.push(performance.now() - started);
  }
  await direct.end();
  previous.sort((a, b) => a - b);
  rows.push({
    label: 'for comparison: the previous stats SQL over all recipes (direct, 10 rounds)',
    p50: quantile(previous, 0.5),
    p95: quantile(previous, 0.95),
    max: previous.at(-1) ?? 0,
  });
  const [baseline] = rows;
  console.log(
    `\n${userCount} users, ${recipeCount} recipes (seeded in ${seedSeconds.toFixed(0)} s), ${rounds} sequential requests each after 10 warm-ups; ${cpus().length} × ${cpus()[0]?.model}; Node ${process.version}`,
  );
  console.log(
    `load average ${loadBefore?.toFixed(2)} → ${loadavg()[0]?.toFixed(2)}; other PostgreSQL sessions at start: ${otherLoad}\n`,
  );
  console.log('| request | p50 ms | p95 ms | max ms | p50 minus baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${(row.p50 - (baseline?.p50 ?? 0)).toFixed(1)} |`,
    );
  }
} finally {
  api?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

/** Migrates, then writes the users and recipes in bulk; answers the seconds it took. */
async function seed(): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl, poolMax: 1 });
  await migrate(database.orm);
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Joined every 5 minutes over the last year or so, with microseconds, as now() writes them.
    await client.query(
      `insert into "users" ("id", "email", "first_name", "last_name", "created_at", "updated_at")
       select gen_random_uuid(), 'user' || g || '@example.com',
              ($1::text[])[1 + g % array_length($1::text[], 1)],
              ($2::text[])[1 + g % array_length($2::text[], 1)],
              timestamptz '2025-11-01' + g * interval '5 minutes' + (random() * interval '1 second'),
              now()
         from generate_series(1, $3::int) g`,
      [firstNames, lastNames, userCount],
    );
    await client.query(
      `create temporary table "numbered_users" as
         select row_number() over (order by "id") as "n", "id" from "users"`,
    );
    await client.query(`create index on "numbered_users" ("n")`);
    // Skewed like a real product: a few prolific cooks, most with a handful.
    await client.query(
      `insert into "recipes" ("user_id", "name", "ingredients", "instructions", "tags", "tag_keys",
                              "search_text", "created_at", "updated_at", "nutrition_version")
       select u."id", 'Recipe ' || pick."g", '["1 egg"]', '["Cook it."]', '[]', '[]',
              'recipe ' || pick."g", now(), now(), $3::int
         from (select g, 1 + floor(power(random(), 3) * $1::int)::int as "n"
                 from generate_series(1, $2::int) g) pick
         join "numbered_users" u on u."n" = pick."n"`,
      // Figures of today's calculator (none, here): the api's start-up job has nothing to redo.
      [userCount, recipeCount, nutritionVersion],
    );
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/**
 * A real account and session. An ADMIN_EMAILS address is never auto-confirmed and its rights
 * wait for a proven address (a link from one of our mails); the bench marks it confirmed and
 * proven directly instead of reading the outbox, then signs in.
 */
async function adminToken(): Promise<string> {
  const password = 'benchmark password';
  const signUp = await fetch(`http://127.0.0.1:${apiPort}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `update "auth_users" set "email_confirmed_at" = now(), "email_proven_at" = now() where "email" = $1`,
    [adminEmail],
  );
  await client.end();
  const signIn = await fetch(`http://127.0.0.1:${apiPort}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  const session = (await signIn.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-in failed: ${signIn.status}`);
  return session.access_token;
}
/** Walks the Users tab 100 rows at a time to a deep position; answers the cursor there. */
async function cursorAfter(
  position: number,
  graphql: (
    query: string,
    variables?: Record<string, unknown>,
  ) => () => Promise<Record<string, unknown>>,
): Promise<string> {
  let after: string | null = null;
  for (let seen = 0; seen < position; seen += 100) {
    const data = await graphql(
      'query ($after: String) { adminUsers(first: 100, after: $after) { pageInfo { endCursor } } }',
      { after },
    )();
    after = (data.adminUsers as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
  }
  if (!after) throw new Error('no cursor');
  return after;
}

/** Other work on the same PostgreSQL server (another test run may share it). */
async function otherSessions(): Promise<string> {
  const { rows } = await admin.query<{ active: string; total: string }>(
    `select count(*) filter (where state = 'active' and datname <> $1) as active,
            count(*) filter (where datname <> $1) as total
       from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return `${rows[0]?.active} active of ${rows[0]?.total} connections`;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

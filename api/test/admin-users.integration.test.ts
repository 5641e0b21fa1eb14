import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

interface UserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: string;
}
interface UsersPage {
  adminUsers: {
    totalCount: number;
    edges: { cursor: string; node: UserRow }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const usersQuery = `query Users($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    totalCount
    edges { cursor node { id email firstName lastName status createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

let app: TestApp;
let admin: TestUser;
const people: TestUser[] = [];

async function signIn(email: string, metadata: Record<string, unknown>) {
  const user = await app.user(email, { metadata });
  // The profile row is made on first use.
  expect((await rest(app, 'GET', '/api/auth/user', { user })).status).toBe(200);
  return user;
}

function sql(query: string, params: unknown[] = []) {
  return (app.database.orm.em.fork() as EntityManager).execute(query, params);
}

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['chef@example.com'] });
  admin = await signIn('chef@example.com', { first_name: 'Julia' });
  for (const [email, first, last] of [
    ['ada@example.com', 'Ada', 'King'],
    ['grace@example.org', 'Grace', 'Hopper'],
    ['alan@example.com', 'Alan', 'Turing'],
    ['edsger@example.net', 'Edsger', 'Dijkstra'],
    ['barbara_l@example.com', 'Barbara', 'Liskov'],
  ] as const) {
    people.push(await signIn(email, { first_name: first, last_name: last }));
  }
  // Two share one timestamp, so the cursor must order by id too.
  await sql(
    `update "users" set "created_at" = '2026-11-20T10:00:00.123456Z' where "email" in (?, ?)`,
    ['grace@example.org', 'alan@example.com'],
  );
});
afterAll(() => app.close());

async function page(variables: Record<string, unknown>) {
  const result = await graphql<UsersPage>(app, usersQuery, variables, admin);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.adminUsers;
}

describe('the Users tab', () => {
  it('pages through every user newest first by cursor, each exactly once', async () => {
    const all = await page({ first: 100 });
    expect(all.totalCount).toBe(6);
    const newestFirst = (
      await sql(`select "email" from "users" order by "created_at" desc, "id" desc`)
    ).map((row) => (row as { email: string }).email);
    expect(all.edges.map((edge) => edge.node.email)).toEqual(newestFirst);

    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; round < 10; round += 1) {
      const next = await page({ first: 2, after });
      expect(next.totalCount).toBe(6);
      seen.push(...next.edges.map((edge) => edge.node.email));
      after = next.pageInfo.endCursor;
      if (!next.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(newestFirst);
  });

  it('finds users by a part of their e-mail or name, ignoring case, and counts the matches', async () => {
    const emails = async (search: string) => {
      const result = await page({ search, first: 20 });
      expect(result.totalCount).toBe(result.edges.length);
      return result.edges.map((edge) => edge.node.email).sort();
    };
    expect(await emails('HOPPER')).toEqual(['grace@example.org']);
    expect(await emails('ada king')).toEqual(['ada@example.com']);
    expect(await emails('example.com')).toEqual([
      'ada@example.com',
      'alan@example.com',
      'barbara_l@example.com',
      'chef@example.com',
    ]);
    expect(await emails('ks')).toEqual(['edsger@example.net']);
    // LIKE's wildcards are plain characters in a search.
    expect(await emails('a_l')).toEqual(['barbara_l@example.com']);
    expect(await emails('%')).toEqual([]);
  });

  it('shows an account the sign-in service has banned or not confirmed, and the rest as active', async () => {
    const [ada, grace] = people;
    if (!ada || !grace) throw new Error('users missing');
    for (const [user, confirmed, banned] of [
      [ada, null, '2999-01-01T00:00:00Z'],
      [grace, null, null],
    ] as const) {
      await sql(
        `insert into "auth_users" ("id", "email", "email_confirmed_at", "user_metadata", "app_metadata", "banned_until", "created_at", "updated_at")
         values (?, ?, ?, '{}', '{}', ?, now(), now())`,
        [user.id, user.email, confirmed, banned],
      );
    }
    const statuses = Object.fromEntries(
      (await page({ first: 20 })).edges.map((edge) => [edge.node.email, edge.node.status]),
    );
    expect(statuses).toMatchObject({
      'ada@example.com': 'BANNED',
      'grace@example.org': 'UNCONFIRMED',
      'alan@example.com': 'ACTIVE',
      'chef@example.com': 'ACTIVE',
    });
  });

  it('refuses a cursor it did not make, and a page too large', async () => {
    for (const variables of [{ after: 'not-a-cursor' }, { first: 101 }, { first: 0 }]) {
      const result = await graphql(app, usersQuery, variables, admin);
      expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
    const restAnswer = await rest<{ error: { code: string } }>(
      app,
      'GET',
      '/api/admin/users?after=bogus',
      { user: admin },
    );
    expect([restAnswer.status, restAnswer.body.error.code]).toEqual([400, 'VALIDATION']);
  });

  it('answers the same page over REST', async () => {
    const first = await rest<{
      users: UserRow[];
      totalCount: number;
      hasNextPage: boolean;
      endCursor: string;
    }>(app, 'GET', '/api/admin/users?search=EXAMPLE.COM&first=3', { user: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: 4, hasNextPage: true });
    expect(first.body.users).toHaveLength(3);
    const second = await rest<{ users: UserRow[]; hasNextPage: boolean }>(
      app,
      'GET',
      `/api/admin/users?search=example.com&first=3&after=${first.body.endCursor}`,
      { user: admin },
    );
    expect(second.body.users).toHaveLength(1);
    expect(second.body.hasNextPage).toBe(false);
  });
});

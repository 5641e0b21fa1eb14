import type { RecentUser } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { cursorTimestamp, decodeCursor, encodeCursor, pageOf } from '../shared/keyset-cursor.ts';
import { periodParams, type ReportPeriod, toCount, utcDayOf } from '../shared/report-period.ts';
import { User } from './user.entity.ts';

/** A page of users, newest first, for the admin dashboard. */
export interface UserDirectoryPage {
  users: (RecentUser & { cursor: string })[];
  hasNextPage: boolean;
  totalCount: number;
}

/**
 * What a search looks in, exactly as the trigram index `users_search_index` is built (migration
 * 20261126000000), so PostgreSQL and PGlite can use it for `like '%…%'`. First and last name
 * are joined by a space, so "ada king" finds Ada King.
 */
const searchText = `lower(u."email" || ' ' || coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", ''))`;

/**
 * Users newest first, keyset-paged on (created_at, id) over `users_created_at_id_index`: a
 * later page costs what the first does (no OFFSET). `search` is a case-insensitive substring
 * of the e-mail or the name; the count is over the same filter, so the two cannot disagree.
 */
export async function listUsers(
  em: EntityManager,
  options: { search: string | null; first: number; after: string | null },
): Promise<UserDirectoryPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const search = options.search?.trim().toLowerCase();
  if (search) {
    conditions.push(`${searchText} like ?`);
    params.push(`%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  }
  const filter = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const pageConditions = [...conditions];
  const pageParams = [...params];
  if (options.after) {
    const after = decodeCursor(options.after);
    pageConditions.push(`(u."created_at", u."id") < (?::timestamptz, ?::uuid)`);
    pageParams.push(after.at, after.id);
  }
  const pageFilter = pageConditions.length ? `where ${pageConditions.join(' and ')}` : '';
  const [rows, counted] = await Promise.all([
    em.execute<
      {
        id: string;
        email: string;
        first_name: string | null;
        last_name: string | null;
        cursor_at: string;
      }[]
    >(
      `select u."id", u."email", u."first_name", u."last_name",
              ${cursorTimestamp('u."created_at"')} as "cursor_at"
         from "users" u ${pageFilter}
        order by u."created_at" desc, u."id" desc
        limit ?`,
      [...pageParams, options.first + 1],
    ),
    em.execute<{ total: string | number }[]>(
      `select count(*) as "total" from "users" u ${filter}`,
      params,
    ),
  ]);
  const page = pageOf(rows, options.first);
  return {
    users: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      createdAt: new Date(row.cursor_at),
      cursor: encodeCursor({ at: row.cursor_at, id: row.id }),
    })),
    hasNextPage: page.hasNextPage,
    // count(*) is a number on PGlite and a string through pg.
    totalCount: Number(counted[0]?.total ?? 0),
  };
}

/** One user as the directory lists them; null when there is none with this id. */
export async function directoryUser(em: EntityManager, id: string): Promise<RecentUser | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const user = await em.findOne(User, { id });
  return user
    ? {
        id: user.id,
        email: user.email,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        createdAt: user.createdAt,
      }
    : null;
}

/** How many users there are, for the admin dashboard. */
export async function countUsers(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ total: string | number }[]>(
    `select count(*) as "total" from "users"`,
  );
  return Number(row?.total ?? 0);
}

/** E-mail and first name of these users, for lists that name people (absent ones are gone). */
export async function profilesOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, { email: string; firstName: string | null }>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const rows = await em.execute<{ id: string; email: string; first_name: string | null }[]>(
    `select "id", "email", "first_name" from "users" where "id" in (${unique.map(() => '?').join(', ')})`,
    unique,
  );
  return new Map(rows.map((row) => [row.id, { email: row.email, firstName: row.first_name }]));
}

/** What the admin export shows of a user: profile fields only, never credentials. */
export interface DirectoryUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/**
 * One page of all users in id order, after `afterId` (keyset paging: each page is one indexed
 * range read however deep the export is).
 */
export async function listUsersAfter(
  em: EntityManager,
  afterId: string | null,
  limit: number,
): Promise<DirectoryUser[]> {
  const users = await em.find(User, afterId ? { id: { $gt: afterId } } : {}, {
    orderBy: { id: 'asc' },
    limit,
    fields: ['id', 'email', 'firstName', 'lastName', 'createdAt'],
    // Read-only rows: nothing for the unit of work to track across pages.
    disableIdentityMap: true,
  });
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    createdAt: user.createdAt,
  }));
}

/** New profiles per UTC day (YYYY-MM-DD) in a period; days without sign-ups are absent. */
export async function signUpsByDay(
  em: EntityManager,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const rows = await em.execute<{ day: string; count: string | number }[]>(
    `select ${utcDayOf('created_at')} as day, count(*) as count
       from users where created_at >= ? and created_at < ?
      group by 1`,
    periodParams(period),
  );
  return new Map(rows.map((row) => [row.day, toCount(row.count)]));
}

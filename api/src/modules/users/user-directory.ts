import type { EntityManager } from '@mikro-orm/sql';
import { periodParams, type ReportPeriod, toCount, utcDayOf } from '../shared/report-period.ts';
import { User } from './user.entity.ts';

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

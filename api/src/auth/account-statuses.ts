import type { AccountStatus } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';

/**
 * Whether these accounts can sign in, as the embedded auth sees them: banned until a later
 * date, e-mail not confirmed, or active. Ids with no account here (a hosted Supabase project
 * keeps its accounts itself) are left out; the caller counts them active.
 */
export async function accountStatusesOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, AccountStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: string; is_banned: boolean; is_confirmed: boolean }[]>(
    `select "id", coalesce("banned_until" > now(), false) as "is_banned",
            "email_confirmed_at" is not null as "is_confirmed"
       from "auth_users" where "id" in (${ids.map(() => '?').join(', ')})`,
    [...ids],
  );
  return new Map(
    rows.map((row): [string, AccountStatus] => [
      row.id,
      row.is_banned ? 'banned' : row.is_confirmed ? 'active' : 'unconfirmed',
    ]),
  );
}

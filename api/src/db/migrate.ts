import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';

/**
 * The advisory lock every replica takes before migrating. Any fixed number works, as long as all
 * replicas of the app agree on it; it only has to differ from locks other software on the same
 * database takes.
 */
export const migrationLockKey = 7_303_042_118;

/**
 * Applies pending migrations; answers the names it applied. On PostgreSQL, replicas starting
 * together queue on an advisory lock: the first applies the migrations, the others then find
 * nothing left to do. The embedded database belongs to one process, so it needs no lock.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  if (orm.config.getDriver().constructor.name === 'PgliteDriver') return applyPending(orm);
  // A session-level lock lives on one connection: a client of its own, outside the ORM's pool.
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    return await applyPending(orm);
  } finally {
    // Ending the session releases the lock even when unlocking fails.
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    await client.end();
  }
}

async function applyPending(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return (applied ?? []).map((migration) => migration.name);
}

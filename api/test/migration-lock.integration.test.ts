import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { type Database, openDatabase } from '../src/db/open-database.ts';
import { adminQuery, databaseUrlWithName } from './postgres-admin.ts';

const serverUrl = process.env.DATABASE_URL;

// Replicas share a PostgreSQL server; the embedded database belongs to one process.
describe.runIf(serverUrl)('migrations on PostgreSQL', () => {
  const name = `migration_lock_${process.pid}`;
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  });

  it('are applied once when three replicas start together on an empty database', async () => {
    if (!serverUrl) return;
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    await adminQuery(serverUrl, `create database "${name}"`);
    const databaseUrl = databaseUrlWithName(serverUrl, name);
    for (let replica = 0; replica < 3; replica += 1) {
      opened.push(await openDatabase({ databaseUrl, poolMax: 2 }));
    }

    const results = await Promise.all(opened.map((database) => migrate(database.orm)));

    const allNames = migrationsList.map((migration) => migration.name);
    expect(results.filter((applied) => applied.length > 0)).toEqual([allNames]);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(2);
    const rows: { name: string; times: string | number }[] =
      (await opened[0]?.orm.em
        .fork()
        .getConnection()
        .execute(
          'select name, count(*) as times from mikro_orm_migrations group by name order by name',
        )) ?? [];
    expect(rows.map((row) => [row.name, Number(row.times)])).toEqual(
      [...allNames].sort().map((migration) => [migration, 1]),
    );
  });
});

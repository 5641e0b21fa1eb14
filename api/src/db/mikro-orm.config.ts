import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

/** Options both drivers share; the driver and connection are added by open-database.ts. */
export const sharedOrmOptions = {
  entities,
  extensions: [Migrator],
  migrations: {
    tableName: 'mikro_orm_migrations',
    migrationsList,
    // The default snapshot name embeds the database name, which differs between PGlite and PostgreSQL.
    snapshotName: '.snapshot-recipes',
    path: new URL('./migrations', import.meta.url).pathname,
    pathTs: new URL('./migrations', import.meta.url).pathname,
    emit: 'ts',
    silent: true,
  },
  // Sessions are scoped by forking per request; the global context is never used implicitly.
  allowGlobalContext: false,
  forceUtcTimezone: true,
  serialization: { forceObject: true },
} satisfies Partial<Options>;

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { MikroORM } from '@mikro-orm/core';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import array from 'postgres-array';
import { sharedOrmOptions } from './mikro-orm.config.ts';

export interface Database {
  orm: MikroORM;
  kind: 'postgresql' | 'pglite';
  /** The PostgreSQL address, in PostgreSQL mode (the job queue opens its own connections). */
  url?: string;
  /** The embedded instance, in PGlite mode (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Real PostgreSQL when set; embedded PGlite otherwise. */
  databaseUrl?: string;
  /** Where embedded data lives (ignored with databaseUrl). */
  dataDir?: string;
  /** A gzip data directory to start PGlite from (tests boot from a migrated template). */
  pgliteTemplate?: Blob;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export const pgliteExtensions = { pg_trgm };

/** Opens the database the configuration names. Does not migrate: see migrate.ts. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const orm = await PostgreSqlMikroORM.init({
      ...sharedOrmOptions,
      clientUrl: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    return { orm, kind: 'postgresql', url: options.databaseUrl, close: () => orm.close(true) };
  }
  const pglite = await createPglite(options);
  const orm = await PgliteMikroORM.init({
    ...sharedOrmOptions,
    dbName: 'recipes',
    driverOptions: { pglite },
  });
  return {
    orm,
    kind: 'pglite',
    pglite,
    close: async () => {
      await orm.close(true);
      await pglite.close();
    },
  };
}

/** An embedded PostgreSQL; in memory unless a data directory is given. */
export async function createPglite(options: Pick<DatabaseOptions, 'dataDir' | 'pgliteTemplate'>) {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  return PGlite.create({
    dataDir,
    loadDataDir: options.pgliteTemplate,
    extensions: pgliteExtensions,
    // The same value parsing MikroORM applies when it creates the instance itself.
    parsers: createPostgreSqlTypeParsers((value) => array.parse(value)),
  });
}

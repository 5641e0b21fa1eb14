import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { type Database, openDatabase } from '../src/db/open-database.ts';
import { startJobQueue } from '../src/modules/shared/job-queue.ts';
import { adminQuery, databaseUrlWithName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL mode: a migrated database each test file clones. */
    postgresTemplate: string | null;
    /** PGlite mode: a migrated data directory (gzip tarball) each test file loads. */
    pgliteTemplatePath: string | null;
  }
}

/**
 * Migrates once per run. Test files then start from a copy of the migrated database instead
 * of running migrations (or booting a fresh PGlite) each.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // One per project: the api's two projects (api, api-timed) may set up in one process.
    const template = `recipes_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    await adminQuery(databaseUrl, `drop database if exists "${template}"`);
    await adminQuery(databaseUrl, `create database "${template}"`);
    const database = await openDatabase({
      databaseUrl: databaseUrlWithName(databaseUrl, template),
      poolMax: 1,
    });
    await migrate(database.orm);
    await installJobQueue(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', null);
    return async () => {
      await adminQuery(databaseUrl, `drop database if exists "${template}" with (force)`);
    };
  }

  const directory = mkdtempSync(join(tmpdir(), 'recipes-test-'));
  const database = await openDatabase({});
  await migrate(database.orm);
  await installJobQueue(database);
  const dump = await database.pglite?.dumpDataDir('gzip');
  if (!dump) throw new Error('The embedded database could not be dumped.');
  const path = join(directory, 'template.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(directory, { recursive: true, force: true });
}

/** The job queue's tables too, so each test file's queue starts without installing them. */
async function installJobQueue(database: Database) {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = await startJobQueue({ database, logger: silent });
  await jobs.stop(0);
}

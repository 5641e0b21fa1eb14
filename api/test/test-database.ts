import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/open-database.ts';
import { adminQuery, databaseUrlWithName } from './postgres-admin.ts';

/**
 * A database of its own for one test file, copied from the migrated template: a PostgreSQL
 * database created from the template database, or a PGlite loaded from the template dump.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (databaseUrl && postgresTemplate) {
    const name = `recipes_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(databaseUrl, `create database "${name}" template "${postgresTemplate}"`);
    const database = await openDatabase({
      databaseUrl: databaseUrlWithName(databaseUrl, name),
      poolMax: 5,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath)
    throw new Error('The test database template is missing; run tests through vitest.');
  return openDatabase({ pgliteTemplate: new Blob([readFileSync(templatePath)]) });
}

// Applies pending migrations to the configured database (the server also does this at start).
import { parseConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(database.orm);
  console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}

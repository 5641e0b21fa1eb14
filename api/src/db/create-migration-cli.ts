// Writes a migration for the difference between the entities and the migrations so far.
// Diffed on an in-memory PGlite, so it needs no server; the same SQL runs on PostgreSQL.
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const name = process.argv[2];
const database = await openDatabase({});
try {
  await migrate(database.orm);
  const result = await database.orm.migrator.create(undefined, false, false, name);
  console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
  if (result.fileName) console.log('add it to src/db/migrations/index.ts');
} finally {
  await database.close();
}

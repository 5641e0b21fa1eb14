import type { MikroORM } from '@mikro-orm/core';

/** Applies pending migrations; answers the names it applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return (applied ?? []).map((migration) => migration.name);
}

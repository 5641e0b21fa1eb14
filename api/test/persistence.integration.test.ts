import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { Recipe } from '../src/modules/recipes/recipe.entity.ts';
import { ensureUser } from '../src/modules/users/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'recipes-persistence-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Only the embedded database keeps files of its own; PostgreSQL persistence is the server's job.
describe.runIf(!process.env.DATABASE_URL)('embedded database', () => {
  it('keeps data in DATA_DIR across a restart and does not re-run migrations', async () => {
    const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const first = await openDatabase({ dataDir });
    expect(await migrate(first.orm)).toEqual(migrationsList.map((migration) => migration.name));
    const em = first.orm.em.fork() as EntityManager;
    await ensureUser(em, { id: userId, email: 'keep@example.com' });
    em.create(Recipe, {
      user: userId,
      name: 'Sourdough',
      ingredients: ['flour', 'water', 'salt'],
      instructions: [],
      tags: [],
      tagKeys: [],
      searchText: 'sourdough',
    });
    await em.flush();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second.orm)).toEqual([]);
    const recipes = await second.orm.em.fork().find(Recipe, { user: userId });
    expect(recipes.map((recipe) => [recipe.name, recipe.ingredients])).toEqual([
      ['Sourdough', ['flour', 'water', 'salt']],
    ]);
    await second.close();
  });
});

import type { Nutrition } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeNutrition } from '../src/ai/nutrition/compute-nutrition.ts';
import { minimumNutritionCoverage } from '../src/ai/nutrition/nutrition-coverage.ts';
import { nutritionVersion } from '../src/ai/nutrition/nutrition-version.ts';
import {
  type NutritionRecomputeOptions,
  startNutritionRecompute,
} from '../src/modules/recipes/index.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('ada@example.com');
});

afterAll(() => app.close());

/** What the app stores for these lines (the calculator main.ts wires). */
function nutritionOf(ingredients: string[], servings: number): Nutrition | null {
  const estimate = computeNutrition(ingredients, servings);
  return estimate.coverage >= minimumNutritionCoverage ? estimate.perServing : null;
}

const staleFigures = { calories: 1, protein: 1, fat: 1, carbs: 1 };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const sql = <T = Record<string, unknown>[]>(query: string, params: unknown[] = []) =>
  (app.database.orm.em.fork() as EntityManager).execute<T & object>(query, params);

interface Row {
  id: number;
  ingredients: string[];
  nutrition: Nutrition | null;
  nutrition_version: number | null;
}

async function rowsOf(ids: number[]): Promise<Row[]> {
  return sql<Row[]>(
    `select "id", "ingredients", "nutrition", "nutrition_version" from "recipes"
      where "id" in (?) order by "id"`,
    [ids],
  );
}

/** Makes these recipes look saved by a release before versions were kept, with other figures. */
async function makeStale(ids: number[]) {
  await sql(
    `update "recipes" set "nutrition" = ?::jsonb, "nutrition_version" = 0 where "id" in (?)`,
    [JSON.stringify(staleFigures), ids],
  );
}

/** `count` stale copies of a recipe with real ingredient lines; answers their ids. */
async function seedStale(count: number): Promise<number[]> {
  const id = await createRecipe(app, cook, {
    name: 'Porridge',
    servings: 2,
    ingredients: ['200 g rolled oats', '500 ml milk'],
  });
  const copies = await sql<{ id: number }[]>(
    `insert into "recipes" ("user_id", "name", "ingredients", "instructions", "tags", "tag_keys",
       "search_text", "servings", "created_at", "updated_at")
     select "user_id", "name" || ' ' || g, "ingredients", "instructions", "tags", "tag_keys",
       "search_text", "servings", now(), now()
       from "recipes", generate_series(2, ?) as g where "id" = ?
     returning "id"`,
    [count, id],
  );
  const ids = [id, ...copies.map((row) => Number(row.id))];
  await makeStale(ids);
  return ids;
}

/** The job as start-up runs it, with these options changed. */
function startJob(options: Partial<NutritionRecomputeOptions> = {}) {
  return startNutritionRecompute({
    orm: app.database.orm,
    version: nutritionVersion,
    nutritionOf,
    logger: silent,
    ...options,
  });
}

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('recomputing nutrition at start-up', () => {
  it('gives recipes saved by an older version the current figures, and keeps the cook’s own', async () => {
    const lines = ['200 g rolled oats', '500 ml milk'];
    const [stale] = await seedStale(1);
    const own = await createRecipe(app, cook, {
      name: 'Own figures',
      servings: 2,
      ingredients: lines,
    });
    await rest(app, 'PUT', `/api/recipes/${own}`, {
      user: cook,
      body: { name: 'Own figures', nutrition: { calories: 999, protein: 9, fat: 9, carbs: 9 } },
    });

    const job = startJob();
    expect(await job.done).toBe(1);

    const [recomputed, kept] = await rowsOf([stale as number, own]);
    expect(recomputed?.nutrition).toEqual(nutritionOf(lines, 2));
    expect(recomputed?.nutrition?.calories).toBeGreaterThan(450);
    expect(recomputed?.nutrition_version).toBe(nutritionVersion);
    expect(kept?.nutrition).toEqual({ calories: 999, protein: 9, fat: 9, carbs: 9 });
    expect(kept?.nutrition_version).toBeNull();

    // Nothing is left for the next start.
    const again = startJob();
    expect(await again.done).toBe(0);
  });

  it('gives a recipe the calculator cannot read no figures, and goes on with the rest', async () => {
    const ids = await seedStale(3);
    const unreadable = ids[1] as number;
    await sql(`update "recipes" set "ingredients" = '["cannot be read"]'::jsonb where "id" = ?`, [
      unreadable,
    ]);
    const warned: unknown[] = [];
    const job = startJob({
      nutritionOf: (lines, servings) => {
        if (lines.includes('cannot be read')) throw new Error('unreadable line');
        return nutritionOf(lines, servings);
      },
      batchSize: 2,
      logger: { ...silent, warn: (fields: unknown) => warned.push(fields) } as never,
    });
    expect(await job.done).toBe(3);
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.nutrition_version)).toEqual([
      nutritionVersion,
      nutritionVersion,
      nutritionVersion,
    ]);
    expect(rows.find((row) => row.id === unreadable)?.nutrition).toBeNull();
    expect(rows.filter((row) => row.nutrition !== null)).toHaveLength(2);
    expect(warned).toEqual([expect.objectContaining({ recipeId: unreadable })]);
  });

  it('logs one line when done', async () => {
    await seedStale(3);
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const job = startJob({
      batchSize: 2,
      logger: {
        info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
        warn: () => {},
        error: () => {},
      } as never,
    });
    await job.done;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ recipes: 3, version: nutritionVersion });
    expect(lines[0]?.fields.ms).toEqual(expect.any(Number));
  });

  it('answers requests while it runs', async () => {
    const ids = await seedStale(300);
    const paused = gate();
    const resume = gate();
    const job = startJob({
      batchSize: 10,
      afterBatch: async (recomputed) => {
        if (recomputed === 10) {
          paused.open();
          await resume.opened;
        }
      },
    });
    let isDone = false;
    void job.done.then(() => {
      isDone = true;
    });
    await paused.opened;
    // The job is mid-way: requests are answered all the same.
    const listed = await graphql<{ recipes: { id: number }[] }>(
      app,
      'query { recipes(limit: 5) { id } }',
      {},
      cook,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.recipes).toHaveLength(5);
    const health = await fetch(`${app.url}/health`);
    expect(health.status).toBeLessThan(500);
    expect(isDone).toBe(false);
    resume.open();

    expect(await job.done).toBe(300);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.nutrition_version === nutritionVersion)).toBe(true);
  });

  it('shares the work with a second run at once, doing no recipe twice', async () => {
    const ids = await seedStale(200);
    const calls = [0, 0];
    const counted = (run: 0 | 1) => (ingredients: string[], servings: number) => {
      calls[run] = (calls[run] ?? 0) + 1;
      return nutritionOf(ingredients, servings);
    };
    // The first run waits after its first batch until the second has done one, so they overlap.
    const secondDidOne = gate();
    const first = startJob({
      nutritionOf: counted(0),
      batchSize: 10,
      afterBatch: async (recomputed) => {
        if (recomputed === 10) await secondDidOne.opened;
      },
    });
    const second = startJob({
      nutritionOf: counted(1),
      batchSize: 10,
      afterBatch: () => secondDidOne.open(),
    });
    const [byFirst, bySecond] = await Promise.all([first.done, second.done]);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect(byFirst + bySecond).toBe(200);
    expect(calls[0]).toBe(byFirst);
    expect(calls[1]).toBe(bySecond);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.nutrition_version === nutritionVersion)).toBe(true);
  });

  it('keeps a recipe the cook edits meanwhile as edited', async () => {
    const [first, edited, changedLines] = (await seedStale(3)) as [number, number, number];
    const paused = gate();
    const resume = gate();
    const job = startJob({
      batchSize: 1,
      afterBatch: async (recomputed) => {
        if (recomputed === 1) {
          paused.open();
          await resume.opened;
        }
      },
    });
    await paused.opened;
    expect((await rowsOf([first]))[0]?.nutrition_version).toBe(nutritionVersion);

    // The cook changes the ingredients through the app: figures and version from the edit.
    const editedLines = ['400 g rolled oats', '1 l milk'];
    const update = await rest(app, 'PUT', `/api/recipes/${edited}`, {
      user: cook,
      body: { ingredients: editedLines },
    });
    expect(update.status).toBe(200);
    // Lines changed by another writer, figures left behind: recomputed from the lines as they are.
    const otherLines = ['100 g rolled oats'];
    await sql(`update "recipes" set "ingredients" = ?::jsonb where "id" = ?`, [
      JSON.stringify(otherLines),
      changedLines,
    ]);
    resume.open();
    await job.done;

    const [editedRow, changedRow] = await rowsOf([edited, changedLines]);
    expect(editedRow?.ingredients).toEqual(editedLines);
    expect(editedRow?.nutrition).toEqual(nutritionOf(editedLines, 2));
    expect(editedRow?.nutrition_version).toBe(nutritionVersion);
    expect(changedRow?.ingredients).toEqual(otherLines);
    expect(changedRow?.nutrition).toEqual(nutritionOf(otherLines, 2));
  });

  // On the embedded database a transaction holds its only connection: nothing can be locked
  // while the job runs, so there is nothing to pass over.
  it.runIf(process.env.DATABASE_URL)(
    'passes over a recipe an edit holds locked, never waiting for it or overwriting the edit',
    async () => {
      const [free, held] = (await seedStale(2)) as [number, number];
      const cooksFigures = { calories: 321, protein: 9, fat: 8, carbs: 7 };
      const isLocked = gate();
      const editDone = gate();
      const edit = (app.database.orm.em.fork() as EntityManager).transactional(async (tx) => {
        await tx.execute('select "id" from "recipes" where "id" = ? for update', [held]);
        isLocked.open();
        await editDone.opened;
        await tx.execute(
          `update "recipes" set "nutrition" = ?::jsonb, "nutrition_version" = null where "id" = ?`,
          [JSON.stringify(cooksFigures), held],
        );
      });
      await isLocked.opened;

      const job = startJob();
      // Both passes ended while the edit still held its row.
      expect(await job.done).toBe(1);
      editDone.open();
      await edit;

      const [freeRow, heldRow] = await rowsOf([free, held]);
      expect(freeRow?.nutrition_version).toBe(nutritionVersion);
      expect(heldRow).toMatchObject({ nutrition: cooksFigures, nutrition_version: null });
    },
  );

  it('stops when asked, leaving the rest for the next start', async () => {
    const ids = await seedStale(50);
    const stopped = gate();
    const job = startJob({
      batchSize: 10,
      afterBatch: (recomputed) => {
        if (recomputed === 10) stopped.open();
      },
    });
    await stopped.opened;
    await job.stop();
    expect(await job.done).toBe(10);
    const rows = await rowsOf(ids);
    expect(rows.filter((row) => row.nutrition_version === 0)).toHaveLength(40);

    const next = startJob();
    expect(await next.done).toBe(40);
  });
});

describe('the version saved with the figures', () => {
  const versionOf = async (id: number) => (await rowsOf([id]))[0]?.nutrition_version;

  it('is the current one for computed figures and none for the cook’s own', async () => {
    const computed = await createRecipe(app, cook, {
      name: 'Oats',
      ingredients: ['200 g rolled oats'],
    });
    expect(await versionOf(computed)).toBe(nutritionVersion);

    const own = await createRecipe(app, cook, { name: 'Own', ingredients: ['200 g rolled oats'] });
    await rest(app, 'PUT', `/api/recipes/${own}`, {
      user: cook,
      body: { nutrition: { calories: 500, protein: 5, fat: 5, carbs: 5 } },
    });
    expect(await versionOf(own)).toBeNull();

    // New lines without new figures: computed again, so recomputed again with the next version.
    await rest(app, 'PUT', `/api/recipes/${own}`, {
      user: cook,
      body: { ingredients: ['300 g rolled oats'] },
    });
    expect(await versionOf(own)).toBe(nutritionVersion);

    // An Undo of the assistant's change: the earlier lines with the figures computed for them.
    const before = await rest(app, 'GET', `/api/recipes/${computed}`, { user: cook });
    const earlier = before.body as { ingredients: string[]; nutrition: Nutrition };
    await rest(app, 'PUT', `/api/recipes/${computed}`, {
      user: cook,
      body: { ingredients: ['500 g rolled oats', '1 l milk'] },
    });
    await rest(app, 'PUT', `/api/recipes/${computed}`, {
      user: cook,
      body: { ingredients: earlier.ingredients, nutrition: earlier.nutrition },
    });
    expect((await rowsOf([computed]))[0]).toMatchObject({
      nutrition: earlier.nutrition,
      nutrition_version: nutritionVersion,
    });

    // A rename keeps the version the figures have.
    await makeStale([computed]);
    await rest(app, 'PUT', `/api/recipes/${computed}`, { user: cook, body: { name: 'Oats 2' } });
    expect(await versionOf(computed)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  type Deployment,
  graphql,
  signUp,
  startDeployment,
  waitFor,
} from './deployment.ts';
import type { Replica } from './replicas.ts';

/** Jobs in flight at once: each replica runs four imports at a time. */
const imports = 8;

let deployment: Deployment;
let pages: Server;
let pagesUrl: string;
/** Page requests not answered yet: the imports under way, each waiting for its page. */
const held: { path: string; response: ServerResponse }[] = [];
let isHolding = true;

/** A small recipe page of its own per path, so each import saves a recipe of its own. */
function recipePage(path: string): string {
  const name = `Test Kitchen Soup ${path.split('/').pop()}`;
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeYield: '4',
    recipeIngredient: ['1 onion', '2 carrots', '1 litre vegetable stock', '1 teaspoon salt'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Soften the onion and carrots in a little oil.' },
      { '@type': 'HowToStep', text: 'Add the stock and simmer for 20 minutes, then season.' },
    ],
  };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${name}</h1></body></html>`;
}

function answer(path: string, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(path));
}

beforeAll(async () => {
  const postgresUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!postgresUrl || !redisUrl) {
    throw new Error('The deployment tests need DATABASE_URL and REDIS_URL.');
  }
  pages = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    if (isHolding) held.push({ path, response });
    else answer(path, response);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  deployment = await startDeployment({
    postgresUrl,
    redisUrl,
    replicas: 2,
    behindBalancer: 2,
    env: { ALLOW_PRIVATE_IMPORT_URLS: 'true' },
  });
});

afterAll(async () => {
  for (const { response } of held.splice(0)) response.destroy();
  await deployment?.stop();
  pages?.closeAllConnections();
  await new Promise<void>((resolve) => pages?.close(() => resolve()));
});

/** The job ids a replica started, from its own log lines. */
function jobsStartedBy(replica: Replica): string[] {
  return replica
    .logLines()
    .filter((line) => line.msg === 'job started' && line.queue === 'recipe-imports')
    .map((line) => String(line.jobId));
}

describe('a replica killed mid-job', () => {
  it('loses no queued import: another replica takes up its jobs, and each recipe is saved once', async () => {
    // Two cooks share the imports: one cook may have at most five in progress.
    const cooks = [await signUp(deployment.url), await signUp(deployment.url)];
    const tokenFor = (index: number) => cooks[index % cooks.length]?.accessToken ?? '';
    const importIds = Array.from({ length: imports }, () => randomUUID());
    for (const [index, importId] of importIds.entries()) {
      const { data } = await graphql<{ startRecipeImport: { __typename: string } }>(
        deployment.url,
        tokenFor(index),
        `mutation Start($url: String!, $importId: String!) {
          startRecipeImport(url: $url, importId: $importId) { __typename }
        }`,
        { url: `${pagesUrl}/soup/${index + 1}`, importId },
      );
      expect(data.startRecipeImport.__typename).toBe('StartRecipeImportSuccess');
    }
    // Every import is fetching its page: both replicas hold four jobs each.
    await waitFor(`${imports} imports under way`, () => held.length === imports, 30_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}; pages asked for: ${held.map((h) => h.path).join(', ')}`);
      },
    );
    const [victim, survivor] = deployment.replicas as [Replica, Replica];
    const onVictim = jobsStartedBy(victim);
    expect(onVictim.length).toBeGreaterThan(0);

    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    // The survivor's pages arrive; the victim's connections are gone with it.
    isHolding = false;
    for (const { path, response } of held.splice(0)) {
      if (!response.destroyed) answer(path, response);
    }

    // Its jobs are noticed by their missing heartbeat and tried again on the survivor.
    await waitFor(
      'every import to end',
      async () => {
        const { rows } = await adminQuery(
          deployment.databaseUrl,
          'select count(*)::int as count from import_results',
        );
        return rows[0]?.count === imports;
      },
      90_000,
    ).catch(async (error: Error) => {
      const { rows } = await adminQuery(
        deployment.databaseUrl,
        `select id, state, retry_count, output from pgboss.job where name = 'recipe-imports'`,
      );
      throw new Error(`${error.message}; jobs: ${JSON.stringify(rows)}`);
    });
    const outcomes = await adminQuery(
      deployment.databaseUrl,
      `select outcome->>'status' as status, count(*)::int as count from import_results group by 1`,
    );
    const failed = await adminQuery(
      deployment.databaseUrl,
      `select outcome from import_results where outcome->>'status' <> 'SAVED'`,
    );
    expect(failed.rows).toEqual([]);
    expect(outcomes.rows).toEqual([{ status: 'SAVED', count: imports }]);
    const recipes = await adminQuery(
      deployment.databaseUrl,
      'select source_url, count(*)::int as copies from recipes group by source_url',
    );
    expect(recipes.rows).toHaveLength(imports);
    expect(recipes.rows.every((row: { copies: number }) => row.copies === 1)).toBe(true);
    const retried = jobsStartedBy(survivor).filter((jobId) => onVictim.includes(jobId));
    expect(retried.sort()).toEqual([...onVictim].sort());
    const restarts = await adminQuery(
      deployment.databaseUrl,
      `select max(started_on) as last from pgboss.job where name = 'recipe-imports' and retry_count > 0`,
    );
    const takenUpAfterMs = new Date(restarts.rows[0]?.last).getTime() - killedAt;
    console.log(
      `${imports} imports in flight, ${onVictim.length} on the killed replica: all ${imports} saved once; the last taken up again ${(takenUpAfterMs / 1000).toFixed(1)} s after the kill`,
    );

    // And each cook's answer reads through the balancer as well.
    for (const [index, importId] of importIds.entries()) {
      const { data } = await graphql<{ recipeImport: { __typename: string } | null }>(
        deployment.url,
        tokenFor(index),
        `query Imported($importId: String!) { recipeImport(importId: $importId) { __typename } }`,
        { importId },
      );
      expect(data.recipeImport?.__typename).toBe('RecipeImportSuccess');
    }
  }, 180_000);
});

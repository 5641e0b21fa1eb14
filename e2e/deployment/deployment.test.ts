import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  type Deployment,
  frontEnds,
  graphql,
  releaseOf,
  signUp,
  socketClient,
  startDeployment,
  subscribe,
  waitFor,
} from './deployment.ts';
import { metricOf, type Replica, replicaThatServed } from './replicas.ts';

const postgresUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;

let deployment: Deployment;
const sockets: Client[] = [];

beforeAll(async () => {
  if (!postgresUrl || !redisUrl) {
    throw new Error('The deployment tests need DATABASE_URL (PostgreSQL) and REDIS_URL.');
  }
  for (const part of ['api', ...frontEnds]) {
    if (!existsSync(releaseOf(part))) {
      throw new Error(`release/${part} is missing: run npx -y pnpm@10 run release first`);
    }
  }
  // Three replicas start together on an empty database; the balancer sends to the first two.
  deployment = await startDeployment({ postgresUrl, redisUrl, replicas: 3, behindBalancer: 2 });
});

afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await deployment?.stop();
});

/** The replica a socket of this client landed on: the one whose open-sockets gauge rose. */
async function replicaOfNewSocket(
  open: () => Promise<void>,
  replicas: Replica[],
): Promise<Replica> {
  const before = await Promise.all(
    replicas.map((r) => metricOf(r, 'graphql_ws_active_subscriptions')),
  );
  await open();
  let found: Replica | undefined;
  await waitFor('the subscription to run on a replica', async () => {
    const after = await Promise.all(
      replicas.map((r) => metricOf(r, 'graphql_ws_active_subscriptions')),
    );
    found = replicas.find((_replica, index) => (after[index] ?? 0) > (before[index] ?? 0));
    return Boolean(found);
  });
  if (!found) throw new Error('no replica took the subscription');
  return found;
}

/**
 * Repeats `act` through the balancer until a replica other than `other` served it (round robin
 * alternates; a few tries at most), and answers what that try answered.
 */
async function onTheOtherReplica<T extends { requestId: string }>(
  other: Replica,
  act: () => Promise<T>,
): Promise<T & { servedBy: Replica }> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const result = await act();
    const servedBy = await replicaThatServed(deployment.replicas, result.requestId);
    if (servedBy !== other) return { ...result, servedBy };
  }
  throw new Error(`every try was served by ${other.name}`);
}

describe('three replicas starting together on an empty database', () => {
  it('migrate it once', async () => {
    const migrated = deployment.started.map((replica) => {
      const ready = replica.logLines().find((line) => line.msg === 'database ready');
      return (ready?.applied as string[] | undefined) ?? [];
    });
    const migrations = migrated.find((applied) => applied.length > 0) ?? [];
    expect(migrations.length).toBeGreaterThan(10);
    expect(migrated.filter((applied) => applied.length > 0)).toHaveLength(1);
    const rows = await adminQuery(
      deployment.databaseUrl,
      'select name, count(*)::int as times from mikro_orm_migrations group by name',
    );
    expect(rows.rows).toHaveLength(migrations.length);
    expect(rows.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
  });
});

describe('the balancer', () => {
  it("serves pages from the api and every front end's files from its own release folder", async () => {
    const page = await fetch(`${deployment.url}/recipes`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const shellIndex = readFileSync(join(releaseOf('shell'), 'index.html'), 'utf8');
    const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(shellIndex)?.[1];
    expect(entryScript).toBeTruthy();
    expect(html).toContain(entryScript);

    const shellVersion = await (await fetch(`${deployment.url}/version.json`)).json();
    expect(shellVersion).toMatchObject({ part: 'shell' });
    for (const part of frontEnds.filter((name) => name !== 'shell')) {
      const entry = await fetch(`${deployment.url}/remotes/${part}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const code = await entry.text();
      const version = JSON.parse(readFileSync(join(releaseOf(part), 'version.json'), 'utf8'));
      expect(code.startsWith(`/*! mise ${part} ${version.version} */`)).toBe(true);
      const asset = /assets\/[\w.-]+\.js/.exec(code)?.[0];
      const hashed = await fetch(`${deployment.url}/remotes/${part}/${asset}`);
      expect(hashed.headers.get('cache-control')).toContain('immutable');
    }
    const manifest = await (await fetch(`${deployment.url}/remotes.json`)).json();
    expect(manifest).toMatchObject({
      mfe_shopping: { entry: '/remotes/mfe-shopping/remoteEntry.js' },
    });
    expect((await fetch(`${deployment.url}/metrics`)).status).toBe(404);
  });

  it('spreads requests over both replicas, with no sticky sessions', async () => {
    const served = new Set<string>();
    for (let request = 0; request < 4; request += 1) {
      const response = await fetch(`${deployment.url}/api/recipes`);
      expect(response.status).toBe(401);
      const id = response.headers.get('x-request-id') ?? '';
      served.add((await replicaThatServed(deployment.replicas, id)).name);
    }
    expect([...served].sort()).toEqual(['replica-1', 'replica-2']);
  });
});

describe('state shared by the replicas', () => {
  it('signs a cook in on one replica and refreshes the session on the other', async () => {
    const cook = await signUp(deployment.url);
    let refreshToken = cook.refreshToken;
    const refresh = async () => {
      const response = await fetch(`${deployment.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'local' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { access_token: string; refresh_token: string };
      refreshToken = body.refresh_token;
      return { body, requestId: response.headers.get('x-request-id') ?? '' };
    };
    const first = await refresh();
    const firstReplica = await replicaThatServed(deployment.replicas, first.requestId);
    const second = await onTheOtherReplica(firstReplica, refresh);
    const me = await fetch(`${deployment.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${second.body.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(second.servedBy).not.toBe(firstReplica);
  });

  it('counts a sign-in limit across both replicas', async () => {
    const cook = await signUp(deployment.url);
    const servedBy = new Set<string>();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await fetch(`${deployment.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'local' },
        body: JSON.stringify({ email: cook.email, password: 'not the password' }),
      });
      statuses.push(response.status);
      servedBy.add(
        (await replicaThatServed(deployment.replicas, response.headers.get('x-request-id') ?? ''))
          .name,
      );
    }
    // Five wrong passwords, spread over both replicas, then the pair waits.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(servedBy.size).toBe(2);
  });

  it('delivers a change made on one replica to a subscriber on the other', async () => {
    const cook = await signUp(deployment.url);
    const socket = socketClient(deployment.url, cook.accessToken);
    sockets.push(socket);
    let changes: ReturnType<typeof subscribe<{ recipeChanged: { recipeId: number } }>> | undefined;
    const socketReplica = await replicaOfNewSocket(async () => {
      changes = subscribe(socket, 'subscription { recipeChanged { kind recipeId } }');
    }, deployment.replicas);

    const created = await onTheOtherReplica(socketReplica, async () => {
      const result = await graphql<{
        createRecipe: { recipe?: { id: number } };
      }>(
        deployment.url,
        cook.accessToken,
        `mutation Create($input: RecipeInput!) {
          createRecipe(input: $input) { ... on CreateRecipeSuccess { recipe { id } } }
        }`,
        {
          input: {
            name: `Soup ${randomUUID().slice(0, 4)}`,
            ingredients: ['water'],
            instructions: ['Boil.'],
          },
        },
      );
      return { ...result, id: result.data.createRecipe.recipe?.id };
    });
    expect(created.id).toBeTypeOf('number');
    await waitFor('the change to reach the other replica', () =>
      Boolean(changes?.events.some((event) => event.recipeChanged.recipeId === created.id)),
    );
  });

  it("reports an import's progress to a client of the other replica", async () => {
    const cook = await signUp(deployment.url);
    const socket = socketClient(deployment.url, cook.accessToken);
    sockets.push(socket);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const importId = randomUUID();
      let progress:
        | ReturnType<typeof subscribe<{ recipeImportProgressed: { step: string } }>>
        | undefined;
      const socketReplica = await replicaOfNewSocket(async () => {
        progress = subscribe(
          socket,
          'subscription Progress($id: String!) { recipeImportProgressed(importId: $id) { step progress } }',
          { id: importId },
        );
      }, deployment.replicas);
      const started = await graphql<{ analyzeRecipeText: { __typename: string } }>(
        deployment.url,
        cook.accessToken,
        `mutation Import($importId: String!, $text: String!) {
          analyzeRecipeText(importId: $importId, text: $text) { __typename }
        }`,
        {
          importId,
          text: 'Tomato Soup\nServes 2\n\nIngredients\n4 tomatoes\n1 onion\n500 ml stock\n\nInstructions\n1. Chop everything.\n2. Simmer for 20 minutes.',
        },
      );
      const importReplica = await replicaThatServed(deployment.replicas, started.requestId);
      if (importReplica === socketReplica) {
        progress?.stop();
        continue;
      }
      await waitFor('the import to report its last step', () =>
        Boolean(progress?.events.some((event) => event.recipeImportProgressed.step === 'SAVED')),
      );
      const steps = progress?.events.map((event) => event.recipeImportProgressed.step) ?? [];
      expect(steps.length).toBeGreaterThan(2);
      progress?.stop();
      return;
    }
    throw new Error('every import ran on the subscriber’s own replica');
  });

  it('streams a chat turn to a client of the other replica', async () => {
    const cook = await signUp(deployment.url);
    const socket = socketClient(deployment.url, cook.accessToken);
    sockets.push(socket);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const turnId = randomUUID();
      let turn:
        | ReturnType<typeof subscribe<{ chatTurnEvents: { kind: string; text: string | null } }>>
        | undefined;
      const socketReplica = await replicaOfNewSocket(async () => {
        turn = subscribe(
          socket,
          'subscription Turn($turnId: ID!) { chatTurnEvents(turnId: $turnId) { kind text } }',
          { turnId },
        );
      }, deployment.replicas);
      const started = await graphql(
        deployment.url,
        cook.accessToken,
        `mutation Start($input: ChatMessageInput!, $turnId: ID!) {
          startChatTurn(input: $input, turnId: $turnId) { __typename }
        }`,
        { turnId, input: { conversationId: randomUUID(), message: 'How long do I boil an egg?' } },
      );
      const turnReplica = await replicaThatServed(deployment.replicas, started.requestId);
      await waitFor('the turn to end', () =>
        Boolean(
          turn?.events.some((event) => ['DONE', 'FAILED'].includes(event.chatTurnEvents.kind)),
        ),
      );
      turn?.stop();
      if (turnReplica === socketReplica) continue;
      const kinds = turn?.events.map((event) => event.chatTurnEvents.kind) ?? [];
      expect(kinds).toContain('TEXT');
      expect(kinds.at(-1)).toBe('DONE');
      return;
    }
    throw new Error('every turn ran on the subscriber’s own replica');
  });
});

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'graphql-ws';
import { signUp, socketClient, subscribe, waitFor } from './deployment.ts';

/*
 * A realistic mix for many devices at once, against a deployment's balancer: each device is one
 * connection that browses, searches, opens and edits its cook's recipes, adds shopping items with
 * client ids and ticks them, creates recipes, and (one device per cook) asks the offline assistant
 * and imports pages served on loopback, while every cook keeps a socket subscribed as the shell
 * does. Each answer is timed per operation; each acknowledged write is remembered, so the
 * collection and list can be checked afterwards for every one of them, exactly once.
 */

export const operations = [
  'browse',
  'search',
  'open',
  'edit',
  'add item',
  'tick item',
  'create recipe',
  'chat turn',
  'import page',
] as const;
export type Operation = (typeof operations)[number];

/** How often each everyday operation comes up, out of 100 (chat and imports have their own pace). */
const weights: [Operation, number][] = [
  ['browse', 25],
  ['search', 15],
  ['open', 20],
  ['edit', 12],
  ['add item', 12],
  ['tick item', 10],
  ['create recipe', 6],
];

/** A cook's budgets are 60 turns a minute and five imports in progress: a pace well inside. */
const chatEveryMs = 1_500;
const importEveryMs = 1_000;

export interface LoadCook {
  email: string;
  token: string;
  socket: Client;
  /** Every event the cook's socket heard so far, by kind and id (`ADDED 42`, `CREATED 7`). */
  heard(): Set<string>;
}

export interface Acknowledged {
  /** Items added with a client id: name → the id the server answered. */
  items: Map<string, { cook: LoadCook; id: number; isCompleted: boolean }>;
  /** Recipes created with a client id or imported: name → the id answered. */
  recipes: Map<string, { cook: LoadCook; id: number }>;
  /** Each device's own recipe: its id → the last description the server accepted. */
  edits: Map<number, { cook: LoadCook; description: string }>;
}

export interface LoadFailure {
  operation: Operation;
  /** The HTTP status, or the error's name when there was no answer (TimeoutError). */
  status: number | string;
  body: string;
  /** When the answer came (Date.now()), and how long it took. */
  at: number;
  ms: number;
}

export interface LoadReport {
  devices: number;
  cooks: number;
  seconds: number;
  latencies: Map<Operation, number[]>;
  failures: LoadFailure[];
  acknowledged: Acknowledged;
}

/** A small deterministic generator, so a run's mix can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Recipe pages on loopback, one per address, for the import devices. */
export async function startRecipePages(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://pages').searchParams.get('name') ?? 'Soup';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html><head><title>${name}</title>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        recipeYield: '4',
        recipeIngredient: ['2 carrots', '1 onion', '1 l vegetable stock', '1 tbsp olive oil'],
        recipeInstructions: [
          'Chop the vegetables.',
          'Soften them in the oil.',
          'Simmer 20 minutes.',
        ],
      })}</script></head><body><h1>${name}</h1></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recipe`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cooks signed up through the balancer, each with a socket subscribed to both change streams. */
export async function prepareCooks(baseUrl: string, count: number): Promise<LoadCook[]> {
  const cooks: LoadCook[] = [];
  for (let index = 0; index < count; index += 1) {
    const { email, accessToken } = await signUp(baseUrl);
    const socket = socketClient(baseUrl, accessToken);
    const recipes = subscribe<{ recipeChanged: { kind: string; recipeId: number } }>(
      socket,
      'subscription { recipeChanged { kind recipeId } }',
    );
    const items = subscribe<{ shoppingListChanged: { kind: string; itemId: number | null } }>(
      socket,
      'subscription { shoppingListChanged { kind itemId } }',
    );
    const cook: LoadCook = {
      email,
      token: accessToken,
      socket,
      heard: () =>
        new Set([
          ...recipes.events.map(
            (event) => `${event.recipeChanged.kind} ${event.recipeChanged.recipeId}`,
          ),
          ...items.events.map(
            (event) => `${event.shoppingListChanged.kind} ${event.shoppingListChanged.itemId}`,
          ),
        ]),
    };
    await untilListening(baseUrl, cook);
    cooks.push(cook);
  }
  return cooks;
}

/**
 * Resolves once both of a cook's subscriptions are live: graphql-ws does not acknowledge a
 * subscription, so a change made the moment after subscribing may come before it. A recipe and
 * an item of the cook's own are saved until the socket has heard of each.
 */
async function untilListening(baseUrl: string, cook: LoadCook): Promise<void> {
  const headers = { authorization: `Bearer ${cook.token}`, 'content-type': 'application/json' };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const item = (await (
      await fetch(`${baseUrl}/api/shopping-list`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Socket check ${attempt}` }),
      })
    ).json()) as { id: number };
    const recipe = (await (
      await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: `mutation { createRecipe(input: { name: "Socket check ${attempt}" }) { ... on CreateRecipeSuccess { recipe { id } } } }`,
        }),
      })
    ).json()) as { data: { createRecipe: { recipe: { id: number } } } };
    const expected = [`ADDED ${item.id}`, `CREATED ${recipe.data.createRecipe.recipe.id}`];
    const heardBoth = () => expected.every((event) => cook.heard().has(event));
    const isLive = await waitFor('the socket check', heardBoth, 2_000).then(
      () => true,
      () => false,
    );
    if (isLive) return;
  }
  throw new Error(`${cook.email}'s socket never heard its own changes`);
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/**
 * Runs `devices` connections over `cooks` for `seconds`. A device waits for each answer before
 * its next request, as a phone does; keep-alive connections are Node's own pool's.
 */
export async function runLoad(options: {
  baseUrl: string;
  cooks: LoadCook[];
  devices: number;
  seconds: number;
  pagesUrl: string;
  seed?: number;
  /**
   * A device's pause between answer and next request, in ms (a cook reads, scrolls, types):
   * drawn evenly between the two. None by default, which finds the most the server answers.
   */
  pauseMs?: [number, number];
  /**
   * Sends a failed write again, as it was, until it is answered (30 s past the end at most): a
   * client's queue does so, and the fault tests check each lands once.
   */
  retryWrites?: boolean;
  /** Called with each failure as it happens (a fault test marks when the outage was). */
  onFailure?: (failure: LoadFailure) => void;
}): Promise<LoadReport> {
  const { baseUrl, cooks, devices, seconds } = options;
  const latencies = new Map<Operation, number[]>(operations.map((name) => [name, []]));
  const failures: LoadFailure[] = [];
  const acknowledged: Acknowledged = { items: new Map(), recipes: new Map(), edits: new Map() };
  const started = Date.now();
  const deadline = started + seconds * 1_000;

  /** Writes a client keeps until answered (its offline queue): each is idempotent as sent. */
  const retried = new Set<Operation>([
    'edit',
    'add item',
    'tick item',
    'create recipe',
    'import page',
  ]);

  async function call(
    cook: LoadCook,
    operation: Operation,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer | null> {
    for (;;) {
      const answer = await attempt(cook, operation, method, path, body);
      if (answer || !options.retryWrites || !retried.has(operation)) return answer;
      if (Date.now() > deadline + 30_000) return null;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function attempt(
    cook: LoadCook,
    operation: Operation,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer | null> {
    const begun = performance.now();
    const failed = (status: number | string, text: string) => {
      fail({
        operation,
        status,
        body: text.slice(0, 300),
        at: Date.now(),
        ms: performance.now() - begun,
      });
      return null;
    };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${cook.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const parsed = response.headers.get('content-type')?.includes('json')
        ? JSON.parse(text)
        : text;
      const graphqlErrors = path === '/graphql' && (parsed as { errors?: unknown }).errors;
      if (!response.ok || graphqlErrors) return failed(response.status, text);
      latencies.get(operation)?.push(performance.now() - begun);
      return { status: response.status, body: parsed, text };
    } catch (error) {
      return failed(error instanceof Error ? error.name : 'error', String(error));
    }
  }

  function fail(failure: LoadFailure) {
    failures.push(failure);
    options.onFailure?.(failure);
  }

  async function device(index: number): Promise<void> {
    // Ten devices per cook, in a row: each cook's first device talks, the second imports.
    const cook = cooks[Math.floor(index / 10) % cooks.length] as LoadCook;
    const next = random((options.seed ?? 1) * 10_007 + index);
    const tag = `r${options.seed ?? 1}d${index}`;
    // Devices come online one by one, not all in the same millisecond.
    if (options.pauseMs)
      await new Promise((resolve) => setTimeout(resolve, next() * (options.pauseMs?.[1] ?? 0)));
    // The device's own recipe, which only it edits: its last accepted description is known.
    const own = await call(cook, 'create recipe', 'POST', '/graphql', {
      query:
        'mutation ($input: RecipeInput!, $clientId: String) { createRecipe(input: $input, clientId: $clientId) { ... on CreateRecipeSuccess { recipe { id } } } }',
      variables: {
        clientId: randomUUID(),
        input: {
          name: `Device ${tag} Minestrone`,
          description: 'first',
          ingredients: ['1 can tomatoes', '100 g pasta', '1 courgette'],
          instructions: ['Simmer everything for 15 minutes.'],
        },
      },
    });
    const ownId = (own?.body as { data: { createRecipe: { recipe: { id: number } } } } | undefined)
      ?.data.createRecipe.recipe.id;
    if (!ownId) return;
    acknowledged.recipes.set(`Device ${tag} Minestrone`, { cook, id: ownId });
    acknowledged.edits.set(ownId, { cook, description: 'first' });
    const myItems: string[] = [];
    let count = 0;
    // One device per cook talks to the assistant, another imports: each at its own pace.
    const paced: Operation | null =
      index % 10 === 0 ? 'chat turn' : index % 10 === 1 ? 'import page' : null;
    let nextPaced = Date.now();

    while (Date.now() < deadline) {
      count += 1;
      if (options.pauseMs) {
        const [shortest, longest] = options.pauseMs;
        await new Promise((resolve) =>
          setTimeout(resolve, shortest + next() * (longest - shortest)),
        );
        if (Date.now() >= deadline) break;
      }
      let operation: Operation;
      if (paced && Date.now() >= nextPaced) {
        operation = paced;
        nextPaced = Date.now() + (paced === 'chat turn' ? chatEveryMs : importEveryMs);
      } else {
        let roll = next() * 100;
        operation = 'browse';
        for (const [name, weight] of weights) {
          roll -= weight;
          if (roll < 0) {
            operation = name;
            break;
          }
        }
      }
      switch (operation) {
        case 'browse':
          await call(cook, operation, 'GET', '/api/recipes');
          break;
        case 'search':
          await call(cook, operation, 'POST', '/graphql', {
            query: 'query ($search: String) { recipes(search: $search, limit: 20) { id name } }',
            variables: { search: next() < 0.5 ? 'minestrone' : 'carrot' },
          });
          break;
        case 'open':
          await call(cook, operation, 'POST', '/graphql', {
            query:
              'query ($id: Int!) { recipe(id: $id) { id name description ingredients instructions nutrition { calories } } }',
            variables: { id: ownId },
          });
          break;
        case 'edit': {
          const description = `edit ${count}`;
          const answer = await call(cook, operation, 'PUT', `/api/recipes/${ownId}`, {
            description,
          });
          if (answer) acknowledged.edits.set(ownId, { cook, description });
          break;
        }
        case 'add item': {
          const name = `Item ${tag}-${count}`;
          const answer = await call(cook, operation, 'POST', '/api/shopping-list', {
            name,
            quantity: '1',
            clientId: randomUUID(),
          });
          const id = (answer?.body as { id?: number } | undefined)?.id;
          if (id) {
            acknowledged.items.set(name, { cook, id, isCompleted: false });
            myItems.push(name);
          }
          break;
        }
        case 'tick item': {
          const name = myItems[Math.floor(next() * myItems.length)];
          const item = name ? acknowledged.items.get(name) : undefined;
          if (!item) break;
          const answer = await call(cook, operation, 'PATCH', `/api/shopping-list/${item.id}`, {
            isCompleted: item.isCompleted ? 0 : 1,
          });
          if (answer) item.isCompleted = !item.isCompleted;
          break;
        }
        case 'create recipe': {
          const name = `Created ${tag}-${count} Stew`;
          const answer = await call(cook, operation, 'POST', '/graphql', {
            query:
              'mutation ($input: RecipeInput!, $clientId: String) { createRecipe(input: $input, clientId: $clientId) { ... on CreateRecipeSuccess { recipe { id } } } }',
            variables: {
              clientId: randomUUID(),
              input: { name, ingredients: ['500 g beef', '2 carrots'], instructions: ['Stew.'] },
            },
          });
          const id = (answer?.body as { data?: { createRecipe?: { recipe?: { id: number } } } })
            ?.data?.createRecipe?.recipe?.id;
          if (id) acknowledged.recipes.set(name, { cook, id });
          break;
        }
        case 'chat turn':
          await call(cook, operation, 'POST', '/api/general-chat', {
            message:
              next() < 0.5 ? 'How long do carrots keep?' : 'Convert 2 cups of flour to grams',
          });
          break;
        case 'import page': {
          const name = `Imported ${tag}-${count} Carrot Soup`;
          const url = `${options.pagesUrl}?name=${encodeURIComponent(name)}`;
          const answer = await call(cook, operation, 'POST', '/graphql', {
            query:
              'mutation ($url: String!) { analyzeRecipeUrl(url: $url) { __typename ... on AnalyzeRecipeUrlSuccess { imported { recipe { id name } } } ... on Error { code message } } }',
            variables: { url },
          });
          const result = (
            answer?.body as {
              data?: {
                analyzeRecipeUrl?: { __typename: string; imported?: { recipe: { id: number } } };
              };
            }
          )?.data?.analyzeRecipeUrl;
          if (answer && result?.imported)
            acknowledged.recipes.set(name, { cook, id: result.imported.recipe.id });
          else if (answer)
            fail({
              operation,
              status: 200,
              body: answer.text.slice(0, 300),
              at: Date.now(),
              ms: 0,
            });
          break;
        }
      }
    }
  }

  await Promise.all(Array.from({ length: devices }, (_, index) => device(index)));
  return {
    devices,
    cooks: cooks.length,
    seconds,
    latencies,
    failures,
    acknowledged,
  };
}

/**
 * What the collection and the lists hold against what was acknowledged: each acknowledged item
 * and recipe present exactly once with the id answered, each tick and edit as last accepted.
 * Answers the problems found (none when every write is there once) and how many were checked.
 */
export async function checkAcknowledged(
  baseUrl: string,
  cooks: LoadCook[],
  acknowledged: Acknowledged,
): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  let checked = 0;
  for (const cook of cooks) {
    const headers = { authorization: `Bearer ${cook.token}` };
    const list = (await (await fetch(`${baseUrl}/api/shopping-list`, { headers })).json()) as {
      id: number;
      name: string;
      isCompleted: number | boolean;
    }[];
    const recipes = (await (await fetch(`${baseUrl}/api/recipes`, { headers })).json()) as {
      id: number;
      name: string;
      description: string | null;
    }[];
    for (const [name, item] of acknowledged.items) {
      if (item.cook !== cook) continue;
      checked += 1;
      const found = list.filter((entry) => entry.name === name);
      if (found.length !== 1) problems.push(`item ${name}: ${found.length} on the list`);
      else if (found[0]?.id !== item.id)
        problems.push(`item ${name}: id ${found[0]?.id}, answered ${item.id}`);
      else if (Boolean(found[0]?.isCompleted) !== item.isCompleted)
        problems.push(
          `item ${name}: ticked ${found[0]?.isCompleted}, last accepted ${item.isCompleted}`,
        );
    }
    for (const [name, recipe] of acknowledged.recipes) {
      if (recipe.cook !== cook) continue;
      checked += 1;
      const found = recipes.filter((entry) => entry.name === name);
      if (found.length !== 1) problems.push(`recipe ${name}: ${found.length} in the collection`);
      else if (found[0]?.id !== recipe.id)
        problems.push(`recipe ${name}: id ${found[0]?.id}, answered ${recipe.id}`);
    }
    for (const [id, edit] of acknowledged.edits) {
      if (edit.cook !== cook) continue;
      checked += 1;
      const found = recipes.find((entry) => entry.id === id);
      if (found?.description !== edit.description)
        problems.push(`recipe ${id}: "${found?.description}", last accepted "${edit.description}"`);
    }
  }
  return { problems, checked };
}

/** The acknowledged creates and adds whose cook's socket has not heard of them (yet). */
export function unheard(cooks: LoadCook[], acknowledged: Acknowledged): string[] {
  const heard = new Map(cooks.map((cook) => [cook, cook.heard()]));
  const missing: string[] = [];
  for (const [name, item] of acknowledged.items)
    if (!heard.get(item.cook)?.has(`ADDED ${item.id}`)) missing.push(`item ${name}`);
  for (const [name, recipe] of acknowledged.recipes)
    if (!heard.get(recipe.cook)?.has(`CREATED ${recipe.id}`)) missing.push(`recipe ${name}`);
  return missing;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

/** One Markdown table: per operation, how many answered and their p50 / p99 in ms. */
export function latencyTable(report: LoadReport): string {
  const rows = operations.map((operation) => {
    const sorted = [...(report.latencies.get(operation) ?? [])].sort((a, b) => a - b);
    return `| ${operation} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} |`;
  });
  const all = [...report.latencies.values()].flat().sort((a, b) => a - b);
  return [
    '| operation | answered | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...rows,
    `| all | ${all.length} | ${percentile(all, 0.5).toFixed(0)} | ${percentile(all, 0.99).toFixed(0)} |`,
  ].join('\n');
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@app/schema';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createOpenAiRealtimeProvider } from '../src/ai/realtime/openai-realtime-provider.ts';
import { chatToolArguments } from '../src/modules/chat/index.ts';
import { routesOf } from '../src/server/route-table.ts';
import { fragmentOf, lastMail, supabaseClient } from './auth-client.ts';
import { graphqlRows, toolRows } from './authorization/graphql-rows.ts';
import {
  type Caller,
  callers,
  type GraphqlRequest,
  type MatrixCase,
  type Outcome,
  type RestRequest,
} from './authorization/matrix.ts';
import { cookMarker, OwnerFixtures } from './authorization/owner-fixtures.ts';
import { restRows } from './authorization/rest-rows.ts';
import { type SubscriptionRow, subscriptionRows } from './authorization/subscription-rows.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { renderScreenshot } from './fixtures/ocr/recipe-photos.ts';
import { startOAuthStandIn } from './oauth-provider-stand-in.ts';
import {
  type RealtimeProviderStandIn,
  standInApiKey,
  startRealtimeProviderStandIn,
} from './realtime-provider-stand-in.ts';

// Every GraphQL field, every route the server registers and every assistant tool, asked by a
// guest, the cook who owns the rows named, another cook and an admin (authorization/matrix.ts).
// Besides each caller's expected answer, a request by anyone but the cook must leave every row
// of hers as it was, and an answer about a caller's own rows must not show hers.

const password = 'a long passphrase';

let app: TestApp;
let standIn: RealtimeProviderStandIn;
let oauthStandIn: Awaited<ReturnType<typeof startOAuthStandIn>>;
let pageServer: Server;
let photoDirectory: string;
let sources: OwnerFixtures['sources'];
const identities = {} as Record<Exclude<Caller, 'guest'>, TestUser>;
const sockets: Client[] = [];

/** A cook signed up through the embedded auth, with a session of their own. */
async function signUp(email: string): Promise<TestUser> {
  const client = supabaseClient(app);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error) throw error;
  let token = data.session?.access_token;
  if (!token) {
    // An admin address must be proven first: follow the mailed link.
    const followed = await fetch(lastMail(app, email, 'confirmation').link, { redirect: 'manual' });
    token = fragmentOf(followed.headers.get('location') ?? '').get('access_token') ?? undefined;
  }
  if (!token || !data.user) throw new Error(`no session for ${email}`);
  return { id: data.user.id, email, token, authorization: `Bearer ${token}` };
}

async function freshSessionOf(user: TestUser): Promise<TestUser> {
  const { data, error } = await supabaseClient(app).auth.signInWithPassword({
    email: user.email,
    password,
  });
  if (error || !data.session) throw error ?? new Error('no session');
  const token = data.session.access_token;
  return { ...user, token, authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  standIn = await startRealtimeProviderStandIn();
  // A sign-in provider, so that linkIdentity has one to start with.
  oauthStandIn = await startOAuthStandIn({ clientId: 'matrix', clientSecret: 'matrix-secret' });
  app = await createTestApp({
    auth: {},
    oauthProviders: {
      github: {
        clientId: 'matrix',
        clientSecret: 'matrix-secret',
        endpoints: oauthStandIn.endpoints,
      },
    },
    adminEmails: ['matrix-admin@example.com'],
    realtime: createOpenAiRealtimeProvider({
      apiKey: standInApiKey,
      baseUrl: standIn.baseUrl,
      maxRetries: 0,
    }),
  });
  // The cook's address carries her marker, so an answer naming her shows it.
  identities.cook = await signUp(`${cookMarker.toLowerCase()}-cook@example.com`);
  identities.otherCook = await signUp('matrix-other@example.com');
  identities.admin = await signUp('matrix-admin@example.com');
  await signUp('matrix-anyone@example.com');
  pageServer = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html><head><title>Plain Pancakes</title>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Plain Pancakes',
        recipeIngredient: ['1 cup flour', '1 egg', '1 cup milk'],
        recipeInstructions: ['Whisk everything.', 'Fry in a hot pan.'],
      })}</script></head><body><h1>Plain Pancakes</h1></body></html>`);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  photoDirectory = mkdtempSync(join(tmpdir(), 'matrix-photo-'));
  const photo = readFileSync(renderScreenshot(photoDirectory)).toString('base64');
  sources = {
    pageUrl: `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/pancakes`,
    photo: `data:image/png;base64,${photo}`,
    account: { email: 'matrix-anyone@example.com', password },
  };
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.close();
  await standIn?.close();
  await oauthStandIn?.close();
  pageServer?.close();
  if (photoDirectory) rmSync(photoDirectory, { recursive: true, force: true });
});

/** Every row the cook has, in every table that keeps a user's rows (log tables aside). */
async function cookRows(): Promise<string> {
  const connection = app.database.orm.em.getConnection();
  const tables = (
    (await connection.execute(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'user_id'
         and table_name not in ('chat_turns', 'import_attempts', 'import_results')
       order by table_name`,
    )) as { table_name: string }[]
  ).map((row) => row.table_name);
  const id = identities.cook.id;
  const parts = [
    `select 'users' as t, md5(coalesce(string_agg(md5(r::text), ''), '')) as h from users r where r.id = '${id}'`,
    ...tables.map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(md5(r::text), '' order by md5(r::text)), '')) as h from "${name}" r where r.user_id = '${id}'`,
    ),
  ];
  const rows = (await connection.execute(parts.join(' union all '))) as { t: string; h: string }[];
  return rows.map((row) => `${row.t}:${row.h}`).join('|');
}

interface Answer {
  /** What the answer amounts to: an outcome, or what else it was. */
  verdict: Outcome | string;
  status: number;
  text: string;
}

function graphqlVerdict(field: string, status: number, text: string): Answer {
  const body = JSON.parse(text) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const name = field.split('.')[1] ?? field;
  const code = body.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return { verdict: 'unauthenticated', status, text };
  if (code === 'FORBIDDEN') return { verdict: 'forbidden', status, text };
  if (body.errors) return { verdict: `error ${code}: ${body.errors[0]?.message}`, status, text };
  const value = body.data?.[name] as Record<string, unknown> | null | boolean | undefined;
  if (value === null || value === undefined) return { verdict: 'notFound', status, text };
  if (typeof value !== 'object') return { verdict: 'allowed', status, text };
  const typename = String(value.__typename ?? '');
  if (typename.endsWith('NotFoundError')) return { verdict: 'notFound', status, text };
  if (typename.endsWith('Error')) {
    return { verdict: `${typename}: ${String(value.message)}`, status, text };
  }
  const output = (value.run as { output?: { error?: string } } | undefined)?.output;
  if (output?.error) {
    const verdict = /not found/i.test(output.error) ? 'notFound' : `tool error: ${output.error}`;
    return { verdict, status, text };
  }
  return { verdict: 'allowed', status, text };
}

function restVerdict(status: number, text: string): Answer {
  if (status === 401) return { verdict: 'unauthenticated', status, text };
  if (status === 403) return { verdict: 'forbidden', status, text };
  if (status === 404) return { verdict: 'notFound', status, text };
  if (status >= 200 && status < 400) return { verdict: 'allowed', status, text };
  return { verdict: `status ${status}`, status, text: text.slice(0, 300) };
}

/** What is wrong with an answer, given what the caller should have got; null when nothing. */
function problemWith(
  answer: Answer,
  expected: Outcome,
  matrixCase: MatrixCase<unknown>,
  caller: Caller,
): string | null {
  const showsCook = answer.text.toLowerCase().includes(cookMarker.toLowerCase());
  if (expected === 'open') {
    const fine =
      answer.verdict === 'allowed' || (matrixCase.openStatuses ?? []).includes(answer.status);
    return fine ? null : `expected an open answer, got ${answer.verdict}`;
  }
  if (expected === 'own') {
    if (answer.verdict !== 'allowed') return `expected its own answer, got ${answer.verdict}`;
    return showsCook ? "its answer shows the cook's rows" : null;
  }
  if (answer.verdict !== expected) return `expected ${expected}, got ${answer.verdict}`;
  if (caller === 'cook' && matrixCase.showsCookData && !showsCook)
    return "the cook's own answer does not show her rows (the leak check would see nothing)";
  if (caller !== 'cook' && expected === 'notFound' && showsCook)
    return "the refusal shows the cook's rows";
  return null;
}

async function send(
  caller: Caller,
  request: RestRequest & { method: string },
  fresh: boolean,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...request.headers };
  if (caller !== 'guest') {
    const identity = fresh ? await freshSessionOf(identities[caller]) : identities[caller];
    headers.authorization = identity.authorization;
  }
  let body: string | undefined;
  if (request.rawBody !== undefined) body = request.rawBody;
  else if (request.body !== undefined) body = JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  if (request.method === 'OPTIONS') {
    headers.origin = 'http://localhost:5173';
    headers['access-control-request-method'] = 'POST';
  }
  const response = await fetch(`${app.url}${request.path}`, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/**
 * One case, asked by every caller: the cook last, since what she is allowed may delete the
 * rows the others were refused.
 */
async function runCase<Request>(
  matrixCase: MatrixCase<Request>,
  ask: (request: Request, caller: Caller) => Promise<Answer>,
): Promise<string[]> {
  const owned = new OwnerFixtures(app, identities.cook, identities.admin, sources);
  const problems: string[] = [];
  const label = matrixCase.label ? `${matrixCase.label}: ` : '';
  for (const caller of ['guest', 'otherCook', 'admin', 'cook'] as const) {
    await noTurnRunning();
    const request = await matrixCase.request(owned, caller);
    const before = caller === 'cook' ? '' : await cookRows();
    const answer = await ask(request, caller);
    const problem = problemWith(answer, matrixCase.expected[caller], matrixCase, caller);
    if (problem) problems.push(`${label}${caller}: ${problem}`);
    if (caller !== 'cook' && (await cookRows()) !== before) {
      problems.push(`${label}${caller}: changed the cook's rows`);
    }
  }
  return problems;
}

/**
 * Waits until no assistant turn is running. A cook has one turn at a time, and a turn a case
 * started (the other cook's, the admin's, the cook's own) answers in its own time, later on a
 * busy machine: the next caller's question must not meet it.
 */
async function noTurnRunning(): Promise<void> {
  const connection = app.database.orm.em.getConnection();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = (await connection.execute(
      `select count(*)::int as running from chat_turns where status = 'running'`,
    )) as { running: number }[];
    if (row?.running === 0) return;
    if (Date.now() > deadline) throw new Error('an assistant turn still runs after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const askGraphql =
  (field: string, fresh = false) =>
  async (request: GraphqlRequest, caller: Caller) => {
    const { status, text } = await send(
      caller,
      { method: 'POST', path: '/graphql', body: request },
      fresh,
    );
    return graphqlVerdict(field, status, text);
  };

const rowKeys = (entries: { field?: string; route?: string; tool?: string }[]) =>
  entries.map((entry) => entry.field ?? entry.route ?? entry.tool ?? '').sort();

describe('the matrix has a row for everything there is', () => {
  it('every Query, Mutation and Subscription field', () => {
    const types = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const fields = types.flatMap((type) =>
      Object.keys(type?.getFields() ?? {}).map((name) => `${type?.name}.${name}`),
    );
    expect(fields.length).toBeGreaterThan(40);
    expect(rowKeys([...graphqlRows, ...subscriptionRows])).toEqual(fields.sort());
  });

  it('every route the server registers', () => {
    const routes = routesOf(app.app).map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(40);
    expect(rowKeys(restRows)).toEqual(routes.sort());
  });

  it("every one of the assistant's tools", () => {
    expect(rowKeys(toolRows)).toEqual(Object.keys(chatToolArguments).sort());
  });

  it('a case for every caller in every row', () => {
    for (const row of [...graphqlRows, ...toolRows, ...restRows]) {
      for (const matrixCase of row.cases) {
        expect(Object.keys(matrixCase.expected).sort()).toEqual([...callers].sort());
      }
    }
  });
});

describe('GraphQL queries and mutations', () => {
  it.each(graphqlRows.map((row) => [row.field, row] as const))('%s', async (field, row) => {
    const problems: string[] = [];
    for (const matrixCase of row.cases) {
      problems.push(...(await runCase(matrixCase, askGraphql(field, matrixCase.freshSession))));
    }
    expect(problems).toEqual([]);
  });
});

describe("the assistant's tools, as a voice session calls them", () => {
  it.each(toolRows.map((row) => [row.tool, row] as const))('%s', async (_tool, row) => {
    const problems: string[] = [];
    for (const matrixCase of row.cases) {
      problems.push(...(await runCase(matrixCase, askGraphql('Mutation.runAssistantTool'))));
    }
    expect(problems).toEqual([]);
  });
});

describe('routes', () => {
  it.each(restRows.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const method = route.split(' ')[0] ?? 'GET';
    const problems: string[] = [];
    for (const matrixCase of row.cases) {
      problems.push(
        ...(await runCase(matrixCase, async (request, caller) => {
          const { status, text } = await send(
            caller,
            { ...request, method },
            matrixCase.freshSession === true,
          );
          return restVerdict(status, text);
        })),
      );
    }
    expect(problems).toEqual([]);
  });
});

/** A socket as the app opens one, with the caller's token (none for a guest). */
function connect(caller: Caller): { client: Client; closed: Promise<number> } {
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    closedWith = resolve;
  });
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: caller === 'guest' ? {} : { authorization: identities[caller].authorization },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (event) => closedWith((event as { code?: number }).code ?? 0) },
  });
  sockets.push(client);
  return { client, closed };
}

/** Every event of one subscription, and a way to wait for one that fits. */
function listen(client: Client, request: { query: string; variables?: Record<string, unknown> }) {
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  client.subscribe(request, {
    next: (result) => {
      events.push(result.data as Record<string, unknown>);
      for (const wake of waiters.splice(0)) wake();
    },
    error: () => {},
    complete: () => {},
  });
  return {
    events,
    async until(fits: (event: Record<string, unknown>) => boolean) {
      while (!events.some(fits)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

/**
 * Resolves once everything the server wrote to this socket before it has arrived: a new
 * subscription's READY comes after the events published ahead of it, and, on a socket whose
 * subscriptions were just sent, after those are live.
 */
async function settled(client: Client): Promise<void> {
  const marker = listen(client, {
    query: 'subscription ($id: ID!) { chatTurnEvents(turnId: $id) { kind } }',
    variables: { id: randomUUID() },
  });
  await marker.until(() => true);
}

const isReady = (event: Record<string, unknown>) => {
  const value = Object.values(event)[0] as { kind?: string; step?: string };
  return value?.kind === 'READY' || value?.step === 'READY';
};

/**
 * The cook and the caller subscribe; the cook changes something; once she has heard all of it,
 * and everything sent to the caller's socket before has arrived, the caller must have heard it
 * exactly when allowed to.
 */
async function probeSubscription(
  row: SubscriptionRow,
  caller: Caller,
  expected: Outcome,
): Promise<string | null> {
  const owned = new OwnerFixtures(app, identities.cook, identities.admin, sources);
  const request = await row.query(owned);
  const socket = connect(caller);
  if (expected === 'unauthenticated') {
    const code = await socket.closed;
    return code === 4403 ? null : `the socket closed with ${code}, not 4403`;
  }
  const theirs = listen(socket.client, request);
  await settled(socket.client);
  const cook = caller === 'cook' ? socket.client : connect('cook').client;
  const hers = caller === 'cook' ? theirs : listen(cook, request);
  await settled(cook);
  await row.trigger(owned);
  await hers.until((event) => !isReady(event) && row.isLast(event));
  await settled(socket.client);
  const heard = theirs.events.filter((event) => !isReady(event));
  if (expected === 'allowed') return heard.length > 0 ? null : 'heard nothing of the change';
  if (expected === 'own') {
    return heard.length === 0 ? null : `heard the cook's change: ${JSON.stringify(heard[0])}`;
  }
  return `no probe for ${expected}`;
}

describe('subscriptions', () => {
  it.each(subscriptionRows.map((row) => [row.field, row] as const))('%s', async (_field, row) => {
    const problems: string[] = [];
    for (const caller of callers) {
      const expected = row.expected[caller];
      const problem = await probeSubscription(row, caller, expected);
      if (problem) problems.push(`${caller} (${expected}): ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

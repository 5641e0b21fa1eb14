import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signAccessToken } from '../src/auth/access-token.ts';
import { maxOperationsPerSocket, maxSocketsPerCook } from '../src/server/subscriptions.ts';
import { newEmail, supabaseClient } from './auth-client.ts';
import {
  createTestApp,
  type TestApp,
  type TestUser,
  testAudience,
  testIssuer,
} from './create-test-app.ts';
import { rest } from './http.ts';

let app: TestApp;
const logLines: Record<string, unknown>[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => void logLines.push(JSON.parse(line)) },
  );
  app = await createTestApp({ auth: {}, logger });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.close();
});

interface SignedIn extends TestUser {
  sessionId: string;
}

/** A real sign-up through the embedded auth: a session that sign-out can end. */
async function signUp(): Promise<SignedIn> {
  const { data, error } = await supabaseClient(app).auth.signUp({
    email: newEmail(),
    password: 'a long kitchen password',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  const { session } = data;
  const claims = JSON.parse(
    Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
  );
  return {
    id: session.user.id,
    email: session.user.email ?? '',
    token: session.access_token,
    authorization: `Bearer ${session.access_token}`,
    sessionId: claims.session_id,
  };
}

/** Another access token for the same session, living `seconds`. */
async function tokenFor(user: SignedIn, seconds: number): Promise<string> {
  return signAccessToken(
    app.keys.active,
    { sub: user.id, email: user.email, sessionId: user.sessionId },
    { issuer: testIssuer, audience: testAudience, lifetimeSeconds: seconds },
  );
}

interface Socket {
  client: Client;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  connected: Promise<WebSocket>;
}

function connect(authorization: string): Socket {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  clients.push(client);
  return {
    client,
    closed: new Promise((resolve) =>
      client.on('closed', (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason });
      }),
    ),
    connected: new Promise((resolve) =>
      client.on('connected', (socket) => resolve(socket as WebSocket)),
    ),
  };
}

type ShoppingEvent = { shoppingListChanged: { kind: string; item: { name: string } | null } };

/** A shopping-list subscription whose events queue up until read. */
function watchShoppingList(client: Client) {
  const received: ShoppingEvent[] = [];
  const errors: unknown[] = [];
  let isComplete = false;
  client.subscribe<ShoppingEvent>(
    { query: 'subscription { shoppingListChanged { kind item { name } } }' },
    {
      next: (result) => void received.push(result.data as ShoppingEvent),
      error: (error) => void errors.push(error),
      complete: () => {
        isComplete = true;
      },
    },
  );
  return {
    received,
    errors,
    get isComplete() {
      return isComplete;
    },
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const addItem = (user: TestUser, name: string) =>
  rest(app, 'POST', '/api/shopping-list', { user, body: { name } });

/** Adds items until the subscription has seen one, so it is known to be live on the server. */
async function untilLive(user: TestUser, events: { received: ShoppingEvent[] }) {
  for (let attempt = 0; attempt < 50 && events.received.length === 0; attempt++) {
    await addItem(user, `warm-up ${attempt}`);
    const deadline = Date.now() + 200;
    while (events.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  expect(events.received.length).toBeGreaterThan(0);
}

async function anotherSession(user: SignedIn): Promise<TestUser> {
  const { data, error } = await supabaseClient(app).auth.signInWithPassword({
    email: user.email,
    password: 'a long kitchen password',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return {
    ...user,
    token: data.session.access_token,
    authorization: `Bearer ${data.session.access_token}`,
  };
}

describe('a socket follows the session that opened it', () => {
  it('closes with 4403 when its session signs out, and its events stop', async () => {
    const cook = await signUp();
    const phone = await anotherSession(cook);
    const socket = connect(cook.authorization);
    const events = watchShoppingList(socket.client);
    await untilLive(cook, events);

    const logout = await rest(app, 'POST', '/auth/v1/logout?scope=local', {
      headers: { authorization: cook.authorization, 'content-type': 'application/json' },
    });
    expect(logout.status).toBe(204);
    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
    expect(closed.reason).toMatch(/session has ended/);

    // The same token is refused at once over HTTP too, not after a cache expires.
    const afterwards = await rest(app, 'GET', '/api/shopping-list', { user: cook });
    expect(afterwards.status).toBe(401);

    // The cook's other session goes on; nothing of it reaches the closed socket.
    const seen = events.received.length;
    expect((await addItem(phone, 'private saffron')).status).toBe(201);
    const phoneSocket = connect(phone.authorization);
    await expect(phoneSocket.connected).resolves.toBeTruthy();
    expect(events.received.length).toBe(seen);
    expect(JSON.stringify(events.received)).not.toContain('saffron');
  });

  it('refuses to reopen with the token of an ended session', async () => {
    const cook = await signUp();
    await rest(app, 'POST', '/auth/v1/logout?scope=local', {
      headers: { authorization: cook.authorization, 'content-type': 'application/json' },
    });
    const socket = connect(cook.authorization);
    expect((await socket.closed).code).toBe(4403);
  });

  it('closes the sockets of every session on a global sign-out from another device', async () => {
    const cook = await signUp();
    const laptop = await anotherSession(cook);
    const first = connect(cook.authorization);
    const second = connect(laptop.authorization);
    await Promise.all([first.connected, second.connected]);

    await rest(app, 'POST', '/auth/v1/logout?scope=global', {
      headers: { authorization: laptop.authorization, 'content-type': 'application/json' },
    });
    expect((await first.closed).code).toBe(4403);
    expect((await second.closed).code).toBe(4403);
  });

  it('closes with 4403 when the access token expires', async () => {
    const cook = await signUp();
    const token = await tokenFor(cook, 2);
    const socket = connect(`Bearer ${token}`);
    const events = watchShoppingList(socket.client);
    await socket.connected;
    const openedAt = Date.now();

    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
    expect(closed.reason).toMatch(/expired/);
    expect(Date.now() - openedAt).toBeLessThan(5_000);
    await until(() => events.errors.length > 0 || events.isComplete, 'the stream to stop');
  });

  it('stays open past the expiry when the client sends its refreshed token over the socket', async () => {
    const cook = await signUp();
    const shortLived = await tokenFor(cook, 2);
    const expiresAt = Date.now() + 2_000;
    const socket = connect(`Bearer ${shortLived}`);
    const events = watchShoppingList(socket.client);
    const raw = await socket.connected;
    await untilLive(cook, events);

    const pong = new Promise((resolve) => socket.client.on('pong', resolve));
    raw.send(
      JSON.stringify({
        type: 'ping',
        payload: { authorization: `Bearer ${await tokenFor(cook, 3600)}` },
      }),
    );
    await pong;
    let isClosed = false;
    void socket.closed.then(() => {
      isClosed = true;
    });
    // The old token's expiry is the condition being tested: wait until it has passed.
    await until(() => Date.now() > expiresAt + 1_500, 'the first token to expire');
    expect(isClosed).toBe(false);

    const seen = events.received.length;
    await addItem(cook, 'fresh basil');
    await until(() => events.received.length > seen, 'the event after the refresh');
    expect(events.received.at(-1)?.shoppingListChanged.item?.name).toBe('fresh basil');
  });

  it("closes a socket that is handed another user's token", async () => {
    const cook = await signUp();
    const stranger = await signUp();
    const socket = connect(cook.authorization);
    const raw = await socket.connected;
    raw.send(JSON.stringify({ type: 'ping', payload: { authorization: stranger.authorization } }));
    const closed = await socket.closed;
    expect(closed.code).toBe(4403);
  });

  it('refuses operations once the session is gone, even if no sign-out was announced', async () => {
    const cook = await signUp();
    const socket = connect(cook.authorization);
    await socket.connected;
    // Ended behind the server's back: only the check before each operation can notice.
    await app.database.orm.em
      .fork()
      .getConnection()
      .execute('delete from auth_sessions where id = ?', [cook.sessionId]);
    let isClosed = false;
    void socket.closed.then(() => {
      isClosed = true;
    });
    const refusals: unknown[] = [];
    // The api trusts a session check for a few seconds: ask until it looks again.
    await until(() => {
      if (!isClosed) {
        socket.client.subscribe(
          { query: '{ shoppingList { id } }' },
          { next: () => {}, error: (error) => void refusals.push(error), complete: () => {} },
        );
      }
      return isClosed;
    }, 'the socket to be closed');
    expect((await socket.closed).code).toBe(4403);
  });
});

describe('sockets per cook', () => {
  it(`holds at most ${maxSocketsPerCook} open for one cook, and frees a place as one closes`, async () => {
    const cook = await signUp();
    const sockets = Array.from({ length: maxSocketsPerCook }, () => connect(cook.authorization));
    await Promise.all(sockets.map((socket) => socket.connected));

    const oneTooMany = connect(cook.authorization);
    const refusal = await oneTooMany.closed;
    expect(refusal).toEqual({
      code: 4429,
      reason: `Too many connections: at most ${maxSocketsPerCook} per account`,
    });

    // Another cook is not held back, and the /health probe does not notice.
    const neighbour = await signUp();
    await connect(neighbour.authorization).connected;
    expect((await rest(app, 'GET', '/health')).status).toBe(200);

    // A closed socket gives its place back once the server has seen it close.
    await sockets[0]?.client.dispose();
    let outcome = '';
    for (let attempt = 0; attempt < 50 && outcome !== 'connected'; attempt += 1) {
      const again = connect(cook.authorization);
      outcome = await Promise.race([
        again.connected.then(() => 'connected'),
        again.closed.then(({ code }) => `closed ${code}`),
      ]);
    }
    expect(outcome).toBe('connected');
  });
});

describe('what one socket may do', () => {
  it(`runs at most ${maxOperationsPerSocket} operations at once`, async () => {
    const cook = await signUp();
    const socket = connect(cook.authorization);
    const watchers = Array.from({ length: maxOperationsPerSocket + 1 }, () =>
      watchShoppingList(socket.client),
    );
    await until(() => watchers.some((watcher) => watcher.errors.length > 0), 'a refusal');
    const refused = watchers.filter((watcher) => watcher.errors.length > 0);
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(refused[0]?.errors)).toContain(`at most ${maxOperationsPerSocket}`);

    // The others stay live: one change is one event on each of them, not more.
    await addItem(cook, 'lemons');
    const live = watchers.filter((watcher) => watcher.errors.length === 0);
    await until(() => live.every((watcher) => watcher.received.length > 0), 'every live stream');
    for (const watcher of live) expect(watcher.received).toHaveLength(1);
  });

  it('logs one line, with no stack, for a socket that breaks the protocol', async () => {
    const cook = await signUp();
    const open = async () => {
      const raw = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve) => raw.once('open', resolve));
      raw.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: cook.authorization } }),
      );
      await new Promise((resolve) => raw.once('message', resolve));
      return { raw, closed: new Promise<number>((resolve) => raw.once('close', resolve)) };
    };

    const badText = await open();
    const before = logLines.length;
    // Not UTF-8: the WebSocket layer refuses the frame.
    badText.raw.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
    expect(await badText.closed).toBe(1007);
    await until(() => logLines.length > before, 'the log line');
    const written = logLines.slice(before);
    expect(written).toHaveLength(1);
    expect(JSON.stringify(written)).not.toMatch(/\\n\s+at /);

    const badMessage = await open();
    badMessage.raw.send(JSON.stringify({ type: 'bogus', id: randomUUID() }));
    expect(await badMessage.closed).toBe(4400);
    expect(JSON.stringify(logLines.slice(before))).not.toMatch(/\\n\s+at /);
  });
});

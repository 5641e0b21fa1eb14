import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { adminQuery, type Deployment, signUp, startDeployment } from './deployment.ts';
import { metricOf, type Replica } from './replicas.ts';

const cooks = 12;
const loadBeforeKillMs = 1500;
const loadAfterKillMs = 3000;

let deployment: Deployment;

beforeAll(async () => {
  const postgresUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!postgresUrl || !redisUrl) {
    throw new Error('The deployment tests need DATABASE_URL and REDIS_URL.');
  }
  deployment = await startDeployment({ postgresUrl, redisUrl, replicas: 2, behindBalancer: 2 });
});

afterAll(async () => {
  await deployment?.stop();
});

/** A cook's device: a socket kept open as the shell keeps it, and adds sent until told to stop. */
interface Device {
  token: string;
  socket: Client;
  /** How often the socket (re)connected, and when it was last closed and opened. */
  connections: number;
  closedAt: number[];
  openedAt: number[];
  /** Adds the server answered with the item: acknowledged writes. */
  acknowledged: string[];
  /** Adds answered with an error or no answer, each retried with the same client id. */
  retried: number;
  /** What those answers were. */
  failures: string[];
}

function openSocket(device: Device): Client {
  return createClient({
    url: `${deployment.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${device.token}` },
    lazy: false,
    // As the shell: never give up, back off from half a second.
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, 500 * 2 ** retries)),
    on: {
      connected: () => {
        device.connections += 1;
        device.openedAt.push(Date.now());
      },
      closed: () => {
        device.closedAt.push(Date.now());
      },
    },
  });
}

/** Adds items as a device's outbox sends them: one at a time, a failed one again, same id. */
async function addUntil(device: Device, stopAt: () => boolean): Promise<void> {
  while (!stopAt()) {
    const clientId = randomUUID();
    for (;;) {
      try {
        const response = await fetch(`${deployment.url}/graphql`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${device.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            query: `mutation Add($input: AddShoppingListItemInput!) {
              addShoppingListItem(input: $input) {
                __typename ... on AddShoppingListItemSuccess { item { id } }
              }
            }`,
            variables: { input: { clientId, name: `Item ${clientId.slice(0, 6)}` } },
          }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await response.json()) as {
          data?: { addShoppingListItem?: { __typename: string } };
        };
        if (body.data?.addShoppingListItem?.__typename === 'AddShoppingListItemSuccess') {
          device.acknowledged.push(clientId);
          break;
        }
        device.failures.push(`${response.status} ${JSON.stringify(body).slice(0, 120)}`);
      } catch (error) {
        // No answer: the write may or may not have happened; the same id makes the retry safe.
        device.failures.push(String(error));
      }
      device.retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** What a scenario measured: the devices, and how many sockets were on the stopped replica. */
interface Outcome {
  devices: Device[];
  onStopped: number;
  stoppedAt: number;
}

/**
 * Cooks add shopping items through the balancer while their sockets listen; mid-way the first
 * replica is stopped with `signal`. Answers what each device saw.
 */
async function stopReplicaUnderLoad(signal: NodeJS.Signals): Promise<Outcome> {
  const devices: Device[] = [];
  // All sign-ups first: the sockets' upgrades then follow one another, and the balancer's
  // round robin spreads them over both replicas.
  const tokens: string[] = [];
  for (let index = 0; index < cooks; index += 1) {
    tokens.push((await signUp(deployment.url)).accessToken);
  }
  for (const token of tokens) {
    const device: Device = {
      token,
      socket: undefined as unknown as Client,
      connections: 0,
      closedAt: [],
      openedAt: [],
      acknowledged: [],
      retried: 0,
      failures: [],
    };
    device.socket = openSocket(device);
    device.socket.subscribe(
      { query: 'subscription { shoppingListChanged { kind } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    devices.push(device);
  }
  await waitForSubscriptions(cooks);
  const onStopped = await subscriptionsOn(deployment.replicas[0]);
  expect(onStopped).toBeGreaterThan(0);
  expect(onStopped).toBeLessThan(cooks);

  let stopped = false;
  const load = devices.map((device) => addUntil(device, () => stopped));
  await new Promise((resolve) => setTimeout(resolve, loadBeforeKillMs));
  const stoppedAt = Date.now();
  await (deployment.replicas[0] as Replica).stop(signal);
  await new Promise((resolve) => setTimeout(resolve, loadAfterKillMs));
  stopped = true;
  await Promise.all(load);
  await waitForSubscriptions(cooks, [deployment.replicas[1] as Replica]);
  return { devices, onStopped, stoppedAt };
}

/** Every acknowledged add is stored once, and no add is stored twice. */
async function expectEveryWriteOnce(devices: Device[]): Promise<void> {
  const acknowledged = devices.flatMap((device) => device.acknowledged);
  expect(acknowledged.length).toBeGreaterThan(cooks * 5);
  const stored = await adminQuery(
    deployment.databaseUrl,
    `select client_id::text as id, count(*)::int as copies from shopping_items
      where client_id is not null group by client_id`,
  );
  const copies = new Map(
    stored.rows.map((row: { id: string; copies: number }) => [row.id, row.copies]),
  );
  for (const clientId of acknowledged) expect(copies.get(clientId)).toBe(1);
  expect([...copies.values()].every((count) => count === 1)).toBe(true);
}

/** The sockets of the stopped replica came back after one reconnect; the others never dropped. */
function expectOneReconnect({ devices, onStopped, stoppedAt }: Outcome): void {
  const dropped = devices.filter((device) => device.closedAt.length > 0);
  expect(dropped.length).toBe(onStopped);
  for (const device of dropped) {
    expect(device.connections).toBe(2);
    expect((device.openedAt[1] ?? Number.POSITIVE_INFINITY) - stoppedAt).toBeLessThan(2000);
  }
}

function report(label: string, { devices, onStopped }: Outcome): void {
  const acknowledged = devices.reduce((sum, device) => sum + device.acknowledged.length, 0);
  const retried = devices.reduce((sum, device) => sum + device.retried, 0);
  const failures = devices.flatMap((device) => device.failures);
  console.log(
    `${label}: ${acknowledged} adds acknowledged, ${retried} retried; ${onStopped} of ${cooks} sockets on the stopped replica${failures.length ? `; answers retried: ${failures.join(' | ')}` : ''}`,
  );
}

describe('a replica killed under load', () => {
  it('loses no acknowledged write and no client for longer than one reconnect', async () => {
    const outcome = await stopReplicaUnderLoad('SIGKILL');
    report('killed', outcome);
    await expectEveryWriteOnce(outcome.devices);
    expectOneReconnect(outcome);
    for (const device of outcome.devices) await device.socket.dispose();
  });
});

describe('a replica drained under load (SIGTERM)', () => {
  beforeAll(async () => {
    // A new deployment: the first one lost a replica.
    await deployment.stop();
    deployment = await startDeployment({
      postgresUrl: process.env.DATABASE_URL ?? '',
      redisUrl: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? '',
      replicas: 2,
      behindBalancer: 2,
    });
  });

  it('finishes what it took and exits cleanly, and its sockets reconnect once elsewhere', async () => {
    const outcome = await stopReplicaUnderLoad('SIGTERM');
    // A request still in the closing port's accept queue is reset by the kernel, and nginx
    // (whose open-source build does not probe /readyz) will not send a write twice: a rare add
    // may need its client's retry, which its client id makes safe. A balancer that probes
    // /readyz stops sending during DRAIN_DELAY_MS instead.
    report('drained', outcome);
    await expectEveryWriteOnce(outcome.devices);
    expectOneReconnect(outcome);
    expect((deployment.replicas[0] as Replica).child.exitCode).toBe(0);
    for (const device of outcome.devices) await device.socket.dispose();
  });
});

async function subscriptionsOn(replica: Replica | undefined): Promise<number> {
  return replica ? metricOf(replica, 'graphql_ws_active_subscriptions') : 0;
}

async function waitForSubscriptions(
  expected: number,
  replicas: Replica[] = deployment.replicas,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const counts = await Promise.all(replicas.map((replica) => subscriptionsOn(replica)));
    if (counts.reduce((sum, count) => sum + count, 0) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `expected ${expected} subscriptions on ${replicas.map((r) => r.name).join(', ')}`,
  );
}

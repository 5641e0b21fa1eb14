import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { freePorts } from '../../api/test/free-ports.ts';
import { type RunningNginx, renderTemplate, startNginx, waitForAnswer } from './nginx.ts';
import { type Replica, startReplica, waitUntilReady } from './replicas.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
export const frontEnds = ['shell', 'mfe-recipes', 'mfe-shopping', 'mfe-chat', 'mfe-admin'] as const;
export type FrontEnd = (typeof frontEnds)[number];

/** The release folder of a front end, as `pnpm --filter <part> release` makes it. */
export const releaseOf = (part: string) => join(repositoryRoot, 'release', part);

export interface Deployment {
  /** The balancer: what users reach. */
  url: string;
  /** The replicas behind it. */
  replicas: Replica[];
  /** Every replica started, those stopped since included. */
  started: Replica[];
  databaseUrl: string;
  nginx: RunningNginx;
  stop(): Promise<void>;
}

/**
 * The layout of docker-compose.yml without containers: `replicas` api processes from the api's
 * release folder on one new PostgreSQL database and Redis, started at once; each front end's
 * release folder on a static server of its own (deploy/nginx/static-site.conf.template); and the
 * balancer (deploy/nginx/load-balancer.conf.template) in front of the first `behindBalancer`
 * replicas. One nginx process runs every server block, as separate containers would.
 */
export async function startDeployment(options: {
  postgresUrl: string;
  redisUrl: string;
  replicas: number;
  behindBalancer: number;
  env?: Record<string, string>;
}): Promise<Deployment> {
  const database = `deployment_${process.pid}_${Date.now()}`;
  await adminQuery(options.postgresUrl, `create database "${database}"`);
  const databaseUrl = withDatabase(options.postgresUrl, database);
  // A Redis database of the deployment's own, emptied first: rate-limit counters of an earlier
  // run (kept for an hour) must not refuse this one's sign-ups.
  const redisUrl = withRedisDatabase(options.redisUrl, deploymentRedisDatabase);
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();

  const ports = await freePorts(options.replicas * 2 + frontEnds.length + 2);
  const take = () => {
    const port = ports.shift();
    if (port === undefined) throw new Error('out of ports');
    return port;
  };
  const replicaPorts = Array.from({ length: options.replicas }, () => [take(), take()] as const);
  const staticPorts = Object.fromEntries(frontEnds.map((part) => [part, take()])) as Record<
    FrontEnd,
    number
  >;
  const balancerPort = take();
  const marketingPort = take();
  const url = `http://127.0.0.1:${balancerPort}`;

  const serverFiles: Record<string, string> = {};
  for (const part of frontEnds) {
    serverFiles[`${part}.conf`] = renderTemplate('static-site.conf.template', {
      PORT: `127.0.0.1:${staticPorts[part]}`,
      SITE_ROOT: releaseOf(part),
    });
  }
  serverFiles['load-balancer.conf'] = renderTemplate('load-balancer.conf.template', {
    LISTEN_PORT: `127.0.0.1:${balancerPort}`,
    MARKETING_LISTEN_PORT: `127.0.0.1:${marketingPort}`,
    API_SERVERS: replicaPorts
      .slice(0, options.behindBalancer)
      .map(([port]) => `server 127.0.0.1:${port} max_fails=0;`)
      .join('\n  '),
    SHELL_SERVER: `127.0.0.1:${staticPorts.shell}`,
    MARKETING_SERVER: `127.0.0.1:${staticPorts.shell}`,
    MFE_RECIPES_SERVER: `127.0.0.1:${staticPorts['mfe-recipes']}`,
    MFE_SHOPPING_SERVER: `127.0.0.1:${staticPorts['mfe-shopping']}`,
    MFE_CHAT_SERVER: `127.0.0.1:${staticPorts['mfe-chat']}`,
    MFE_ADMIN_SERVER: `127.0.0.1:${staticPorts['mfe-admin']}`,
  });
  const nginx = await startNginx(serverFiles);
  await waitForAnswer(`http://127.0.0.1:${staticPorts.shell}/version.json`);

  const started = replicaPorts.map(([port, marketing], index) =>
    startReplica({
      name: `replica-${index + 1}`,
      port,
      env: {
        MARKETING_PORT: String(marketing),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SHELL_URL: `http://127.0.0.1:${staticPorts.shell}`,
        PUBLIC_URL: url,
        TRUST_PROXY: 'loopback',
        DATA_DIR: join(repositoryRoot, '.data-test', `${database}-${index + 1}`),
        ...options.env,
      },
    }),
  );
  try {
    await Promise.all(started.map((replica) => waitUntilReady(replica)));
  } catch (error) {
    await Promise.all(started.map((replica) => replica.stop('SIGKILL')));
    await nginx.stop();
    throw error;
  }
  const replicas = started.slice(0, options.behindBalancer);
  return {
    url,
    replicas,
    started,
    databaseUrl,
    nginx,
    stop: async () => {
      await Promise.all(started.map((replica) => replica.stop('SIGTERM')));
      await nginx.stop();
      await adminQuery(options.postgresUrl, `drop database if exists "${database}" with (force)`);
      for (let index = 1; index <= started.length; index += 1) {
        rmSync(join(repositoryRoot, '.data-test', `${database}-${index}`), {
          recursive: true,
          force: true,
        });
      }
    },
  };
}

export async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The Redis database (0–15) the deployment tests use, apart from the default one. */
const deploymentRedisDatabase = 9;

function withRedisDatabase(url: string, index: number): string {
  const next = new URL(url);
  next.pathname = `/${index}`;
  return next.toString();
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** A cook signed up through the balancer: the embedded /auth/v1, confirmed at once. */
export async function signUp(
  baseUrl: string,
): Promise<{ email: string; password: string; accessToken: string; refreshToken: string }> {
  const email = `cook-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'a long kitchen password';
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'local' },
    body: JSON.stringify({ email, password, data: { first_name: 'Ada' } }),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string };
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { email, password, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** A GraphQL request through the balancer; answers its data and the request's id. */
export async function graphql<Data = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: Data; requestId: string }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`GraphQL failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { data: body.data, requestId: response.headers.get('x-request-id') ?? '' };
}

/** A graphql-ws client through the balancer, as the shell opens one. */
export function socketClient(baseUrl: string, token: string): Client {
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
}

/** Events of one subscription, collected as they arrive. */
export function subscribe<Event>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): { events: Event[]; errors: unknown[]; stop: () => void } {
  const events: Event[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<Event>(
    { query, variables },
    {
      next: (result) => {
        if (result.data) events.push(result.data as Event);
        if (result.errors) errors.push(result.errors);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { events, errors, stop };
}

/** Polls `condition` until it holds, for at most `timeoutMs`; says what was awaited otherwise. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

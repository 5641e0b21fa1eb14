import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, supabaseClient } from './auth-client.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { rest } from './http.ts';

// The test server trusts X-Forwarded-For from loopback (TRUST_PROXY), so each request can come
// from its own client address, as behind the load balancer.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    auth: { signInLimits: { ...defaults, pairBlockSeconds: 1 } },
    trustProxy: '127.0.0.1',
  });
});
afterAll(async () => {
  await app?.close();
});

const defaults = {
  pairFailures: 5,
  pairBlockSeconds: 30,
  pairMaxBlockSeconds: 3600,
  windowSeconds: 3600,
  perIpFailures: 100,
  perEmailFailures: 50,
};
const password = 'correct horse';
const randomOctet = () => 1 + Math.floor(Math.random() * 254);
const newIp = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

function signIn(server: TestApp, email: string, secret: string, ip: string) {
  return rest<{ code?: string; access_token?: string }>(
    server,
    'POST',
    '/auth/v1/token?grant_type=password',
    {
      body: { email, password: secret },
      headers: { 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
    },
  );
}

async function signedUp(server: TestApp) {
  const email = newEmail();
  const { error } = await supabaseClient(server).auth.signUp({ email, password });
  expect(error).toBeNull();
  return email;
}

describe('password guessing', () => {
  it('slows the guesser with 429 and Retry-After while the owner signs in from elsewhere', async () => {
    const email = await signedUp(app);
    const [attacker, owner] = [newIp(), newIp()];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, guess) => signIn(app, email, `guess-${guess}`, attacker)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(5).fill('invalid_credentials'));
    // More than the 30 attempts that used to lock the address for everyone.
    for (let guess = 0; guess < 35; guess += 1) {
      const refused = await signIn(app, email, `more-${guess}`, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('over_request_rate_limit');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }

    const signedIn = await signIn(app, email, password, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toBeTruthy();
  });

  it('pauses the guessing pair longer on every repeat', async () => {
    const email = await signedUp(app);
    const attacker = newIp();
    for (let guess = 0; guess < 5; guess += 1) await signIn(app, email, `guess-${guess}`, attacker);
    const first = await signIn(app, email, 'guess', attacker);
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '1']);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await signIn(app, email, 'another guess', attacker)).status).toBe(400);
    const second = await signIn(app, email, 'guess', attacker);
    expect([second.status, second.headers.get('retry-after')]).toEqual([429, '2']);
    // Not even the right password from the guessing IP, until the pause is over.
    expect((await signIn(app, email, password, attacker)).status).toBe(429);
  });

  it('forgets a few wrong passwords once the right one is given', async () => {
    const email = await signedUp(app);
    const ip = newIp();
    for (let round = 0; round < 3; round += 1) {
      for (let guess = 0; guess < 4; guess += 1) {
        expect((await signIn(app, email, `typo-${guess}`, ip)).status).toBe(400);
      }
      expect((await signIn(app, email, password, ip)).status).toBe(200);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('with Redis, replicas share the counts', () => {
  let redis: Redis;
  let replicas: TestApp[] = [];
  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    replicas = await Promise.all(
      [0, 1].map(() => createTestApp({ auth: {}, trustProxy: '127.0.0.1', rateLimitStore: redis })),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    redis?.disconnect();
  });

  it('refuses on one replica the guesser who failed on the other', async () => {
    const [first, second] = replicas as [TestApp, TestApp];
    const email = newEmail();
    const attacker = newIp();
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await signIn(first, email, `guess-${guess}`, attacker)).status).toBe(400);
    }
    const refused = await signIn(second, email, 'guess', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(25);
    expect((await signIn(second, email, 'guess', newIp())).status).toBe(400);
  });
});

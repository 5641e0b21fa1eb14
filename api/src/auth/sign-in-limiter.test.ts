import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignInLimiter, type SignInLimits } from './sign-in-limiter.ts';

const limits: SignInLimits = {
  pairFailures: 3,
  pairBlockSeconds: 1,
  pairMaxBlockSeconds: 60,
  windowSeconds: 600,
  perIpFailures: 8,
  perEmailFailures: 6,
};
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, Redis | undefined][] = [['in memory', undefined]];
if (redis) stores.push(['in Redis', redis]);

const newIp = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
const newAddress = () => `cook-${randomUUID()}@example.com`;

/** The error assertMayTry throws, or null when the attempt may go ahead. */
async function refusal(attempt: Promise<void>) {
  return attempt.then(
    () => null,
    (error: { status: number; retryAfterSeconds: number }) => error,
  );
}

/** One wrong password, as the token route reports it. */
async function guessWrong(
  limiter: ReturnType<typeof createSignInLimiter>,
  email: string,
  ip: string,
) {
  await limiter.assertMayTry(email, ip);
  await limiter.recordFailure(email, ip);
}

describe.each(stores)('sign-in limits %s', (_label, store) => {
  it('pauses an address from one IP after a few failures, and not from another IP', async () => {
    const limiter = createSignInLimiter(limits, store);
    const [email, attacker, owner] = [newAddress(), newIp(), newIp()];
    for (let failure = 0; failure < 3; failure += 1) {
      expect(await refusal(limiter.assertMayTry(email, attacker))).toBeNull();
      await limiter.recordFailure(email, attacker);
    }
    expect(await refusal(limiter.assertMayTry(email, attacker))).toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
    });
    expect(await refusal(limiter.assertMayTry(email, owner))).toBeNull();
  });

  it('doubles the pause with every failure after the first pause', async () => {
    const limiter = createSignInLimiter(limits, store);
    const [email, ip] = [newAddress(), newIp()];
    for (let failure = 0; failure < 3; failure += 1) await guessWrong(limiter, email, ip);
    expect(await refusal(limiter.assertMayTry(email, ip))).toMatchObject({ retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await refusal(limiter.assertMayTry(email, ip))).toBeNull();
    await limiter.recordFailure(email, ip);
    expect(await refusal(limiter.assertMayTry(email, ip))).toMatchObject({ retryAfterSeconds: 2 });
  });

  it('forgets a pair failures once its password was right', async () => {
    const limiter = createSignInLimiter(limits, store);
    const [email, ip] = [newAddress(), newIp()];
    for (let failure = 0; failure < 2; failure += 1) await guessWrong(limiter, email, ip);
    await limiter.assertMayTry(email, ip);
    await limiter.recordSuccess(email, ip);
    for (let failure = 0; failure < 2; failure += 1) await guessWrong(limiter, email, ip);
    expect(await refusal(limiter.assertMayTry(email, ip))).toBeNull();
  });

  it('lets no more guesses through when they are sent all at once', async () => {
    const limiter = createSignInLimiter(limits, store);
    const [email, ip] = [newAddress(), newIp()];
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => refusal(limiter.assertMayTry(email, ip))),
    );
    expect(verdicts.filter((verdict) => verdict === null)).toHaveLength(limits.pairFailures);
  });

  it('stops an IP that fails across many addresses', async () => {
    const limiter = createSignInLimiter(limits, store);
    const ip = newIp();
    for (let failure = 0; failure < 8; failure += 1) await guessWrong(limiter, newAddress(), ip);
    expect(await refusal(limiter.assertMayTry(newAddress(), ip))).toMatchObject({ status: 429 });
  });

  it('past the per-address limit refuses only IPs that have failed for it', async () => {
    const limiter = createSignInLimiter(limits, store);
    const email = newAddress();
    const guessers = Array.from({ length: 6 }, newIp);
    for (const ip of guessers) await guessWrong(limiter, email, ip);
    const refused = await refusal(limiter.assertMayTry(email, guessers[0] ?? ''));
    expect(refused).toMatchObject({ status: 429 });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(590);
    expect(await refusal(limiter.assertMayTry(email, newIp()))).toBeNull();
  });
});

describe.runIf(redisUrl)('sign-in limits shared through Redis', () => {
  it('counts failures on one replica against attempts on another', async () => {
    const [first, second] = [
      createSignInLimiter(limits, redis),
      createSignInLimiter(limits, redis),
    ];
    const [email, ip] = [newAddress(), newIp()];
    for (let failure = 0; failure < 3; failure += 1) await guessWrong(first, email, ip);
    expect(await refusal(second.assertMayTry(email, ip))).toMatchObject({ status: 429 });
  });
});

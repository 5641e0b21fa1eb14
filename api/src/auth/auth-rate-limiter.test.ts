import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthRateLimiter } from './auth-rate-limiter.ts';
import { defaultAuthSettings } from './auth-settings.ts';

const limits = {
  ...defaultAuthSettings.rateLimits,
  token: { perIp: 3, windowSeconds: 60 },
  recover: { perIp: 100, perEmail: 2, windowSeconds: 60 },
};
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

// The same behaviour in memory and, when the run has Redis, shared through it.
const stores: [string, Redis | undefined][] = [['in memory', undefined]];
if (redis) stores.push(['in Redis', redis]);

describe.each(stores)('auth rate limits %s', (_label, store) => {
  it('refuses the attempt after the per-IP limit with 429', async () => {
    const limit = createAuthRateLimiter(limits, store);
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) await limit('token', ip);
    const refused = await limit('token', ip).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // The window's rest, in whole seconds: what the answer's Retry-After says.
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(55);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts one e-mail address across IP addresses', async () => {
    const limit = createAuthRateLimiter(limits, store);
    const email = `victim-${randomUUID()}@example.com`;
    await limit('recover', randomUUID(), email);
    await limit('recover', randomUUID(), email.toUpperCase());
    await expect(limit('recover', randomUUID(), email)).rejects.toMatchObject({ status: 429 });
  });

  it('has no per-address request limit for sign-in, so nobody can lock an address', async () => {
    const limit = createAuthRateLimiter(limits, store);
    const email = `cook-${randomUUID()}@example.com`;
    for (let attempt = 0; attempt < 5; attempt += 1) await limit('token', randomUUID(), email);
  });
});

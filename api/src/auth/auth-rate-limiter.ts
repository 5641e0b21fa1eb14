import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { requestRateLimited } from './auth-error.ts';
import type { AuthSettings, RateLimitedAction } from './auth-settings.ts';

export type AuthRateLimiter = (
  action: RateLimitedAction,
  ip: string,
  email?: string,
) => Promise<void>;

/**
 * Counts each request against its IP address and, when the action has a per-address limit, its
 * e-mail address: a flood from one place meets the first, one at one address the second.
 * In memory for one process; in Redis when given, so every replica shares the counts.
 */
export function createAuthRateLimiter(
  limits: AuthSettings['rateLimits'],
  redis?: Redis,
): AuthRateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (action: RateLimitedAction, kind: 'ip' | 'email') => {
    const key = `${action}:${kind}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      const limit = limits[action];
      const options = {
        keyPrefix: `auth-limit:${key}`,
        points: kind === 'ip' ? limit.perIp : (limit.perEmail ?? 0),
        duration: limit.windowSeconds,
      };
      limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(key, limiter);
    }
    return limiter;
  };

  return async (action, ip, email) => {
    const attempts = [limiterFor(action, 'ip').consume(ip)];
    if (email && limits[action].perEmail !== undefined) {
      attempts.push(limiterFor(action, 'email').consume(email.toLowerCase()));
    }
    const results = await Promise.allSettled(attempts);
    let retryAfterMs = -1;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
    }
    // Over several limits, the caller may try again when the last of them lets it.
    if (retryAfterMs >= 0) throw requestRateLimited(retryAfterMs);
  };
}

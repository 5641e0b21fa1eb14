import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface UserRateLimit {
  /** Names the counter in the store (`<keyPrefix>:<userId>`). */
  keyPrefix: string;
  points: number;
  windowSeconds: number;
}

/** Counts one action of `userId`: null when it may go ahead, else how long until it may. */
export type CookRateLimiter = (userId: string) => Promise<{ retryAfterMs: number } | null>;

/**
 * Counts an action per user. In memory for one process; in Redis when given (REDIS_URL), so
 * every replica shares the counts, as the sign-in limits do (auth/auth-rate-limiter.ts). Answers
 * null when the action may go ahead, else how long until it may.
 */
export function createUserRateLimiter(limit: UserRateLimit, redis?: Redis): CookRateLimiter {
  const options = {
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.windowSeconds,
  };
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return async (userId) => {
    try {
      await limiter.consume(userId);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { retryAfterMs: error.msBeforeNext };
    }
  };
}

/**
 * Several windows over one action (per minute and per hour): the action goes ahead only when
 * every window has room, and waits for the one that frees up last.
 */
export function createWindowedRateLimiter(
  keyPrefix: string,
  windows: { points: number; windowSeconds: number }[],
  redis?: Redis,
): CookRateLimiter {
  const limiters = windows.map((window) =>
    createUserRateLimiter({ keyPrefix: `${keyPrefix}:${window.windowSeconds}s`, ...window }, redis),
  );
  return async (userId) => {
    const waits = await Promise.all(limiters.map((limiter) => limiter(userId)));
    const longest = Math.max(0, ...waits.map((wait) => wait?.retryAfterMs ?? 0));
    return waits.some(Boolean) ? { retryAfterMs: longest } : null;
  };
}

/** Whole seconds a client is told to wait (Retry-After): at least 1. */
export const retryAfterSeconds = (limited: { retryAfterMs: number }): number =>
  Math.max(1, Math.ceil(limited.retryAfterMs / 1000));

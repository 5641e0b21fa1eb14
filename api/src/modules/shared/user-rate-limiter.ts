import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface UserRateLimit {
  /** Names the counter in the store (`<keyPrefix>:<userId>`). */
  keyPrefix: string;
  points: number;
  windowSeconds: number;
}

/**
 * Counts an action per user. In memory for one process; in Redis when given (REDIS_URL), so
 * every replica shares the counts, as the sign-in limits do (auth/auth-rate-limiter.ts). Answers
 * null when the action may go ahead, else how long until it may.
 */
export function createUserRateLimiter(
  limit: UserRateLimit,
  redis?: Redis,
): (userId: string) => Promise<{ retryAfterMs: number } | null> {
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

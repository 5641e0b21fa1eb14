import type { Redis } from 'ioredis';
import { type CookRateLimiter, createWindowedRateLimiter } from '../shared/user-rate-limiter.ts';

/**
 * A cook's assistant turns: a quick back-and-forth stays far inside them, a script sending turns
 * in a loop (926 paid model calls in 20 s, before there was a budget) meets them at once.
 */
export const chatTurnBudget = { perMinute: 60, perHour: 500 } as const;

/** Counts turns in Redis when given (every replica sees them), else in this process. */
export function createChatTurnLimiter(redis?: Redis): CookRateLimiter {
  return createWindowedRateLimiter(
    'chat-turns',
    [
      { points: chatTurnBudget.perMinute, windowSeconds: 60 },
      { points: chatTurnBudget.perHour, windowSeconds: 3600 },
    ],
    redis,
  );
}

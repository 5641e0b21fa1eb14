import { LRUCache } from 'lru-cache';
import { AuthError } from './auth-error.ts';
import type { AuthSettings, RateLimitedAction } from './auth-settings.ts';

export type AuthRateLimiter = (action: RateLimitedAction, ip: string, email?: string) => void;

/**
 * Fixed-window counters per action and IP address, and per action and e-mail address, in
 * memory (one api process; a shared store is needed once several replicas serve /auth/v1).
 * @fastify/rate-limit keys a route by one value only; a sign-in must count against both.
 */
export function createAuthRateLimiter(limits: AuthSettings['rateLimits']): AuthRateLimiter {
  const windows = new LRUCache<string, { startedAt: number; count: number }>({ max: 100_000 });

  const isOverLimit = (key: string, max: number, windowSeconds: number) => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.startedAt >= windowSeconds * 1000) {
      windows.set(key, { startedAt: now, count: 1 });
      return max < 1;
    }
    window.count += 1;
    return window.count > max;
  };

  return (action, ip, email) => {
    const limit = limits[action];
    const isIpOver = isOverLimit(`${action}:ip:${ip}`, limit.perIp, limit.windowSeconds);
    const isEmailOver =
      email !== undefined &&
      isOverLimit(`${action}:email:${email.toLowerCase()}`, limit.perEmail, limit.windowSeconds);
    if (isIpOver || isEmailOver) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };
}

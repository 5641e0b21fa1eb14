import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { requestRateLimited } from './auth-error.ts';

/** How many wrong passwords are tolerated, and how long they are remembered. */
export interface SignInLimits {
  /** Wrong passwords in a row for one address from one IP before the first pause. */
  pairFailures: number;
  /** The first pause; every further failure after a pause doubles it, up to the maximum. */
  pairBlockSeconds: number;
  pairMaxBlockSeconds: number;
  /** How long failures are remembered without a success. */
  windowSeconds: number;
  /** Wrong passwords from one IP across all addresses in the window. */
  perIpFailures: number;
  /** Wrong passwords for one address across all IPs in the window; beyond it only IPs that
   * have not failed for the address may try. */
  perEmailFailures: number;
}

/**
 * Limits on password guessing that slow a guesser without locking the owner out (OWASP
 * "Authentication", GoTrue): only failures count, per address+IP with a growing pause, per IP
 * across addresses, and per address across IPs. The last refuses only the IPs that have failed
 * for that address themselves, so the owner on a clean IP still signs in while someone else
 * hammers the account. A success resets its pair. All counts live in Redis when given (shared
 * by every replica), else in memory.
 */
export interface SignInLimiter {
  /**
   * Throws 429 with Retry-After when this IP may not try this address now; else counts the
   * attempt as a failure in advance (so guesses sent all at once meet the limits as well as
   * guesses sent one by one) until recordSuccess takes it back.
   */
  assertMayTry(email: string, ip: string): Promise<void>;
  /** The password was wrong: counts against the address and pauses the pair when due. */
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

const pauseMemorySeconds = 24 * 60 * 60;

export function createSignInLimiter(limits: SignInLimits, redis?: Redis): SignInLimiter {
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const options = { keyPrefix: `auth-sign-in:${name}`, points, duration };
    return redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  };
  const pairFailures = limiter('pair', limits.pairFailures, limits.windowSeconds);
  // How many pauses a pair has earned (remembered for a day): the next lasts twice as long.
  const pairPauses = limiter('pair-pauses', Number.MAX_SAFE_INTEGER, pauseMemorySeconds);
  const ipFailures = limiter('ip', limits.perIpFailures, limits.windowSeconds);
  const emailFailures = limiter('email', limits.perEmailFailures, limits.windowSeconds);
  // An IP never contains a space, so the pair key is unambiguous.
  const pairOf = (email: string, ip: string) => `${ip} ${email.toLowerCase()}`;

  return {
    async assertMayTry(email, ip) {
      const pair = pairOf(email, ip);
      const [pauses, emailState] = await Promise.all([
        pairPauses.get(pair),
        emailFailures.get(email.toLowerCase()),
      ]);
      // Counted now, before the password is checked; refused attempts give theirs back.
      const [pairState, ipState] = await Promise.all([
        countFailure(pairFailures, pair),
        countFailure(ipFailures, ip),
      ]);
      const waits: number[] = [];
      if (pairState.consumedPoints > pairAllowance(pauses)) waits.push(pairState.msBeforeNext);
      if (ipState.consumedPoints > limits.perIpFailures) waits.push(ipState.msBeforeNext);
      const hasFailedHere = pairState.consumedPoints > 1 || Boolean(pauses?.consumedPoints);
      if (hasFailedHere && isOver(emailState, limits.perEmailFailures - 1)) {
        waits.push(emailState.msBeforeNext);
      }
      if (waits.length === 0) return;
      await Promise.all([pairFailures.reward(pair, 1), ipFailures.reward(ip, 1)]);
      throw requestRateLimited(Math.max(...waits));
    },

    async recordFailure(email, ip) {
      const pair = pairOf(email, ip);
      const [pairState, pauses] = await Promise.all([
        pairFailures.get(pair),
        pairPauses.get(pair),
        countFailure(emailFailures, email.toLowerCase()),
      ]);
      const pausesSoFar = pauses?.consumedPoints ?? 0;
      if ((pairState?.consumedPoints ?? 0) < pairAllowance(pauses)) return;
      const seconds = Math.min(
        limits.pairBlockSeconds * 2 ** pausesSoFar,
        limits.pairMaxBlockSeconds,
      );
      await Promise.all([pairFailures.block(pair, seconds), pairPauses.consume(pair)]);
    },

    async recordSuccess(email, ip) {
      const pair = pairOf(email, ip);
      await Promise.all([
        pairFailures.delete(pair),
        pairPauses.delete(pair),
        ipFailures.reward(ip, 1),
      ]);
    },
  };

  /** Failures a pair may make before a pause: after a first pause, every failure pauses again. */
  function pairAllowance(pauses: RateLimiterRes | null): number {
    return (pauses?.consumedPoints ?? 0) > 0 ? 1 : limits.pairFailures;
  }
}

/** Whether a limiter's count for a key is above `allowed`. */
function isOver(state: RateLimiterRes | null, allowed: number): state is RateLimiterRes {
  return state !== null && state.consumedPoints > allowed;
}

/** Counts one failure; a count already over its limit is still a count, not an error. */
async function countFailure(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return rejection as RateLimiterRes;
  }
}

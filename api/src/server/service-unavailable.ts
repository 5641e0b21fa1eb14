import { ConnectionException } from '@mikro-orm/core';

/**
 * Failures of what the api stands on rather than of the request: PostgreSQL refusing or dropping
 * connections (a restart, a failover, a full pool). They answer 503 with Retry-After so clients
 * and balancers try again, never a 500 that reads as a bug or a driver's message.
 */
export const serviceUnavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const;

// Node's socket errors and PostgreSQL's SQLSTATEs for a server that is going, gone or not ready:
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections and class 08
// (connection exception).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

// node-postgres reports a dropped connection and a pool that could not connect in words only.
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /Connection is closed/,
];

/** Whether `error`, or what it wraps (graphql-js, MikroORM, the driver), is such a failure. */
export function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); ) {
    seen.add(current);
    if (current instanceof ConnectionException) return true;
    const { code, sqlState, message } = current as {
      code?: unknown;
      sqlState?: unknown;
      message?: unknown;
    };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof sqlState === 'string' && unavailableCodes.has(sqlState)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
    const next = current as { originalError?: unknown; cause?: unknown; previous?: unknown };
    current = next.originalError ?? next.previous ?? next.cause;
  }
  return false;
}

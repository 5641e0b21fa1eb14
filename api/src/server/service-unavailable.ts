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

/**
 * A write the database could not make because its disk is full (PostgreSQL's disk_full, the
 * embedded PGlite's ENOSPC under DATA_DIR): nothing was saved, and waiting will not help, so it
 * is answered 507 with words for whoever runs the server rather than a retry.
 */
export const storageFull = {
  code: 'STORAGE_FULL',
  message:
    "The server's disk is full, so this was not saved. Free some space on it, then try again.",
} as const;

/** Whether `error`, or what it wraps (graphql-js, MikroORM, the driver), is such a failure. */
export function isServiceUnavailable(error: unknown): boolean {
  return someCause(error, (cause) => {
    if (cause instanceof ConnectionException) return true;
    const { code, sqlState, message } = cause;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof sqlState === 'string' && unavailableCodes.has(sqlState)) return true;
    return (
      typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))
    );
  });
}

/** Whether `error`, or what it wraps, is a write refused for want of disk space. */
export function isStorageFull(error: unknown): boolean {
  return someCause(error, ({ code, sqlState, message }) => {
    if (code === 'ENOSPC' || code === '53100' || sqlState === '53100') return true;
    return typeof message === 'string' && /No space left on device/.test(message);
  });
}

/** What a client is told when what failed was the api's footing, not the request; else null. */
export function outageOf(error: unknown): { code: string; message: string } | null {
  if (isStorageFull(error)) return storageFull;
  if (isServiceUnavailable(error)) return serviceUnavailable;
  return null;
}

type Cause = { code?: unknown; sqlState?: unknown; message?: unknown };

/** Whether `error` or anything it wraps fits `test`. */
function someCause(error: unknown, test: (cause: Cause) => boolean): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); ) {
    seen.add(current);
    if (test(current as Cause)) return true;
    const next = current as { originalError?: unknown; cause?: unknown; previous?: unknown };
    current = next.originalError ?? next.previous ?? next.cause;
  }
  return false;
}

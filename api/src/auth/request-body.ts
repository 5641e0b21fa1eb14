import { validationFailed } from './auth-error.ts';

/**
 * Reading the loose JSON bodies supabase-js sends: unknown members are ignored and `null`
 * counts as absent (the client sends `code_challenge: null`, `gotrue_meta_security: {}`, …).
 */
export type LooseBody = Record<string, unknown>;

export function asBody(value: unknown): LooseBody {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as LooseBody) : {};
}

/** A string member; absent, null and non-strings are undefined. */
export function stringOf(body: LooseBody, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

/** An object member (metadata); anything else is undefined. */
export function objectOf(body: LooseBody, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A lower-cased e-mail address, or the catalogue's validation error. */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (trimmed.length > 255 || !emailPattern.test(trimmed)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return trimmed;
}

/** `data` (user metadata) as a client sent it, without the keys it set to null. */
export function withoutNulls(metadata: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== null));
}

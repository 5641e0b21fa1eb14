import { RestError } from './http-status.ts';

const maxInt32 = 2_147_483_647;

/** A path id: malformed is the client's mistake (400); one that cannot exist is simply not found. */
export function parseId(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^\d{1,12}$/.test(value)) {
    throw new RestError('VALIDATION', 'The id in the address must be a positive whole number.');
  }
  const id = Number(value);
  if (id < 1 || id > maxInt32) throw new RestError('NOT_FOUND', notFoundMessage);
  return id;
}

/** The JSON body as an object; arrays, strings and null are refused with a clear message. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new RestError('VALIDATION', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** Only the named keys, so extra fields a client echoes back (id, createdAt, ...) are ignored. */
export function pick(
  body: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]));
}

/**
 * GraphQL would coerce a lone value into a one-item list ("eggs" → ["eggs"]); a REST client
 * sending a string where the documented shape has a list has made a mistake, and is told so.
 */
export function requireLists(input: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined && value !== null && !Array.isArray(value)) {
      throw new RestError('VALIDATION', `${key} must be a list.`);
    }
  }
}

/** The spec's 0/1 completion flag; booleans are accepted too. */
export function parseCompletedFlag(value: unknown, field = 'isCompleted'): boolean {
  if (value === 0 || value === false) return false;
  if (value === 1 || value === true) return true;
  throw new RestError('VALIDATION', `${field} must be 0 or 1.`);
}

/** GraphQL enum values are SCREAMING_SNAKE; REST speaks the spec's words ("Easy", "Produce"). */
export const toEnumValue = (value: unknown) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

export const fromEnumValue = (value: unknown) =>
  typeof value === 'string' ? value.charAt(0) + value.slice(1).toLowerCase() : value;

import { ValidationError } from '@app/schema';

/**
 * Where a newest-first page ended: the row's timestamp as PostgreSQL printed it (microseconds
 * kept, so the next page starts exactly after it) and its id (a UUID). Opaque to clients.
 */
export interface KeysetPosition {
  at: string;
  id: string;
}

/** The timestamp column as exact ISO text, for `KeysetPosition.at` (select it `as "cursor_at"`). */
export function cursorTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The position a cursor names; a cursor this server did not make is a VALIDATION error. */
export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isoMicros.test(value[0]) &&
      typeof value[1] === 'string' &&
      uuid.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // Not base64 JSON: refused below.
  }
  throw new ValidationError('after must be a cursor answered by the server.');
}

/** A page of `first` rows was asked; one more was read to learn whether another page follows. */
export function pageOf<Row>(rows: Row[], first: number): { rows: Row[]; hasNextPage: boolean } {
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

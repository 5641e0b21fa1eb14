/**
 * Whether a number can be a row's serial id (a positive 32-bit integer). Anything else cannot
 * exist, and must not reach the database as an out-of-range integer (a 500 instead of a 404).
 */
export function isSerialId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}

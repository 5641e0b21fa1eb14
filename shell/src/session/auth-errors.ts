import { isAuthError } from '@supabase/supabase-js';

export const unexpectedError = 'An unexpected error occurred';

/** The auth server's own text for an auth error; anything else is unexpected. */
export function authErrorMessage(error: unknown): string {
  return isAuthError(error) && error.message ? error.message : unexpectedError;
}

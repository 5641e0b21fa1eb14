import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * What to tell the cook when a request failed: the server's own words when it answered with
 * errors, else (offline, timeout, a proxy's error page) the friendly `fallback`, never
 * "Response not successful: Received status code 502".
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors
      .map((item) => item.message)
      .filter(Boolean)
      .join(' ');
    return message || fallback;
  }
  return fallback;
}

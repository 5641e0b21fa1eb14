import { CombinedGraphQLErrors } from '@apollo/client';

/** Whether the server refused the request because the viewer is not an admin. */
export function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'FORBIDDEN')
  );
}

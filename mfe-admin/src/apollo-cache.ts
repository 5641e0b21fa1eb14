import { InMemoryCache } from '@apollo/client';
import possibleTypesResult from './__generated__/possible-types.ts';

/**
 * A cache that knows the schema's interfaces and unions, for standalone dev and tests (inside
 * the shell, the shell's client brings its own): without it `... on Error` matches nothing.
 */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: possibleTypesResult.possibleTypes });
}

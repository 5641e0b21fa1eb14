import { graphql } from '../__generated__/gql.ts';

/**
 * What every mutation answers when it fails: a sentence for the cook and a stable code. Spread
 * into result unions (`...Failure_error`); the cache matches it through `possibleTypes`.
 */
export const failureFragment = graphql(`
  fragment Failure_error on Error {
    message
    code
  }
`);

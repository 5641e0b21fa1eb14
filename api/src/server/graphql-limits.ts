import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { storableStringLiterals } from './graphql-storable-text.ts';

/** Report a rejection as an ordinary validation error (400) instead of throwing it (500). */
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/**
 * Bounds on what one query may ask for, so a single request cannot make the server do unbounded
 * work. The app's deepest query (a recipe change event with its recipe's nutrition) is depth 4.
 * With them, the rule every edge applies to text: literals the database could not store.
 */
export const graphqlValidationRules: ValidationRule[] = [
  maxDepthRule({ n: 10, ignoreIntrospection: true, ...report }) as unknown as ValidationRule,
  // __typename counts too: the library's default lets 1,000 aliases of it through.
  maxAliasesRule({ n: 20, allowList: [], ...report }) as unknown as ValidationRule,
  costLimitRule({
    maxCost: 2_000,
    ignoreIntrospection: true,
    ...report,
  }) as unknown as ValidationRule,
  storableStringLiterals,
];

/** graphql-js stops parsing past this many tokens (the introspection query has ~400). */
export const maxQueryTokens = 5_000;

import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import { findUnstorableText, isStorableText, unstorableTextReason } from './storable-text.ts';

/**
 * A validation rule (HTTP and socket alike): a string literal in the document, escapes decoded,
 * that the database could not store is refused before anything runs.
 */
export function storableStringLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!isStorableText(node.value)) {
        context.reportError(
          new GraphQLError(`String value ${unstorableTextReason}.`, { nodes: node }),
        );
      }
    },
  };
}

/**
 * The variables' unstorable text, as one BAD_USER_INPUT error worded like graphql-js's coercion
 * errors ("Variable "$input" got invalid value at "input.tags[1]": …"); empty when all is well.
 */
export function unstorableVariableErrors(
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError[] {
  const where = findUnstorableText(variables, '');
  if (where === null) return [];
  const name = where.split(/[.[]/)[0];
  const message = name
    ? `Variable "$${name}" got invalid value at "${where}": text ${unstorableTextReason}.`
    : `Variable names ${unstorableTextReason}.`;
  return [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })];
}

/** Apollo's side of the variables check: refused with 400 before the operation runs. */
export function refuseUnstorableVariables<T extends BaseContext>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request }) {
          const [error] = unstorableVariableErrors(request.variables);
          if (error) {
            throw new GraphQLError(error.message, {
              extensions: { ...error.extensions, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

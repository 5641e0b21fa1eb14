import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  type ASTVisitor,
  GraphQLError,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import {
  exceedsInputShape,
  findUnstorableText,
  isStorableText,
  unstorableTextReason,
} from './storable-text.ts';

/**
 * The largest variable any operation needs is a recipe (300 lines, 300 steps, 50 tags) or a
 * batch of shopping changes: well under these. Past them a request is refused before its values
 * are walked further or coerced.
 */
export const variableShapeBounds = { depth: 12, values: 10_000 } as const;

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
 * The operation's own variables, checked before anything runs: each within the shape bounds,
 * and no text the database could not store. Variables the operation does not declare are
 * never read by graphql-js, so they are not walked either. One BAD_USER_INPUT error worded like
 * graphql-js's coercion errors ("Variable "$input" got invalid value at "input.tags[1]": …"),
 * or none when all is well.
 */
export function variableErrors(
  operation: Pick<OperationDefinitionNode, 'variableDefinitions'> | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError[] {
  if (!variables || !operation) return [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!Object.hasOwn(variables, name)) continue;
    const value = variables[name];
    const shape = exceedsInputShape(value, variableShapeBounds);
    if (shape) {
      const bound =
        shape === 'too_deep'
          ? `nests deeper than ${variableShapeBounds.depth} levels`
          : `holds more than ${variableShapeBounds.values.toLocaleString('en')} values`;
      return [badInput(`Variable "$${name}" ${bound}.`)];
    }
    const where = findUnstorableText(value, name);
    if (where !== null) {
      return [
        badInput(
          `Variable "$${name}" got invalid value at "${where}": text ${unstorableTextReason}.`,
        ),
      ];
    }
  }
  return [];
}

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Apollo's side of the variables check: refused with 400 before the operation runs. */
export function refuseUnstorableVariables<T extends BaseContext>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation }) {
          const [error] = variableErrors(operation, request.variables);
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

import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin, { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { DomainError } from './errors.ts';

export interface SchemaTypes {
  Context: Context;
  AuthScopes: { signedIn: boolean; admin: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}

export const builder = new SchemaBuilder<SchemaTypes>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      signedIn: context.viewer !== null,
      admin: context.viewer?.isAdmin === true,
    }),
    // Not signed in and signed in without the right are different answers (401 vs 403 in REST).
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError('You are not allowed to do that.', {
            extensions: { code: 'FORBIDDEN' },
          })
        : new GraphQLError('Sign in to continue.', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  errors: {
    // Only domain errors become typed results; anything else stays a masked top-level error.
    defaultTypes: [DomainError, InputValidationError],
    unsafelyHandleInputErrors: true,
    defaultResultOptions: {
      name: ({ fieldName }) => `${upperFirst(fieldName)}Success`,
    },
    defaultUnionOptions: {
      name: ({ fieldName }) => `${upperFirst(fieldName)}Result`,
    },
  },
});

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

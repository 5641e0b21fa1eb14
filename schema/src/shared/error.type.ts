import { InputValidationError, type StandardSchemaV1 } from '@pothos/plugin-validation';
import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';

/** Every typed error implements this, so a client can always fall back to `... on Error`. */
export const ErrorInterface = builder.interfaceRef<Error & { code?: string }>('Error').implement({
  description: 'A failure the client can act on.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'A sentence fit to show to the user.' }),
    code: t.string({
      description: 'Stable machine-readable code (VALIDATION, NOT_FOUND, ...).',
      resolve: (error) => error.code ?? 'VALIDATION',
    }),
  }),
});

builder.objectType(DomainError, {
  name: 'BaseError',
  description: 'A domain failure with no more specific type.',
  interfaces: [ErrorInterface],
});

const InputValidationIssue = builder
  .objectRef<StandardSchemaV1.Issue>('InputValidationIssue')
  .implement({
    description: 'One rejected input value.',
    fields: (t) => ({
      message: t.exposeString('message'),
      path: t.stringList({
        description: 'Where the value sits in the arguments, e.g. ["input", "name"].',
        resolve: (issue) =>
          issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)) ?? [],
      }),
    }),
  });

builder.objectType(InputValidationError, {
  name: 'InputValidationError',
  description: 'The input was rejected; `issues` says which values and why.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    issues: t.field({ type: [InputValidationIssue], resolve: (error) => [...error.issues] }),
  }),
});

import { builder } from '../builder.ts';
import { DomainError, type ErrorCode } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

/** An import that could not be done; the message says why in the user's terms. */
export class ImportFailedError extends DomainError {
  constructor(
    code: Extract<ErrorCode, 'VALIDATION' | 'UPSTREAM_FAILED' | 'NOT_FOUND'>,
    message: string,
  ) {
    super(code, message);
    this.name = 'ImportFailedError';
  }
}

builder.objectType(ImportFailedError, {
  name: 'ImportFailedError',
  description: 'The recipe could not be read from this input.',
  interfaces: [ErrorInterface],
});

/** The cook has as many imports waiting or running as one may: each fetches pages or reads photos. */
export class TooManyImportsError extends DomainError {
  constructor(
    readonly running: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      'RATE_LIMITED',
      `You have ${running} imports in progress. Wait for one to finish, then try again.`,
    );
    this.name = 'TooManyImportsError';
  }
}

builder.objectType(TooManyImportsError, {
  name: 'TooManyImportsError',
  description:
    "The cook's imports waiting or running are at their limit. Over REST, 429 with Retry-After.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'When trying again is likely to succeed.',
    }),
  }),
});

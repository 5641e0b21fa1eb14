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

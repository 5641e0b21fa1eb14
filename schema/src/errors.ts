import { PothosValidationError } from '@pothos/core';
import { InputValidationError, type StandardSchemaV1 } from '@pothos/plugin-validation';

/** Codes a client can act on. REST maps each to one HTTP status; GraphQL exposes it as `Error.code`. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_FAILED';

/** An expected failure, with a message fit for users. Anything else thrown is a bug and is masked. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', message);
    this.name = 'ValidationError';
  }
}

/**
 * Input a service refused, as the validation plugin's own error so every caller meets one shape:
 * GraphQL's InputValidationError with `issues { path message }`, REST's 400 VALIDATION with the
 * issues' messages. Paths start at what the service was given (["name"]); over GraphQL the same
 * rules already ran at the edge, where paths start at the arguments (["input", "name"]).
 */
export class InvalidInputError extends InputValidationError {
  readonly code: ErrorCode = 'VALIDATION';

  constructor(issues: readonly StandardSchemaV1.Issue[]) {
    super({ issues });
    this.name = 'InvalidInputError';
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Sign in to continue.') {
    super('UNAUTHENTICATED', message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super('FORBIDDEN', message);
    this.name = 'ForbiddenError';
  }
}

/** Whether an error is the validation plugin's rejection of client input (a VALIDATION error). */
export function isInputValidationError(error: unknown): boolean {
  return error instanceof InputValidationError || error instanceof PothosValidationError;
}

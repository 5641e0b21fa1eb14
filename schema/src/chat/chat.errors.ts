import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

export class ChatTurnInProgressError extends DomainError {
  constructor(readonly turnId: string) {
    super(
      'CONFLICT',
      'The assistant is still answering your last message. Wait for it, or stop it.',
    );
    this.name = 'ChatTurnInProgressError';
  }
}

builder.objectType(ChatTurnInProgressError, {
  name: 'ChatTurnInProgressError',
  description: "One turn at a time per cook: this one's turn `turnId` is still running.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ turnId: t.exposeID('turnId') }),
});

/** The model failed (provider error, timeout, unusable tool call); nothing the turn did stays. */
export class ChatFailedError extends DomainError {
  constructor(message = 'Failed to get response. Please try again.') {
    super('UPSTREAM_FAILED', message);
    this.name = 'ChatFailedError';
  }
}

builder.objectType(ChatFailedError, {
  name: 'ChatFailedError',
  description: 'The assistant could not answer; any change the turn made was rolled back.',
  interfaces: [ErrorInterface],
});

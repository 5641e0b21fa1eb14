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

/**
 * The cook sent more turns than the assistant's budget allows (per minute and per hour, counted
 * across every replica): each turn may cost a paid model call.
 */
export class ChatTurnRateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      `You're sending messages faster than the assistant can answer. Please try again in ${retryAfterSeconds} seconds.`,
    );
    this.name = 'ChatTurnRateLimitedError';
  }
}

builder.objectType(ChatTurnRateLimitedError, {
  name: 'ChatTurnRateLimitedError',
  description:
    "The cook's turns in the last minute or hour passed the assistant's budget. Over REST, 429 with Retry-After.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'When a new turn will be allowed.',
    }),
  }),
});

import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

/**
 * The server has no realtime provider configured (no OpenAI key). A client offers offline voice
 * instead. CONFLICT: the request is fine, the server's setup cannot serve it; over REST a 409.
 */
export class RealtimeVoiceUnavailableError extends DomainError {
  readonly fallback = 'OFFLINE_VOICE';

  constructor() {
    super('CONFLICT', 'Realtime voice is not set up on this server (it has no AI key).');
    this.name = 'RealtimeVoiceUnavailableError';
  }
}

builder.objectType(RealtimeVoiceUnavailableError, {
  name: 'RealtimeVoiceUnavailableError',
  description:
    'No realtime provider is configured on the server; switch to offline voice. Code CONFLICT; over REST, 409 with `details.fallback` OFFLINE_VOICE.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fallback: t.exposeString('fallback', { description: 'What to use instead: OFFLINE_VOICE.' }),
  }),
});

/** Too many voice sessions started by this cook in the window; each one costs provider time. */
export class RealtimeSessionRateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      `Too many voice chats started. Please try again in ${retryAfterSeconds} seconds.`,
    );
    this.name = 'RealtimeSessionRateLimitedError';
  }
}

builder.objectType(RealtimeSessionRateLimitedError, {
  name: 'RealtimeSessionRateLimitedError',
  description:
    'The cook started too many voice sessions lately (counted across every replica). Over REST, 429.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      description: 'When a new session will be allowed.',
    }),
  }),
});

/** The provider refused or failed to mint the session; the message says what the cook can do. */
export class RealtimeSessionFailedError extends DomainError {
  constructor(message: string) {
    super('UPSTREAM_FAILED', message);
    this.name = 'RealtimeSessionFailedError';
  }
}

builder.objectType(RealtimeSessionFailedError, {
  name: 'RealtimeSessionFailedError',
  description: 'The realtime provider could not open a session. Over REST, 502.',
  interfaces: [ErrorInterface],
});

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An error of the Supabase auth catalogue (auth-contract §3.3): supabase-js maps `code` to its
 * error classes, so codes and texts are part of the contract, not free prose.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra members of the body, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/**
 * A 429: the answer carries `Retry-After` (whole seconds, at least 1), so clients and proxies
 * wait instead of hammering (RFC 9110 §10.2.3).
 */
export class RateLimitedError extends AuthError {
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterMs: number) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export const requestRateLimited = (retryAfterMs: number) =>
  new RateLimitedError('over_request_rate_limit', 'Request rate limit reached', retryAfterMs);

/** The few token-grant errors GoTrue answers in OAuth style (`error`, `error_description`). */
export class OAuthStyleError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthStyleError';
  }
}

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);

const apiVersionHeader = 'x-supabase-api-version';
const apiVersion = '2024-01-01';

/**
 * Answers an error in the shape the caller understands: the 2024-01-01 shape (plus
 * `error_code`, in case a proxy strips the echoed header) when the request names that API
 * version, else GoTrue's legacy shape (browser navigations, curl).
 */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof OAuthStyleError) {
    return reply.code(400).send({ error: error.error, error_description: error.description });
  }
  const authError = toAuthError(error);
  if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed');
  reply.code(authError.status).header('x-sb-error-code', authError.code);
  if (authError instanceof RateLimitedError) {
    reply.header('retry-after', String(authError.retryAfterSeconds));
  }
  const requested = request.headers[apiVersionHeader];
  if (
    typeof requested === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(requested) &&
    requested >= apiVersion
  ) {
    reply.header(apiVersionHeader, apiVersion);
    return reply.send({
      code: authError.code,
      error_code: authError.code,
      message: authError.message,
      ...authError.extra,
    });
  }
  return reply.send({
    code: authError.status,
    error_code: authError.code,
    msg: authError.message,
    ...authError.extra,
  });
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'request_entity_too_large', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return validationFailed('Send the request body as application/json.');
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return new AuthError(status, 'validation_failed', fastifyError.message ?? 'Bad request');
  }
  // Never a 5xx for a client mistake: current supabase-js retries 500 as "temporarily down".
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}

import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  BadRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { AiTimeoutError, AiUpstreamError } from './ai-provider.ts';

/**
 * Turns an SDK failure into a message a cook can act on. The upstream text goes to `detail` only,
 * redacted: OpenAI echoes part of a rejected key ("Incorrect API key provided: sk-ab***yz").
 */
export function toAiError(error: unknown, apiKey: string): AiUpstreamError {
  if (error instanceof AiUpstreamError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiTimeoutError();
  if (error instanceof APIConnectionError) {
    return new AiUpstreamError('Could not reach the AI service. Please try again in a moment.', {
      detail: redact(error.message, apiKey),
    });
  }
  if (!(error instanceof APIError)) {
    return new AiUpstreamError('The AI service failed unexpectedly. Please try again.', {
      detail: redact(error instanceof Error ? error.message : String(error), apiKey),
    });
  }
  const status = error.status ?? undefined;
  const detail = redact(
    `${error.status ?? ''} ${error.code ?? ''} ${error.message}`.trim(),
    apiKey,
  );
  const fail = (message: string) => new AiUpstreamError(message, { status, detail });

  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return fail(
      'The AI service rejected our credentials. An administrator needs to check the OpenAI API key.',
    );
  }
  if (error instanceof RateLimitError) {
    return error.code === 'insufficient_quota'
      ? fail('The AI service quota is used up. An administrator needs to check the OpenAI plan.')
      : fail('The AI service is busy right now (too many requests). Please try again in a minute.');
  }
  if (error instanceof NotFoundError) {
    return fail('The configured AI model is not available. An administrator needs to check it.');
  }
  if (error instanceof BadRequestError) {
    return fail('The AI service could not handle this request. Try a shorter or simpler input.');
  }
  if (status !== undefined && status >= 500) {
    return fail(`The AI service had an internal problem (HTTP ${status}). Please try again later.`);
  }
  return fail(`The AI service answered with an error (HTTP ${status ?? 'unknown'}).`);
}

function redact(text: string, apiKey: string): string {
  let safe = text.replace(/\bsk-[A-Za-z0-9_*-]+/g, 'sk-[redacted]');
  if (apiKey.length >= 8) safe = safe.split(apiKey).join('[redacted]');
  return safe.slice(0, 500);
}

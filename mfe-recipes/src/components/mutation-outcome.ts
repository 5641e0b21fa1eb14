import { failureMessage } from './failure-message.ts';

/** A mutation's answer: its success, or the sentence to tell the cook and the typed error. */
export type MutationOutcome<Result, Success extends Result> =
  | { isOk: true; result: Success }
  | { isOk: false; result: Result | null; message: string };

interface FailureTexts {
  /** The server said no without a sentence of its own (or said nothing). */
  refused: string;
  /** The request failed on the way (offline, a proxy's 502): no server words to show. */
  failed: string;
}

/**
 * Awaits a mutation's result field and sorts it: the success type, or what to show instead —
 * the server's own message when it sent one, else the caller's words. Never throws.
 */
export async function mutationOutcome<
  Result extends { __typename?: string },
  Success extends Result,
>(
  answer: Promise<Result | null | undefined>,
  isSuccess: (result: Result) => result is Success,
  texts: FailureTexts,
): Promise<MutationOutcome<Result, Success>> {
  try {
    const result = (await answer) ?? null;
    if (result && isSuccess(result)) return { isOk: true, result };
    const message =
      result && 'message' in result && typeof result.message === 'string' && result.message
        ? result.message
        : texts.refused;
    return { isOk: false, result, message };
  } catch (error) {
    return { isOk: false, result: null, message: failureMessage(error, texts.failed) };
  }
}

interface MaybeFailure {
  __typename?: string;
  message?: string;
}

/**
 * The sentence to show when a mutation answered anything but its success type: the server's own
 * words from its typed error when it sent some, else the caller's.
 */
export function failureMessage(result: MaybeFailure | null | undefined, fallback: string): string {
  return result && typeof result.message === 'string' && result.message ? result.message : fallback;
}

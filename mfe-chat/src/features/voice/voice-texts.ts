/** Spec §4: the voice status line. */
export const voiceStatusText = {
  idle: 'Ready to help',
  starting: 'Starting voice...',
  live: 'Voice chat live',
} as const;

/** Spec §8: the toast's title, and the texts it shows when the server gave none. */
export const voiceErrorTitle = 'Voice Chat Error';
export const voiceErrorText = {
  /** The session broke off, or the provider reported an error without words. */
  session: 'Realtime session encountered an error.',
  /** Anything else that stopped the start (network, microphone, an unusable answer). */
  start: 'Could not start voice chat. Please try again.',
  missingClientSecret: 'Realtime token response did not include a client secret',
  localDescription: 'Failed to get the local description for the voice call.',
  negotiation: (status: number) => `Failed to negotiate the voice call (HTTP ${status}).`,
} as const;

/**
 * Why voice cannot work offline in this browser (shown beside the voice button instead of an
 * error): without the server's realtime model, voice is the browser's recognition and synthesis.
 */
export function offlineVoiceUnavailable(
  reason: 'no-recognition' | 'insecure-page',
  canSpeak: boolean,
): string {
  if (reason === 'insecure-page') return 'Voice chat needs a secure (https) page here.';
  return canSpeak
    ? 'Voice chat needs speech recognition, which this browser does not have. Type your message instead.'
    : 'Voice chat needs speech recognition and speech synthesis, and this browser has neither. Type your message instead.';
}

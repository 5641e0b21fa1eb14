/** What the chat window is doing when a transcript of the cook's speech arrives. */
export interface TranscriptContext {
  /** The cook's last message in the conversation, typed or spoken. */
  lastUserMessage: string | null;
  /** A message is on its way to the assistant (its answer has not come yet). */
  isRequestPending: boolean;
}

/**
 * Spec §4: a voice transcript becomes the cook's next chat message, except a blank one, one
 * that repeats the last user message (the provider may transcribe one utterance twice), and one
 * that arrives while a message is still being answered. Answers the text to send, or null.
 */
export function transcriptToSend(transcript: string, context: TranscriptContext): string | null {
  const text = transcript.trim();
  if (text === '') return null;
  if (context.isRequestPending) return null;
  if (context.lastUserMessage !== null && context.lastUserMessage.trim() === text) return null;
  return text;
}

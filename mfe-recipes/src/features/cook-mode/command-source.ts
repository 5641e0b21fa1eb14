import type { CookCommand } from './voice-commands.ts';

/** Whether a command source is listening, and why it stopped when it failed. */
export type ListeningState =
  | { status: 'idle' }
  | { status: 'listening' }
  | { status: 'failed'; reason: string };

/**
 * Anything that hears the cook and turns it into commands: the browser's speech recognition
 * today, an online realtime voice session later. Cook mode only sees commands.
 */
export interface CookCommandSource {
  /** Why it cannot listen in this browser (shown beside the disabled voice button), or null. */
  readonly unavailableReason: string | null;
  /** Starts listening; answers the function that stops it. */
  listen(
    onCommand: (command: CookCommand, heard: string) => void,
    onState: (state: ListeningState) => void,
  ): () => void;
}

/** Reads answers aloud ("12 minutes left"); a realtime session would speak for itself. */
export interface CookSpeaker {
  speak(text: string): void;
  /** True while speaking and just after, when a recogniser may still be hearing the answer. */
  isSpeaking(): boolean;
  cancel(): void;
}

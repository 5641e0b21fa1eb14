import { type TranscriptContext, transcriptToSend } from './transcript-rule.ts';

/** Where a transcript of the cook's speech goes in the conversation. */
export interface SpokenQuestion {
  text: string;
  /**
   * The model's answer to it is shown already (its transcription came late): the question goes
   * before that answer. Null: it goes at the end.
   */
  beforeMessageId: string | null;
}

/**
 * The bookkeeping of one realtime voice call, apart from React: which responses the model is
 * giving, which stretch of speech each one answers, which chat message shows each spoken answer,
 * and what tool calls did before their answer was shown.
 *
 * The provider transcribes the cook's speech while the model already answers it (server voice
 * activity detection commits the speech, then starts a response, then the transcript arrives):
 * that transcript is the question of the response, not one "arriving while a request is
 * pending" (spec §4). Speech committed after a response began is, and is skipped.
 */
export class VoiceExchange<Effects> {
  private readonly activeResponses = new Set<string>();
  /** Speech committed before any response took it up. */
  private readonly waitingSpeech = new Set<string>();
  /** Speech item → the response that answers it. */
  private readonly answeredBy = new Map<string, string>();
  /** Response → the assistant message that shows what it said. */
  private readonly answerMessages = new Map<string, string>();
  /** What tool calls did before any answer was shown to put it under. */
  private pendingEffects: Effects[] = [];

  speechCommitted(itemId: string): void {
    this.waitingSpeech.add(itemId);
  }

  responseStarted(responseId: string): void {
    this.activeResponses.add(responseId);
    for (const itemId of this.waitingSpeech) this.answeredBy.set(itemId, responseId);
    this.waitingSpeech.clear();
  }

  responseEnded(responseId: string): void {
    this.activeResponses.delete(responseId);
  }

  /** A response of the model is under way. */
  get isResponding(): boolean {
    return this.activeResponses.size > 0;
  }

  /** The cook's transcribed speech: where it goes, or null when spec §4 skips it. */
  transcript(
    itemId: string | null,
    text: string,
    context: TranscriptContext,
  ): SpokenQuestion | null {
    const responseId = itemId === null ? undefined : this.answeredBy.get(itemId);
    if (itemId !== null) this.waitingSpeech.delete(itemId);
    const isPending = context.isRequestPending || (this.isResponding && responseId === undefined);
    const question = transcriptToSend(text, { ...context, isRequestPending: isPending });
    if (question === null) return null;
    const answer = responseId === undefined ? undefined : this.answerMessages.get(responseId);
    return { text: question, beforeMessageId: answer ?? null };
  }

  /**
   * The model's spoken answer is shown as `messageId`; answers what earlier tool calls did, to
   * show under it.
   */
  answerShown(responseId: string | null, messageId: string): Effects[] {
    if (responseId !== null) this.answerMessages.set(responseId, messageId);
    const effects = this.pendingEffects;
    this.pendingEffects = [];
    return effects;
  }

  /**
   * A tool call of `responseId` changed something: answers the message to show it under when
   * that response's answer is shown already, else keeps it for the next answer.
   */
  toolRan(responseId: string | null, effects: Effects): string | null {
    const messageId = responseId === null ? undefined : this.answerMessages.get(responseId);
    if (messageId !== undefined) return messageId;
    this.pendingEffects.push(effects);
    return null;
  }
}

import type { ChatResponse } from './chat.port.ts';

/** The voices the realtime provider speaks with; spec §9 uses 'alloy'. */
export const realtimeVoices = [
  'alloy',
  'ash',
  'ballad',
  'cedar',
  'coral',
  'echo',
  'marin',
  'sage',
  'shimmer',
  'verse',
] as const;
export type RealtimeVoice = (typeof realtimeVoices)[number];

export interface RealtimeSessionInput {
  voice: RealtimeVoice;
  /** The recipe the cook has open; its text goes into the session's instructions. */
  recipeId?: number | null;
}

/**
 * Spec §3 Realtime session response: what the browser needs to call the provider itself. The
 * secret is short-lived and only opens a session configured by the server (instructions, tools).
 */
export interface RealtimeSession {
  clientSecret: string;
  model: string;
  voice: RealtimeVoice;
  /** Where the browser POSTs its SDP offer (application/sdp, the secret as bearer token). */
  callUrl: string;
  /** When the secret stops opening new sessions; null when the provider did not say. */
  expiresAt: Date | null;
}

/** A function call the realtime model made during a voice session. */
export interface AssistantToolCall {
  /** The provider's call id, echoed back so the browser can match the output. */
  callId: string;
  name: string;
  /** The arguments as the model sent them: a JSON object in a string. */
  arguments: string;
  /** The chat conversation the session speaks into, for the usage log. */
  conversationId?: string | null;
}

/** One tool call's outcome: what goes back to the model, and what it did for the chat window. */
export interface AssistantToolRun {
  callId: string;
  name: string;
  /** `{ result }`, or `{ error }` in words the model can pass on. */
  output: { result: unknown } | { error: string };
  /** What the call changed, in the shape of a chat turn's response (cards, toasts, cache). */
  response: ChatResponse;
}

/** The signed-in cook's realtime voice assistant. */
export interface VoicePort {
  /**
   * Mints a short-lived client secret for a realtime voice session with the assistant's prompt,
   * the open recipe and the assistant's tools. Refused when the server has no provider key
   * (RealtimeVoiceUnavailableError), too often (RealtimeSessionRateLimitedError), or for a
   * recipe that is not the cook's (RecipeNotFoundError).
   */
  startSession(input: RealtimeSessionInput): Promise<RealtimeSession>;
  /** Runs one of the assistant's tools for the voice session, as the text chat would. */
  runTool(call: AssistantToolCall): Promise<AssistantToolRun>;
}

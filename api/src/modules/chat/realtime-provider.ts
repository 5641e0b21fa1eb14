import type { RealtimeVoice } from '@app/schema';
import type { ChatToolSpec } from './chat-model.ts';

/**
 * The realtime voice provider, declared here and implemented in `src/ai/realtime/` (OpenAI's
 * Realtime API through the SDK, any compatible server). It only mints a short-lived secret for a
 * session the server configures; the browser then talks to the provider itself over WebRTC.
 */
export interface RealtimeProvider {
  /** For the usage log: who serves the sessions ('openai') and with which model. */
  readonly name: string;
  readonly model: string;
  createSession(request: RealtimeSessionRequest): Promise<RealtimeClientSecret>;
}

export interface RealtimeSessionRequest {
  voice: RealtimeVoice;
  /** The main prompt, how to use the tools, and the open recipe. */
  instructions: string;
  tools: readonly ChatToolSpec[];
}

export interface RealtimeClientSecret {
  clientSecret: string;
  model: string;
  /** Where the browser sends its SDP offer. */
  callUrl: string;
  expiresAt: Date | null;
}

/**
 * Counts the voice sessions a cook starts. Kept where every replica sees the same counts (Redis
 * with REDIS_URL), as the sign-in limits are.
 */
export type RealtimeSessionLimiter = (userId: string) => Promise<{ retryAfterMs: number } | null>;

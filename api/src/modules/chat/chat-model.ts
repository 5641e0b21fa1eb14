import type { Recipe } from '@app/schema';

/**
 * The assistant's model, declared here and implemented in `src/ai/chat/`: `openai` (streamed
 * tool calling through the SDK, any compatible server) and `local` (offline intent rules that
 * answer with the very same tool calls). The chat service runs the loop: stream, run the tool
 * calls the model asked for, give it their results, stream again, until it answers in words.
 */
export interface ChatModel {
  readonly provider: 'openai' | 'local';
  /** The model's name for the usage log ("gpt-4.1-mini", "local-rules"). */
  readonly model: string;
  stream(request: ChatModelRequest): AsyncIterable<ChatModelEvent>;
}

export interface ChatModelRequest {
  /** The admin's main prompt (read when the conversation started), the open recipe, the rules. */
  system: string;
  /** The last 10 messages of the conversation, the new user message last, then this turn's tool rounds. */
  messages: ChatModelMessage[];
  tools: readonly ChatToolSpec[];
  /** The open recipe as data, for models that reason over structure rather than prose. */
  recipe: Recipe | null;
  /** Aborted when the cook cancels the turn or the turn times out. */
  signal: AbortSignal;
}

export type ChatModelMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ChatToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

/** A call the model asked for; `arguments` is the model's raw JSON text, validated before use. */
export interface ChatToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatModelEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool-call'; call: ChatToolCall }
  | { type: 'done'; usage: ChatModelUsage | null };

export interface ChatModelUsage {
  inputTokens: number;
  outputTokens: number;
}

/** A tool as a model sees it: JSON Schema derived from the zod schema in chat-tools.ts. */
export interface ChatToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

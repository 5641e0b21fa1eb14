import type { ChatModel } from '../../modules/chat/chat-model.ts';
import { modelChoices } from '../model-choices.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';

/** The assistant's settings as the composition root read them (`config.openai`). */
export interface ChatModelOptions {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  /** OPENAI_ASSISTANT_MODEL, else OPENAI_CHAT_MODEL; default gpt-4.1-mini. */
  assistantModel?: string | undefined;
  /** OPENAI_TIMEOUT_MS: the longest wait for the first chunk and between two chunks. */
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

/**
 * OpenAI (or any compatible server at `baseUrl`) when an API key is set; otherwise the offline
 * local model, built only when it is the one answering.
 */
export function createChatModel(
  options: ChatModelOptions,
  dependencies: { local: () => ChatModel },
): ChatModel {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) return dependencies.local();
  const baseUrl = options.baseUrl?.trim();
  return createOpenAiChatModel({
    apiKey,
    model: modelChoices(options).assistant.name,
    ...(baseUrl ? { baseUrl } : {}),
    ...(options.timeoutMs !== undefined
      ? { firstChunkTimeoutMs: options.timeoutMs, chunkGapTimeoutMs: options.timeoutMs }
      : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  });
}

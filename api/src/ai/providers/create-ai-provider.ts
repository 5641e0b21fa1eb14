import type { AiProvider } from './ai-provider.ts';
import { createLocalProvider, type LocalProviderDependencies } from './local-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

/** AI settings as the composition root read them from the environment (OPENAI_API_KEY, …). */
export interface AiProviderOptions {
  apiKey?: string;
  baseUrl?: string;
  chatModel?: string;
  visionModel?: string;
  imageModel?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * OpenAI (or any compatible server at `baseUrl`) when an API key is set; otherwise the offline
 * local provider, built from the text parser and OCR the caller passes in.
 */
export function createAiProvider(
  options: AiProviderOptions,
  local: LocalProviderDependencies,
): AiProvider {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) return createLocalProvider(local);
  return createOpenAiProvider({
    apiKey,
    ...(options.baseUrl?.trim() ? { baseUrl: options.baseUrl.trim() } : {}),
    ...(options.chatModel?.trim() ? { chatModel: options.chatModel.trim() } : {}),
    ...(options.visionModel?.trim() ? { visionModel: options.visionModel.trim() } : {}),
    ...(options.imageModel?.trim() ? { imageModel: options.imageModel.trim() } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  });
}

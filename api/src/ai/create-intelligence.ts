import type { Logger } from 'pino';
import type { ChatSettings } from '../modules/chat/index.ts';
import { instrumentCalls } from '../observability/instrument-calls.ts';
import type { Metrics } from '../observability/metrics.ts';
import { createChatModel } from './chat/create-chat-model.ts';
import { kitchenMath } from './chat/kitchen-math.ts';
import { createLocalChatModel } from './chat/local/local-chat-model.ts';
import { nutritionExplainer } from './nutrition/explain-nutrition.ts';
import { ocrLanguageFor } from './ocr/detect-language.ts';
import { createOcrEngine } from './ocr/ocr-engine.ts';
import { readRecipePhotos } from './ocr/read-recipe-photos.ts';
import { type AiProviderOptions, createAiProvider } from './providers/create-ai-provider.ts';
import { createOpenAiRealtimeProvider } from './realtime/openai-realtime-provider.ts';
import { createRecipeIntelligence } from './recipe-intelligence.ts';
import { createShoppingIntelligence } from './shopping-planner.ts';
import { parseRecipeText } from './text-import/parse-recipe-text.ts';
import { createPageReader } from './url-import/page-reader.ts';

export interface IntelligenceOptions {
  /** OpenAI (or a compatible server) when `apiKey` is set; the offline provider otherwise. */
  openai: AiProviderOptions & { realtimeModel?: string | undefined };
  allowPrivateImportUrls: boolean;
  /** The admin's current recipe prompt. */
  recipePrompt: () => Promise<string>;
  logger: Logger;
  /** The assistant's settings (CHAT_LOG_CONTENT, CHAT_TURN_TIMEOUT_MS); defaults when left out. */
  chat?: { logContent: boolean; turnTimeoutMs: number };
  /** Times every model and OCR call when given. */
  metrics?: Metrics;
}

/**
 * Everything the app reads recipes and plans shopping with, behind the two interfaces the
 * domain modules declare. One OCR worker for the process and a pool of page-reading threads,
 * started on first use.
 */
export function createIntelligence(options: IntelligenceOptions) {
  const ocr = instrumentCalls(
    createOcrEngine(),
    { service: 'ocr', provider: 'tesseract' },
    options.metrics,
  );
  const aiProvider = createAiProvider(options.openai, {
    parseText: parseRecipeText,
    recognizeImage: async (bytes) => (await ocr.recognize(bytes)).text,
    // The cook's language, when their device names one the reader knows, is read first.
    readPhotos: async (photos, { languages = [] }) =>
      (await readRecipePhotos(ocr, photos, { language: ocrLanguageFor(languages) })).draft,
  });
  const provider = instrumentCalls(
    aiProvider,
    { service: 'recipes', provider: aiProvider.name },
    options.metrics,
  );
  const chatModel = createChatModel(options.openai, { local: createLocalChatModel });
  const pageReader = createPageReader({
    onThreadError: (error) => options.logger.warn({ err: error }, 'page reading thread failed'),
  });
  return {
    provider: provider.name,
    recipes: createRecipeIntelligence({
      provider,
      recipePrompt: options.recipePrompt,
      allowPrivateImportUrls: options.allowPrivateImportUrls,
      logger: options.logger,
      pageReader,
    }),
    shopping: createShoppingIntelligence(provider),
    nutrition: nutritionExplainer,
    chat: {
      model: instrumentCalls(
        chatModel,
        { service: 'assistant', provider: chatModel.provider },
        options.metrics,
      ),
      math: kitchenMath,
      logContent: options.chat?.logContent ?? false,
      turnTimeoutMs: options.chat?.turnTimeoutMs ?? 120_000,
      logger: options.logger,
    } satisfies ChatSettings as ChatSettings,
    /** Realtime voice needs the provider's key; without it the browser's voice runs offline. */
    realtime: realtimeProviderOf(options.openai),
    close: async () => {
      await Promise.all([ocr.close(), pageReader.close()]);
    },
  };
}

function realtimeProviderOf(options: IntelligenceOptions['openai']) {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) return null;
  return createOpenAiRealtimeProvider({
    apiKey,
    ...(options.baseUrl?.trim() ? { baseUrl: options.baseUrl.trim() } : {}),
    ...(options.realtimeModel?.trim() ? { model: options.realtimeModel.trim() } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  });
}

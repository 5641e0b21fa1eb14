import type { Logger } from 'pino';
import type { ChatSettings } from '../modules/chat/index.ts';
import { createChatModel } from './chat/create-chat-model.ts';
import { kitchenMath } from './chat/kitchen-math.ts';
import { createLocalChatModel } from './chat/local/local-chat-model.ts';
import { nutritionExplainer } from './nutrition/explain-nutrition.ts';
import { createOcrEngine } from './ocr/ocr-engine.ts';
import { type AiProviderOptions, createAiProvider } from './providers/create-ai-provider.ts';
import { createRecipeIntelligence } from './recipe-intelligence.ts';
import { createShoppingIntelligence } from './shopping-planner.ts';
import { parseRecipeText } from './text-import/parse-recipe-text.ts';

export interface IntelligenceOptions {
  /** OpenAI (or a compatible server) when `apiKey` is set; the offline provider otherwise. */
  openai: AiProviderOptions;
  allowPrivateImportUrls: boolean;
  /** The admin's current recipe prompt. */
  recipePrompt: () => Promise<string>;
  logger: Logger;
  /** The assistant's settings (CHAT_LOG_CONTENT, CHAT_TURN_TIMEOUT_MS); defaults when left out. */
  chat?: { logContent: boolean; turnTimeoutMs: number };
}

/**
 * Everything the app reads recipes and plans shopping with, behind the two interfaces the
 * domain modules declare. One OCR worker for the process, started on first use.
 */
export function createIntelligence(options: IntelligenceOptions) {
  const ocr = createOcrEngine();
  const provider = createAiProvider(options.openai, {
    parseText: parseRecipeText,
    recognizeImage: async (bytes) => (await ocr.recognize(bytes)).text,
  });
  return {
    provider: provider.name,
    recipes: createRecipeIntelligence({
      provider,
      recipePrompt: options.recipePrompt,
      allowPrivateImportUrls: options.allowPrivateImportUrls,
      logger: options.logger,
    }),
    shopping: createShoppingIntelligence(provider),
    nutrition: nutritionExplainer,
    chat: {
      model: createChatModel(options.openai, { local: createLocalChatModel }),
      math: kitchenMath,
      logContent: options.chat?.logContent ?? false,
      turnTimeoutMs: options.chat?.turnTimeoutMs ?? 120_000,
      logger: options.logger,
    } satisfies ChatSettings as ChatSettings,
    close: () => ocr.close(),
  };
}

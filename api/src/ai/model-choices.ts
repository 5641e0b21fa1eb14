/** The OpenAI models each AI task runs on when the configuration names none. */
export const defaultModels = {
  /** Reading recipes from text and pages, shopping plans. */
  chat: 'gpt-4.1-mini',
  /** The assistant's streamed turns. */
  assistant: 'gpt-4.1-mini',
  image: 'gpt-image-1',
  /** Realtime voice: a realtime preview model (spec §3). */
  realtime: 'gpt-4o-realtime-preview',
} as const;

export interface ModelChoice {
  name: string;
  /** True when no setting named it and a default (or the chat model) was taken. */
  isDefault: boolean;
}

export interface ModelSettings {
  chatModel?: string | undefined;
  /** Already falls back to `chatModel` in the parsed config. */
  assistantModel?: string | undefined;
  visionModel?: string | undefined;
  imageModel?: string | undefined;
  realtimeModel?: string | undefined;
}

/**
 * The model each task actually runs on: what the settings name, else the default. Photos are read
 * with the chat model unless a vision model is named. One place, so that what System Settings
 * shows is what the providers call.
 */
export function modelChoices(settings: ModelSettings) {
  const chat = choice(settings.chatModel, defaultModels.chat);
  return {
    chat,
    assistant: choice(settings.assistantModel, defaultModels.assistant),
    vision: choice(settings.visionModel, chat.name),
    image: choice(settings.imageModel, defaultModels.image),
    realtime: choice(settings.realtimeModel, defaultModels.realtime),
  };
}

function choice(named: string | undefined, fallback: string): ModelChoice {
  const name = named?.trim();
  return name ? { name, isDefault: false } : { name: fallback, isDefault: true };
}

/**
 * The assistant: turns that stream over the event bus and act through the cook's own services.
 * Its model and its kitchen arithmetic are declared here and implemented in `src/ai/chat`.
 */

export { ChatService, type ChatSettings } from './chat.service.ts';
/** The usage log across every cook, for the admin dashboard. */
export { type ChatLogRow, listChatLog } from './chat-log.ts';
export type {
  ChatModel,
  ChatModelEvent,
  ChatModelMessage,
  ChatModelRequest,
} from './chat-model.ts';
export type { ChatToolServices, KitchenMath } from './chat-tool-runner.ts';
export {
  type ChatToolArguments,
  type ChatToolName,
  type ChatToolResults,
  chatToolArguments,
  chatToolSpecs,
} from './chat-tools.ts';
export { chatTurnBudget, createChatTurnLimiter } from './chat-turn-budget.ts';
/** The usage log read across all users by the admin reports. */
export {
  type ChatFeature,
  type ChatFeatureUsage,
  chatActivity,
  chatFeatures,
  chatTurnUsage,
} from './chat-usage.ts';
/** Realtime voice: the provider port (implemented in `src/ai/realtime`) and its session limit. */
export type {
  RealtimeClientSecret,
  RealtimeProvider,
  RealtimeSessionLimiter,
  RealtimeSessionRequest,
} from './realtime-provider.ts';
export { VoiceService, type VoiceSettings } from './voice.service.ts';

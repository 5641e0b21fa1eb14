import { builder } from './builder.ts';
import './shared/scalars.ts';
import './shared/error.type.ts';
import './recipes/recipe.errors.ts';
import './recipes/recipe.type.ts';
import './recipes/recipe.mutations.ts';
import './recipes/recipe.subscriptions.ts';
import './recipes/shared-recipe.type.ts';
import './recipes/shared-recipe.mutations.ts';
import './shopping/shopping.errors.ts';
import './shopping/shopping-list-item.type.ts';
import './shopping/shopping-list-item.mutations.ts';
import './shopping/shopping-list-changes.type.ts';
import './shopping/shopping-list-optimization.mutations.ts';
import './shopping/shopping-list-undo.mutations.ts';
import './shopping/shopping-list.subscriptions.ts';
import './users/viewer.type.ts';
import './admin/admin-stats.type.ts';
import './admin/chatbot-prompts.type.ts';
import './admin/admin-reports.type.ts';
import './admin/admin.errors.ts';
import './admin/chatbot-prompt-history.type.ts';
import './admin/admin-users.type.ts';
import './admin/admin-chat-logs.type.ts';
import './admin/admin-system-settings.type.ts';
import './imports/import.errors.ts';
import './imports/import.mutations.ts';
import './imports/import.subscriptions.ts';
import './chat/chat.errors.ts';
import './chat/chat.type.ts';
import './chat/chat.mutations.ts';
import './chat/chat.subscriptions.ts';
import './chat/voice.errors.ts';
import './chat/voice.type.ts';
import './chat/voice.mutations.ts';

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The whole GraphQL schema. Built once at import; the api mounts it. */
export const schema = builder.toSchema();

export {
  AdminUserNotFoundError,
  ChatbotPromptVersionNotFoundError,
} from './admin/admin.errors.ts';
export type {
  AccountStatus,
  AdminPage,
  AdminPort,
  AdminStats,
  AdminUser,
  AdminUserPage,
  AiModelChoice,
  ChatbotPrompts,
  ChatbotPromptVersion,
  ChatLogEntry,
  MaskedSecret,
  PageArguments,
  PromptType,
  RecentUser,
  RecipeCreator,
  SystemSettings,
} from './admin/admin.port.ts';
export { accountStatuses, promptTypes } from './admin/admin.port.ts';
export type {
  AdminExportedUser,
  AdminReport,
  AdminReportDay,
  AdminReportsPort,
  AdminUserExportPage,
  AiFeature,
  AiFeatureUsage,
  ImportMethodRate,
  ImportMethodValue,
  ImportSiteRate,
} from './admin/admin-reports.port.ts';
export {
  adminReportDays,
  adminReportSiteLimit,
  adminUserExportPageSize,
  aiFeatures,
  importMethodValues,
} from './admin/admin-reports.port.ts';
export {
  ChatFailedError,
  ChatTurnInProgressError,
  ChatTurnRateLimitedError,
} from './chat/chat.errors.ts';
export type {
  ChatMessage,
  ChatPort,
  ChatResponse,
  ChatRole,
  ChatToolActivity,
  ChatTurnEvent,
  ChatTurnEventKind,
  ChatTurnInput,
  RecipeFieldChange,
} from './chat/chat.port.ts';
export { chatRoles } from './chat/chat.port.ts';
export {
  RealtimeSessionFailedError,
  RealtimeSessionRateLimitedError,
  RealtimeVoiceUnavailableError,
} from './chat/voice.errors.ts';
export type {
  AssistantToolCall,
  AssistantToolRun,
  RealtimeSession,
  RealtimeSessionInput,
  RealtimeVoice,
  VoicePort,
} from './chat/voice.port.ts';
export { realtimeVoices } from './chat/voice.port.ts';
export type { Context } from './context.ts';
export type { ErrorCode } from './errors.ts';
export {
  DomainError,
  ForbiddenError,
  InvalidInputError,
  isInputValidationError,
  UnauthenticatedError,
  ValidationError,
} from './errors.ts';
export { ImportFailedError, TooManyImportsError } from './imports/import.errors.ts';
export type {
  ImportProgress,
  ImportResult,
  ImportSource,
  ImportStep,
  ImportsPort,
  PhotoHints,
  RecipePart,
} from './imports/imports.port.ts';
export type {
  NutritionLineReport,
  NutritionLineStatus,
  NutritionPort,
} from './recipes/nutrition.port.ts';
export { RecipeNotFoundError } from './recipes/recipe.errors.ts';
export { recipeInputRules, recipeUpdateRules } from './recipes/recipe-input-rules.ts';
export type {
  CourseCategory,
  CourseId,
  Difficulty,
  ListWindow,
  Nutrition,
  Recipe,
  RecipeChangedEvent,
  RecipeFilter,
  RecipeInput,
  RecipesPort,
  RecipeUpdate,
  TagCount,
} from './recipes/recipes.port.ts';
export { courseIds, difficulties } from './recipes/recipes.port.ts';
export type {
  SavedSharedRecipe,
  SharedRecipe,
  SharedRecipesPort,
} from './recipes/shared-recipes.port.ts';
export type { EventsPort } from './shared/events.port.ts';
export { languageTag } from './shared/language-tag.ts';
export { limits } from './shared/limits.ts';
export {
  ShoppingListItemDeletedError,
  ShoppingListItemNotFoundError,
  ShoppingListUndoExpiredError,
  ShoppingListUndoNotFoundError,
} from './shopping/shopping.errors.ts';
export type {
  ClearedShoppingList,
  ShoppingCategory,
  ShoppingListChangedEvent,
  ShoppingListChanges,
  ShoppingListItem,
  ShoppingListItemInput,
  ShoppingListItemLine,
  ShoppingListItemRecipe,
  ShoppingListItemRecipesPort,
  ShoppingListMerge,
  ShoppingListMove,
  ShoppingListOptimization,
  ShoppingListOptimizeSummary,
  ShoppingListRename,
  ShoppingListUndo,
  ShoppingPort,
} from './shopping/shopping.port.ts';
export { shoppingCategories } from './shopping/shopping.port.ts';
export {
  shoppingItemInputRules,
  shoppingRecipeIdsRule,
} from './shopping/shopping-item-input-rules.ts';
export type { UserProfile, UsersPort, Viewer } from './users/users.port.ts';

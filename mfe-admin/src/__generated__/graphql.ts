/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether the account can sign in, from the sign-in service. */
export type AccountStatus =
  /** Can sign in. */
  | 'ACTIVE'
  /** Refused sign-in until a later date. */
  | 'BANNED'
  /** Signed up; e-mail not confirmed yet. */
  | 'UNCONFIRMED';

/** What the AI was used for. */
export type AiFeature =
  /** An assistant turn with no recipe open. */
  | 'ASSISTANT_GENERAL'
  /** An assistant turn about an open recipe. */
  | 'ASSISTANT_RECIPE'
  /** A recipe picture drawn (for an import or on request). */
  | 'IMAGE_GENERATION'
  /** A photo read into a recipe (attempts, failed ones too). */
  | 'IMPORT_IMAGE'
  /** Pasted text read into a recipe (attempts, failed ones too). */
  | 'IMPORT_TEXT'
  /** A web page read into a recipe; a URL answered by an existing recipe is not. */
  | 'IMPORT_URL';

/** How a recipe was imported. */
export type ImportMethod =
  | 'IMAGE'
  | 'TEXT'
  | 'URL';

export type PromptType =
  | 'MAIN'
  | 'RECIPE'
  | 'SHOPPING';

export type AdminAccessQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccessQueryQuery = { me: { id: string, isAdmin: boolean } };

export type AdminStatsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQueryQuery = { adminStats: { totalUsers: number, totalRecipes: number, totalShoppingItems: number, totalImagesGenerated: number, topRecipeCreators: Array<{ email: string, firstName: string | null, recipeCount: number }> } };

export type AdminChatLogsQueryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminChatLogsQueryQuery = { adminChatLogs: { nodes: Array<{ id: string, startedAt: string, userEmail: string | null, feature: string, provider: string, model: string, outcome: string, tools: Array<string>, inputTokens: number | null, outputTokens: number | null, latencyMs: number | null, error: string | null, userMessage: string | null, response: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ChatbotPromptsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatbotPromptsQueryQuery = { chatbotPrompts: { mainPrompt: string, shoppingPrompt: string, recipePrompt: string } };

export type UpdateChatbotPromptMutationMutationVariables = Exact<{
  promptType: PromptType;
  prompt: string;
}>;


export type UpdateChatbotPromptMutationMutation = { updateChatbotPrompt:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'UpdateChatbotPromptSuccess', prompts: { mainPrompt: string, shoppingPrompt: string, recipePrompt: string } }
   };

export type ChatbotPromptHistoryQueryQueryVariables = Exact<{
  promptType: PromptType;
}>;


export type ChatbotPromptHistoryQueryQuery = { chatbotPromptHistory: Array<{ id: string, promptType: PromptType, prompt: string, savedAt: string, savedByUserId: string | null, savedByEmail: string | null }> };

export type RestoreChatbotPromptMutationMutationVariables = Exact<{
  versionId: string | number;
}>;


export type RestoreChatbotPromptMutationMutation = { restoreChatbotPrompt:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'ChatbotPromptVersionNotFoundError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'RestoreChatbotPromptSuccess', prompts: { mainPrompt: string, shoppingPrompt: string, recipePrompt: string } }
   };

export type ResetChatbotPromptMutationMutationVariables = Exact<{
  promptType: PromptType;
}>;


export type ResetChatbotPromptMutationMutation = { resetChatbotPrompt:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'ResetChatbotPromptSuccess', prompts: { mainPrompt: string, shoppingPrompt: string, recipePrompt: string } }
   };

export type AdminReportQueryQueryVariables = Exact<{
  days: number;
}>;


export type AdminReportQueryQuery = { adminReport:
    | { __typename: 'AdminReportSuccess', report: { days: number, from: string, to: string, importsByMethod: Array<{ method: ImportMethod, attempts: number, successes: number, successRate: number | null }>, importsBySite: Array<{ site: string, attempts: number, successes: number, successRate: number | null }>, aiUsage: Array<{ feature: AiFeature, count: number, inputTokens: number | null, outputTokens: number | null }>, daily: Array<{ date: string, signUps: number, activeCooks: number }> } }
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
   };

export type AdminSystemSettingsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSystemSettingsQueryQuery = { adminSystemSettings: { publicUrl: string, database: { kind: string, host: string | null, name: string | null, dataDir: string | null }, auth: { mode: string, issuer: string | null, audience: string, supabaseUrl: string | null, jwksUrl: string | null, autoConfirm: boolean, tokenLifetimeSeconds: number, smtpUrl: string | null, externalProviders: Array<string>, adminEmailCount: number, supabaseAnonKey: { isSet: boolean, masked: string | null }, jwtSecret: { isSet: boolean, masked: string | null } }, ai: { provider: string, baseUrl: string | null, timeoutMs: number | null, apiKey: { isSet: boolean, masked: string | null }, chatModel: { name: string, isDefault: boolean }, assistantModel: { name: string, isDefault: boolean }, visionModel: { name: string, isDefault: boolean }, imageModel: { name: string, isDefault: boolean }, realtimeModel: { name: string, isDefault: boolean } }, redis: { isEnabled: boolean, url: string | null }, remoteUrls: Array<{ name: string, url: string | null }>, chat: { logContent: boolean, turnTimeoutMs: number } } };

export type AdminUsersQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminUsersQueryQuery = { adminUsers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, createdAt: string, status: AccountStatus, hasTwoFactor: boolean }> } };

export type AdminRemoveTwoFactorMutationMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminRemoveTwoFactorMutationMutation = { adminRemoveTwoFactor:
    | { __typename: 'AdminRemoveTwoFactorSuccess', user: { id: string, hasTwoFactor: boolean } }
    | { __typename: 'AdminUserNotFoundError', message: string }
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
   };


export const AdminAccessQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccessQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminAccessQueryQuery, AdminAccessQueryQueryVariables>;
export const AdminStatsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecipes"}},{"kind":"Field","name":{"kind":"Name","value":"totalShoppingItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalImagesGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"topRecipeCreators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"recipeCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatsQueryQuery, AdminStatsQueryQueryVariables>;
export const AdminChatLogsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminChatLogsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminChatLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"tools"}},{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminChatLogsQueryQuery, AdminChatLogsQueryQueryVariables>;
export const ChatbotPromptsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotPromptsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}}]} as unknown as DocumentNode<ChatbotPromptsQueryQuery, ChatbotPromptsQueryQueryVariables>;
export const UpdateChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}},{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateChatbotPromptMutationMutation, UpdateChatbotPromptMutationMutationVariables>;
export const ChatbotPromptHistoryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotPromptHistoryQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotPromptHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promptType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedByUserId"}},{"kind":"Field","name":{"kind":"Name","value":"savedByEmail"}}]}}]}}]} as unknown as DocumentNode<ChatbotPromptHistoryQueryQuery, ChatbotPromptHistoryQueryQueryVariables>;
export const RestoreChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreChatbotPromptMutationMutation, RestoreChatbotPromptMutationMutationVariables>;
export const ResetChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResetChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetChatbotPromptMutationMutation, ResetChatbotPromptMutationMutationVariables>;
export const AdminReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminReportSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"importsByMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"successes"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"importsBySite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"successes"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"signUps"}},{"kind":"Field","name":{"kind":"Name","value":"activeCooks"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReportQueryQuery, AdminReportQueryQueryVariables>;
export const AdminSystemSettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSystemSettingsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSystemSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"database"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dataDir"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"supabaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supabaseAnonKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jwtSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jwksUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoConfirm"}},{"kind":"Field","name":{"kind":"Name","value":"tokenLifetimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalProviders"}},{"kind":"Field","name":{"kind":"Name","value":"adminEmailCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"baseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assistantModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visionModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realtimeModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeoutMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remoteUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logContent"}},{"kind":"Field","name":{"kind":"Name","value":"turnTimeoutMs"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSystemSettingsQueryQuery, AdminSystemSettingsQueryQueryVariables>;
export const AdminUsersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasTwoFactor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQueryQuery, AdminUsersQueryQueryVariables>;
export const AdminRemoveTwoFactorMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveTwoFactorMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRemoveTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRemoveTwoFactorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasTwoFactor"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRemoveTwoFactorMutationMutation, AdminRemoveTwoFactorMutationMutationVariables>;
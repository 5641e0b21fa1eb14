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

export type PromptType =
  | 'MAIN'
  | 'RECIPE'
  | 'SHOPPING';

export type AdminAccessQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccessQueryQuery = { me: { id: string, isAdmin: boolean } };

export type AdminStatsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQueryQuery = { adminStats: { totalUsers: number, totalRecipes: number, totalShoppingItems: number, totalImagesGenerated: number, topRecipeCreators: Array<{ email: string, firstName: string | null, recipeCount: number }> } };

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

export type AdminUsersQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminUsersQueryQuery = { adminUsers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, email: string, firstName: string | null, lastName: string | null, createdAt: string, status: AccountStatus }> } };


export const AdminAccessQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccessQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<AdminAccessQueryQuery, AdminAccessQueryQueryVariables>;
export const AdminStatsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecipes"}},{"kind":"Field","name":{"kind":"Name","value":"totalShoppingItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalImagesGenerated"}},{"kind":"Field","name":{"kind":"Name","value":"topRecipeCreators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"recipeCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatsQueryQuery, AdminStatsQueryQueryVariables>;
export const ChatbotPromptsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotPromptsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}}]} as unknown as DocumentNode<ChatbotPromptsQueryQuery, ChatbotPromptsQueryQueryVariables>;
export const UpdateChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}},{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateChatbotPromptMutationMutation, UpdateChatbotPromptMutationMutationVariables>;
export const ChatbotPromptHistoryQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotPromptHistoryQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotPromptHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promptType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedByUserId"}},{"kind":"Field","name":{"kind":"Name","value":"savedByEmail"}}]}}]}}]} as unknown as DocumentNode<ChatbotPromptHistoryQueryQuery, ChatbotPromptHistoryQueryQueryVariables>;
export const RestoreChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreChatbotPromptMutationMutation, RestoreChatbotPromptMutationMutationVariables>;
export const ResetChatbotPromptMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetChatbotPromptMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetChatbotPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResetChatbotPromptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"recipePrompt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetChatbotPromptMutationMutation, ResetChatbotPromptMutationMutationVariables>;
export const AdminUsersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQueryQuery, AdminUsersQueryQueryVariables>;
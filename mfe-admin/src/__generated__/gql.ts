/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAccessQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n": typeof types.AdminAccessQueryDocument,
    "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n": typeof types.AdminStatsQueryDocument,
    "\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n": typeof types.ChatbotPromptsQueryDocument,
    "\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.UpdateChatbotPromptMutationDocument,
    "\n  query ChatbotPromptHistoryQuery($promptType: PromptType!) {\n    chatbotPromptHistory(promptType: $promptType) {\n      id\n      promptType\n      prompt\n      savedAt\n      savedByUserId\n      savedByEmail\n    }\n  }\n": typeof types.ChatbotPromptHistoryQueryDocument,
    "\n  mutation RestoreChatbotPromptMutation($versionId: ID!) {\n    restoreChatbotPrompt(versionId: $versionId) {\n      __typename\n      ... on RestoreChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.RestoreChatbotPromptMutationDocument,
    "\n  mutation ResetChatbotPromptMutation($promptType: PromptType!) {\n    resetChatbotPrompt(promptType: $promptType) {\n      __typename\n      ... on ResetChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ResetChatbotPromptMutationDocument,
    "\n  query AdminUsersQuery($search: String, $first: Int!, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n        status\n      }\n    }\n  }\n": typeof types.AdminUsersQueryDocument,
};
const documents: Documents = {
    "\n  query AdminAccessQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n": types.AdminAccessQueryDocument,
    "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n": types.AdminStatsQueryDocument,
    "\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n": types.ChatbotPromptsQueryDocument,
    "\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.UpdateChatbotPromptMutationDocument,
    "\n  query ChatbotPromptHistoryQuery($promptType: PromptType!) {\n    chatbotPromptHistory(promptType: $promptType) {\n      id\n      promptType\n      prompt\n      savedAt\n      savedByUserId\n      savedByEmail\n    }\n  }\n": types.ChatbotPromptHistoryQueryDocument,
    "\n  mutation RestoreChatbotPromptMutation($versionId: ID!) {\n    restoreChatbotPrompt(versionId: $versionId) {\n      __typename\n      ... on RestoreChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.RestoreChatbotPromptMutationDocument,
    "\n  mutation ResetChatbotPromptMutation($promptType: PromptType!) {\n    resetChatbotPrompt(promptType: $promptType) {\n      __typename\n      ... on ResetChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ResetChatbotPromptMutationDocument,
    "\n  query AdminUsersQuery($search: String, $first: Int!, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n        status\n      }\n    }\n  }\n": types.AdminUsersQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccessQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query AdminAccessQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n"): (typeof documents)["\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatbotPromptHistoryQuery($promptType: PromptType!) {\n    chatbotPromptHistory(promptType: $promptType) {\n      id\n      promptType\n      prompt\n      savedAt\n      savedByUserId\n      savedByEmail\n    }\n  }\n"): (typeof documents)["\n  query ChatbotPromptHistoryQuery($promptType: PromptType!) {\n    chatbotPromptHistory(promptType: $promptType) {\n      id\n      promptType\n      prompt\n      savedAt\n      savedByUserId\n      savedByEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreChatbotPromptMutation($versionId: ID!) {\n    restoreChatbotPrompt(versionId: $versionId) {\n      __typename\n      ... on RestoreChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreChatbotPromptMutation($versionId: ID!) {\n    restoreChatbotPrompt(versionId: $versionId) {\n      __typename\n      ... on RestoreChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetChatbotPromptMutation($promptType: PromptType!) {\n    resetChatbotPrompt(promptType: $promptType) {\n      __typename\n      ... on ResetChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetChatbotPromptMutation($promptType: PromptType!) {\n    resetChatbotPrompt(promptType: $promptType) {\n      __typename\n      ... on ResetChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersQuery($search: String, $first: Int!, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersQuery($search: String, $first: Int!, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n        status\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
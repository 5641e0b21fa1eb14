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
    "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      recentUsers {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n      }\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n": typeof types.AdminStatsQueryDocument,
    "\n  query AdminChatLogsQuery($first: Int, $after: String) {\n    adminChatLogs(first: $first, after: $after) {\n      nodes {\n        id\n        startedAt\n        userEmail\n        feature\n        provider\n        model\n        outcome\n        tools\n        inputTokens\n        outputTokens\n        latencyMs\n        error\n        userMessage\n        response\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminChatLogsQueryDocument,
    "\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n": typeof types.ChatbotPromptsQueryDocument,
    "\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.UpdateChatbotPromptMutationDocument,
    "\n  query AdminReportQuery($days: Int!) {\n    adminReport(days: $days) {\n      __typename\n      ... on AdminReportSuccess {\n        report {\n          days\n          from\n          to\n          importsByMethod {\n            method\n            attempts\n            successes\n            successRate\n          }\n          importsBySite {\n            site\n            attempts\n            successes\n            successRate\n          }\n          aiUsage {\n            feature\n            count\n            inputTokens\n            outputTokens\n          }\n          daily {\n            date\n            signUps\n            activeCooks\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminReportQueryDocument,
    "\n  query AdminSystemSettingsQuery {\n    adminSystemSettings {\n      publicUrl\n      database {\n        kind\n        host\n        name\n        dataDir\n      }\n      auth {\n        mode\n        issuer\n        audience\n        supabaseUrl\n        supabaseAnonKey {\n          isSet\n          masked\n        }\n        jwtSecret {\n          isSet\n          masked\n        }\n        jwksUrl\n        autoConfirm\n        tokenLifetimeSeconds\n        smtpUrl\n        externalProviders\n        adminEmailCount\n      }\n      ai {\n        provider\n        baseUrl\n        apiKey {\n          isSet\n          masked\n        }\n        chatModel\n        assistantModel\n        visionModel\n        imageModel\n        timeoutMs\n      }\n      redis {\n        isEnabled\n        url\n      }\n      remoteUrls {\n        name\n        url\n      }\n      chat {\n        logContent\n        turnTimeoutMs\n      }\n    }\n  }\n": typeof types.AdminSystemSettingsQueryDocument,
};
const documents: Documents = {
    "\n  query AdminAccessQuery {\n    me {\n      id\n      isAdmin\n    }\n  }\n": types.AdminAccessQueryDocument,
    "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      recentUsers {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n      }\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n": types.AdminStatsQueryDocument,
    "\n  query AdminChatLogsQuery($first: Int, $after: String) {\n    adminChatLogs(first: $first, after: $after) {\n      nodes {\n        id\n        startedAt\n        userEmail\n        feature\n        provider\n        model\n        outcome\n        tools\n        inputTokens\n        outputTokens\n        latencyMs\n        error\n        userMessage\n        response\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AdminChatLogsQueryDocument,
    "\n  query ChatbotPromptsQuery {\n    chatbotPrompts {\n      mainPrompt\n      shoppingPrompt\n      recipePrompt\n    }\n  }\n": types.ChatbotPromptsQueryDocument,
    "\n  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {\n    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {\n      __typename\n      ... on UpdateChatbotPromptSuccess {\n        prompts {\n          mainPrompt\n          shoppingPrompt\n          recipePrompt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.UpdateChatbotPromptMutationDocument,
    "\n  query AdminReportQuery($days: Int!) {\n    adminReport(days: $days) {\n      __typename\n      ... on AdminReportSuccess {\n        report {\n          days\n          from\n          to\n          importsByMethod {\n            method\n            attempts\n            successes\n            successRate\n          }\n          importsBySite {\n            site\n            attempts\n            successes\n            successRate\n          }\n          aiUsage {\n            feature\n            count\n            inputTokens\n            outputTokens\n          }\n          daily {\n            date\n            signUps\n            activeCooks\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminReportQueryDocument,
    "\n  query AdminSystemSettingsQuery {\n    adminSystemSettings {\n      publicUrl\n      database {\n        kind\n        host\n        name\n        dataDir\n      }\n      auth {\n        mode\n        issuer\n        audience\n        supabaseUrl\n        supabaseAnonKey {\n          isSet\n          masked\n        }\n        jwtSecret {\n          isSet\n          masked\n        }\n        jwksUrl\n        autoConfirm\n        tokenLifetimeSeconds\n        smtpUrl\n        externalProviders\n        adminEmailCount\n      }\n      ai {\n        provider\n        baseUrl\n        apiKey {\n          isSet\n          masked\n        }\n        chatModel\n        assistantModel\n        visionModel\n        imageModel\n        timeoutMs\n      }\n      redis {\n        isEnabled\n        url\n      }\n      remoteUrls {\n        name\n        url\n      }\n      chat {\n        logContent\n        turnTimeoutMs\n      }\n    }\n  }\n": types.AdminSystemSettingsQueryDocument,
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
export function graphql(source: "\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      recentUsers {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n      }\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStatsQuery {\n    adminStats {\n      totalUsers\n      totalRecipes\n      totalShoppingItems\n      totalImagesGenerated\n      recentUsers {\n        id\n        email\n        firstName\n        lastName\n        createdAt\n      }\n      topRecipeCreators {\n        email\n        firstName\n        recipeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatLogsQuery($first: Int, $after: String) {\n    adminChatLogs(first: $first, after: $after) {\n      nodes {\n        id\n        startedAt\n        userEmail\n        feature\n        provider\n        model\n        outcome\n        tools\n        inputTokens\n        outputTokens\n        latencyMs\n        error\n        userMessage\n        response\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminChatLogsQuery($first: Int, $after: String) {\n    adminChatLogs(first: $first, after: $after) {\n      nodes {\n        id\n        startedAt\n        userEmail\n        feature\n        provider\n        model\n        outcome\n        tools\n        inputTokens\n        outputTokens\n        latencyMs\n        error\n        userMessage\n        response\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AdminReportQuery($days: Int!) {\n    adminReport(days: $days) {\n      __typename\n      ... on AdminReportSuccess {\n        report {\n          days\n          from\n          to\n          importsByMethod {\n            method\n            attempts\n            successes\n            successRate\n          }\n          importsBySite {\n            site\n            attempts\n            successes\n            successRate\n          }\n          aiUsage {\n            feature\n            count\n            inputTokens\n            outputTokens\n          }\n          daily {\n            date\n            signUps\n            activeCooks\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReportQuery($days: Int!) {\n    adminReport(days: $days) {\n      __typename\n      ... on AdminReportSuccess {\n        report {\n          days\n          from\n          to\n          importsByMethod {\n            method\n            attempts\n            successes\n            successRate\n          }\n          importsBySite {\n            site\n            attempts\n            successes\n            successRate\n          }\n          aiUsage {\n            feature\n            count\n            inputTokens\n            outputTokens\n          }\n          daily {\n            date\n            signUps\n            activeCooks\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSystemSettingsQuery {\n    adminSystemSettings {\n      publicUrl\n      database {\n        kind\n        host\n        name\n        dataDir\n      }\n      auth {\n        mode\n        issuer\n        audience\n        supabaseUrl\n        supabaseAnonKey {\n          isSet\n          masked\n        }\n        jwtSecret {\n          isSet\n          masked\n        }\n        jwksUrl\n        autoConfirm\n        tokenLifetimeSeconds\n        smtpUrl\n        externalProviders\n        adminEmailCount\n      }\n      ai {\n        provider\n        baseUrl\n        apiKey {\n          isSet\n          masked\n        }\n        chatModel\n        assistantModel\n        visionModel\n        imageModel\n        timeoutMs\n      }\n      redis {\n        isEnabled\n        url\n      }\n      remoteUrls {\n        name\n        url\n      }\n      chat {\n        logContent\n        turnTimeoutMs\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSystemSettingsQuery {\n    adminSystemSettings {\n      publicUrl\n      database {\n        kind\n        host\n        name\n        dataDir\n      }\n      auth {\n        mode\n        issuer\n        audience\n        supabaseUrl\n        supabaseAnonKey {\n          isSet\n          masked\n        }\n        jwtSecret {\n          isSet\n          masked\n        }\n        jwksUrl\n        autoConfirm\n        tokenLifetimeSeconds\n        smtpUrl\n        externalProviders\n        adminEmailCount\n      }\n      ai {\n        provider\n        baseUrl\n        apiKey {\n          isSet\n          masked\n        }\n        chatModel\n        assistantModel\n        visionModel\n        imageModel\n        timeoutMs\n      }\n      redis {\n        isEnabled\n        url\n      }\n      remoteUrls {\n        name\n        url\n      }\n      chat {\n        logContent\n        turnTimeoutMs\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
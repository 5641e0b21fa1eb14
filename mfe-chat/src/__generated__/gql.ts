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
    "\n  fragment ChatRecipe_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    updatedAt\n    nutrition {\n      protein\n      fat\n      carbs\n      calories\n    }\n    nutritionLines {\n      line\n      status\n      food\n      grams\n    }\n  }\n": typeof types.ChatRecipe_RecipeFragmentDoc,
    "\n  fragment ChatResponse_response on ChatResponse {\n    response\n    recipeUpdated\n    updatedRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    recipeChanges {\n      field\n      before\n      after\n    }\n    recipeCreated\n    createdRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    shoppingItemsAdded\n    addedShoppingItems {\n      id\n      name\n      quantity\n      category\n    }\n  }\n": typeof types.ChatResponse_ResponseFragmentDoc,
    "\n  subscription ChatTurnEventsSubscription($turnId: ID!) {\n    chatTurnEvents(turnId: $turnId) {\n      turnId\n      sequence\n      kind\n      text\n      tool {\n        callId\n        name\n        error\n      }\n      response {\n        ...ChatResponse_response\n      }\n      error\n    }\n  }\n": typeof types.ChatTurnEventsSubscriptionDocument,
    "\n  mutation StartChatTurnMutation($turnId: ID!, $input: ChatMessageInput!) {\n    startChatTurn(turnId: $turnId, input: $input) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.StartChatTurnMutationDocument,
    "\n  mutation CancelChatTurnMutation($turnId: ID!) {\n    cancelChatTurn(turnId: $turnId)\n  }\n": typeof types.CancelChatTurnMutationDocument,
    "\n  mutation UndoRecipeChangeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...ChatRecipe_recipe\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.UndoRecipeChangeMutationDocument,
    "\n  mutation CreateRealtimeSessionMutation($input: CreateRealtimeSessionInput) {\n    createRealtimeSession(input: $input) {\n      __typename\n      ... on CreateRealtimeSessionSuccess {\n        session {\n          clientSecret\n          model\n          callUrl\n        }\n      }\n      ... on RealtimeVoiceUnavailableError {\n        fallback\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CreateRealtimeSessionMutationDocument,
    "\n  mutation RunAssistantToolMutation($input: RunAssistantToolInput!) {\n    runAssistantTool(input: $input) {\n      __typename\n      ... on RunAssistantToolSuccess {\n        run {\n          callId\n          output\n          response {\n            recipeUpdated\n            recipeCreated\n            shoppingItemsAdded\n            recipeChanges {\n              field\n              before\n              after\n            }\n            addedShoppingItems {\n              id\n              name\n              quantity\n              category\n            }\n            updatedRecipe {\n              id\n              ...ChatRecipe_recipe\n            }\n            createdRecipe {\n              id\n              name\n            }\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.RunAssistantToolMutationDocument,
};
const documents: Documents = {
    "\n  fragment ChatRecipe_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    updatedAt\n    nutrition {\n      protein\n      fat\n      carbs\n      calories\n    }\n    nutritionLines {\n      line\n      status\n      food\n      grams\n    }\n  }\n": types.ChatRecipe_RecipeFragmentDoc,
    "\n  fragment ChatResponse_response on ChatResponse {\n    response\n    recipeUpdated\n    updatedRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    recipeChanges {\n      field\n      before\n      after\n    }\n    recipeCreated\n    createdRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    shoppingItemsAdded\n    addedShoppingItems {\n      id\n      name\n      quantity\n      category\n    }\n  }\n": types.ChatResponse_ResponseFragmentDoc,
    "\n  subscription ChatTurnEventsSubscription($turnId: ID!) {\n    chatTurnEvents(turnId: $turnId) {\n      turnId\n      sequence\n      kind\n      text\n      tool {\n        callId\n        name\n        error\n      }\n      response {\n        ...ChatResponse_response\n      }\n      error\n    }\n  }\n": types.ChatTurnEventsSubscriptionDocument,
    "\n  mutation StartChatTurnMutation($turnId: ID!, $input: ChatMessageInput!) {\n    startChatTurn(turnId: $turnId, input: $input) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.StartChatTurnMutationDocument,
    "\n  mutation CancelChatTurnMutation($turnId: ID!) {\n    cancelChatTurn(turnId: $turnId)\n  }\n": types.CancelChatTurnMutationDocument,
    "\n  mutation UndoRecipeChangeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...ChatRecipe_recipe\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.UndoRecipeChangeMutationDocument,
    "\n  mutation CreateRealtimeSessionMutation($input: CreateRealtimeSessionInput) {\n    createRealtimeSession(input: $input) {\n      __typename\n      ... on CreateRealtimeSessionSuccess {\n        session {\n          clientSecret\n          model\n          callUrl\n        }\n      }\n      ... on RealtimeVoiceUnavailableError {\n        fallback\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CreateRealtimeSessionMutationDocument,
    "\n  mutation RunAssistantToolMutation($input: RunAssistantToolInput!) {\n    runAssistantTool(input: $input) {\n      __typename\n      ... on RunAssistantToolSuccess {\n        run {\n          callId\n          output\n          response {\n            recipeUpdated\n            recipeCreated\n            shoppingItemsAdded\n            recipeChanges {\n              field\n              before\n              after\n            }\n            addedShoppingItems {\n              id\n              name\n              quantity\n              category\n            }\n            updatedRecipe {\n              id\n              ...ChatRecipe_recipe\n            }\n            createdRecipe {\n              id\n              name\n            }\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.RunAssistantToolMutationDocument,
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
export function graphql(source: "\n  fragment ChatRecipe_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    updatedAt\n    nutrition {\n      protein\n      fat\n      carbs\n      calories\n    }\n    nutritionLines {\n      line\n      status\n      food\n      grams\n    }\n  }\n"): (typeof documents)["\n  fragment ChatRecipe_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    updatedAt\n    nutrition {\n      protein\n      fat\n      carbs\n      calories\n    }\n    nutritionLines {\n      line\n      status\n      food\n      grams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatResponse_response on ChatResponse {\n    response\n    recipeUpdated\n    updatedRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    recipeChanges {\n      field\n      before\n      after\n    }\n    recipeCreated\n    createdRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    shoppingItemsAdded\n    addedShoppingItems {\n      id\n      name\n      quantity\n      category\n    }\n  }\n"): (typeof documents)["\n  fragment ChatResponse_response on ChatResponse {\n    response\n    recipeUpdated\n    updatedRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    recipeChanges {\n      field\n      before\n      after\n    }\n    recipeCreated\n    createdRecipe {\n      id\n      ...ChatRecipe_recipe\n    }\n    shoppingItemsAdded\n    addedShoppingItems {\n      id\n      name\n      quantity\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatTurnEventsSubscription($turnId: ID!) {\n    chatTurnEvents(turnId: $turnId) {\n      turnId\n      sequence\n      kind\n      text\n      tool {\n        callId\n        name\n        error\n      }\n      response {\n        ...ChatResponse_response\n      }\n      error\n    }\n  }\n"): (typeof documents)["\n  subscription ChatTurnEventsSubscription($turnId: ID!) {\n    chatTurnEvents(turnId: $turnId) {\n      turnId\n      sequence\n      kind\n      text\n      tool {\n        callId\n        name\n        error\n      }\n      response {\n        ...ChatResponse_response\n      }\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChatTurnMutation($turnId: ID!, $input: ChatMessageInput!) {\n    startChatTurn(turnId: $turnId, input: $input) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartChatTurnMutation($turnId: ID!, $input: ChatMessageInput!) {\n    startChatTurn(turnId: $turnId, input: $input) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelChatTurnMutation($turnId: ID!) {\n    cancelChatTurn(turnId: $turnId)\n  }\n"): (typeof documents)["\n  mutation CancelChatTurnMutation($turnId: ID!) {\n    cancelChatTurn(turnId: $turnId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoRecipeChangeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...ChatRecipe_recipe\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoRecipeChangeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...ChatRecipe_recipe\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRealtimeSessionMutation($input: CreateRealtimeSessionInput) {\n    createRealtimeSession(input: $input) {\n      __typename\n      ... on CreateRealtimeSessionSuccess {\n        session {\n          clientSecret\n          model\n          callUrl\n        }\n      }\n      ... on RealtimeVoiceUnavailableError {\n        fallback\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRealtimeSessionMutation($input: CreateRealtimeSessionInput) {\n    createRealtimeSession(input: $input) {\n      __typename\n      ... on CreateRealtimeSessionSuccess {\n        session {\n          clientSecret\n          model\n          callUrl\n        }\n      }\n      ... on RealtimeVoiceUnavailableError {\n        fallback\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunAssistantToolMutation($input: RunAssistantToolInput!) {\n    runAssistantTool(input: $input) {\n      __typename\n      ... on RunAssistantToolSuccess {\n        run {\n          callId\n          output\n          response {\n            recipeUpdated\n            recipeCreated\n            shoppingItemsAdded\n            recipeChanges {\n              field\n              before\n              after\n            }\n            addedShoppingItems {\n              id\n              name\n              quantity\n              category\n            }\n            updatedRecipe {\n              id\n              ...ChatRecipe_recipe\n            }\n            createdRecipe {\n              id\n              name\n            }\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunAssistantToolMutation($input: RunAssistantToolInput!) {\n    runAssistantTool(input: $input) {\n      __typename\n      ... on RunAssistantToolSuccess {\n        run {\n          callId\n          output\n          response {\n            recipeUpdated\n            recipeCreated\n            shoppingItemsAdded\n            recipeChanges {\n              field\n              before\n              after\n            }\n            addedShoppingItems {\n              id\n              name\n              quantity\n              category\n            }\n            updatedRecipe {\n              id\n              ...ChatRecipe_recipe\n            }\n            createdRecipe {\n              id\n              name\n            }\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
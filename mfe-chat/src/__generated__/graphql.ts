/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChatHistoryMessageInput = {
  content: string;
  role: ChatRole;
};

/** A message to the assistant, with the conversation so far. */
export type ChatMessageInput = {
  /** Made by the client per conversation (a UUID); new after Reset chat. */
  conversationId: string | number;
  /** Earlier messages, oldest first; the last 10 are used. */
  history?: Array<ChatHistoryMessageInput> | null | undefined;
  message: string;
  /** The recipe the cook has open (recipe chat). */
  recipeId?: number | null | undefined;
};

export type ChatRole =
  | 'ASSISTANT'
  | 'USER';

export type ChatTurnEventKind =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED'
  | 'READY'
  | 'TEXT'
  | 'TOOL_CALL'
  | 'TOOL_RESULT';

export type CreateRealtimeSessionInput = {
  /** The recipe the cook has open; the assistant is told about it. */
  recipeId?: number | null | undefined;
  /** One of alloy, ash, ballad, cedar, coral, echo, marin, sage, shimmer, verse; default alloy. */
  voice?: string | null | undefined;
};

export type Difficulty =
  | 'EASY'
  | 'HARD'
  | 'MEDIUM';

/** Per serving; grams except calories (kcal). */
export type NutritionInput = {
  calories: number;
  carbs: number;
  fat: number;
  protein: number;
};

export type NutritionLineStatus =
  | 'MATCHED'
  | 'NO_QUANTITY'
  | 'TO_TASTE'
  | 'UNMATCHED';

/** A function call the realtime model made, as it arrived on the data channel. */
export type RunAssistantToolInput = {
  /** The JSON arguments as the model sent them. */
  arguments: string;
  callId: string;
  /** The chat conversation the voice session speaks into (a UUID), for the usage log; a call without one is logged under a conversation of its own. */
  conversationId?: string | number | null | undefined;
  name: string;
};

export type ShoppingCategory =
  | 'BAKERY'
  | 'DAIRY'
  | 'FROZEN'
  | 'MEAT'
  | 'OTHER'
  | 'PANTRY'
  | 'PRODUCE';

/** Fields to change; a field left out keeps its value. */
export type UpdateRecipeInput = {
  /** Minutes. */
  cookTime?: number | null | undefined;
  description?: string | null | undefined;
  difficulty?: Difficulty | null | undefined;
  /** An http(s) address, or the path of a picture the app stored (/api/images/…). */
  imageUrl?: string | null | undefined;
  ingredients?: Array<string> | null | undefined;
  instructions?: Array<string> | null | undefined;
  name?: string | null | undefined;
  nutrition?: NutritionInput | null | undefined;
  /** Minutes. */
  prepTime?: number | null | undefined;
  servings?: number | null | undefined;
  /** An http(s) address. */
  sourceImageUrl?: string | null | undefined;
  /** An http(s) address. */
  sourceUrl?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  /** Minutes. */
  totalTime?: number | null | undefined;
};

export type ChatRecipe_RecipeFragment = { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> };

export type ChatResponse_ResponseFragment = { response: string, recipeUpdated: boolean, recipeCreated: boolean, shoppingItemsAdded: number, updatedRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null, recipeChanges: Array<{ field: string, before: unknown, after: unknown }>, createdRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null, addedShoppingItems: Array<{ id: number, name: string, quantity: string, category: ShoppingCategory }> };

export type ChatTurnEventsSubscriptionSubscriptionVariables = Exact<{
  turnId: string | number;
}>;


export type ChatTurnEventsSubscriptionSubscription = { chatTurnEvents: { turnId: string, sequence: number, kind: ChatTurnEventKind, text: string | null, error: string | null, tool: { callId: string, name: string, error: string | null } | null, response: { response: string, recipeUpdated: boolean, recipeCreated: boolean, shoppingItemsAdded: number, updatedRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null, recipeChanges: Array<{ field: string, before: unknown, after: unknown }>, createdRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null, addedShoppingItems: Array<{ id: number, name: string, quantity: string, category: ShoppingCategory }> } | null } };

export type StartChatTurnMutationMutationVariables = Exact<{
  turnId: string | number;
  input: ChatMessageInput;
}>;


export type StartChatTurnMutationMutation = { startChatTurn:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'ChatTurnInProgressError', message: string }
    | { __typename: 'ChatTurnRateLimitedError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'RecipeNotFoundError', message: string }
    | { __typename: 'StartChatTurnSuccess' }
   };

export type CancelChatTurnMutationMutationVariables = Exact<{
  turnId: string | number;
}>;


export type CancelChatTurnMutationMutation = { cancelChatTurn: boolean };

export type UndoRecipeChangeMutationMutationVariables = Exact<{
  id: number;
  input: UpdateRecipeInput;
}>;


export type UndoRecipeChangeMutationMutation = { updateRecipe:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'RecipeNotFoundError', message: string }
    | { __typename: 'UpdateRecipeSuccess', recipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } }
   };

export type CreateRealtimeSessionMutationMutationVariables = Exact<{
  input?: CreateRealtimeSessionInput | null | undefined;
}>;


export type CreateRealtimeSessionMutationMutation = { createRealtimeSession:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'CreateRealtimeSessionSuccess', session: { clientSecret: string, model: string, callUrl: string } }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'RealtimeSessionFailedError', message: string }
    | { __typename: 'RealtimeSessionRateLimitedError', message: string }
    | { __typename: 'RealtimeVoiceUnavailableError', fallback: string, message: string }
    | { __typename: 'RecipeNotFoundError', message: string }
   };

export type RunAssistantToolMutationMutationVariables = Exact<{
  input: RunAssistantToolInput;
}>;


export type RunAssistantToolMutationMutation = { runAssistantTool:
    | { __typename: 'BaseError', message: string }
    | { __typename: 'InputValidationError', message: string }
    | { __typename: 'RunAssistantToolSuccess', run: { callId: string, output: unknown, response: { recipeUpdated: boolean, recipeCreated: boolean, shoppingItemsAdded: number, recipeChanges: Array<{ field: string, before: unknown, after: unknown }>, addedShoppingItems: Array<{ id: number, name: string, quantity: string, category: ShoppingCategory }>, updatedRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, updatedAt: string, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null, createdRecipe: { id: number, name: string } | null } } }
   };

export const ChatRecipe_RecipeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<ChatRecipe_RecipeFragment, unknown>;
export const ChatResponse_ResponseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatResponse_response"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"recipeUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeCreated"}},{"kind":"Field","name":{"kind":"Name","value":"createdRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shoppingItemsAdded"}},{"kind":"Field","name":{"kind":"Name","value":"addedShoppingItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<ChatResponse_ResponseFragment, unknown>;
export const ChatTurnEventsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatTurnEventsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatTurnEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turnId"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatResponse_response"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatResponse_response"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"recipeUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"updatedRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeCreated"}},{"kind":"Field","name":{"kind":"Name","value":"createdRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shoppingItemsAdded"}},{"kind":"Field","name":{"kind":"Name","value":"addedShoppingItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<ChatTurnEventsSubscriptionSubscription, ChatTurnEventsSubscriptionSubscriptionVariables>;
export const StartChatTurnMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartChatTurnMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startChatTurn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartChatTurnMutationMutation, StartChatTurnMutationMutationVariables>;
export const CancelChatTurnMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelChatTurnMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelChatTurn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"turnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"turnId"}}}]}]}}]} as unknown as DocumentNode<CancelChatTurnMutationMutation, CancelChatTurnMutationMutationVariables>;
export const UndoRecipeChangeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoRecipeChangeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<UndoRecipeChangeMutationMutation, UndoRecipeChangeMutationMutationVariables>;
export const CreateRealtimeSessionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRealtimeSessionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRealtimeSessionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRealtimeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRealtimeSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"callUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RealtimeVoiceUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRealtimeSessionMutationMutation, CreateRealtimeSessionMutationMutationVariables>;
export const RunAssistantToolMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunAssistantToolMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunAssistantToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAssistantTool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunAssistantToolSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"recipeCreated"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingItemsAdded"}},{"kind":"Field","name":{"kind":"Name","value":"recipeChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addedShoppingItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatRecipe_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdRecipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]}}]} as unknown as DocumentNode<RunAssistantToolMutationMutation, RunAssistantToolMutationMutationVariables>;
import { type GraphQLSchema, parse, validate } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { compileOperation } from '../server/jit-execution.ts';
import { adminReportSources } from './admin-reports.operations.ts';

const recipeFields = /* GraphQL */ `
  fragment RestRecipe on Recipe {
    id name description imageUrl prepTime cookTime totalTime servings difficulty
    ingredients instructions tags nutrition { protein fat carbs calories }
    isFavorite isShared sourceUrl sourceImageUrl createdAt updatedAt
  }
`;

const sharedRecipeFields = /* GraphQL */ `
  fragment RestSharedRecipe on SharedRecipe {
    id name description imageUrl prepTime cookTime totalTime servings difficulty
    ingredients instructions tags nutrition { protein fat carbs calories } createdAt savedRecipeId
  }
`;

const itemFields = /* GraphQL */ `
  fragment RestShoppingListItem on ShoppingListItem {
    id clientId name quantity category recipeIds recipes { id name } isCompleted position version
    createdAt updatedAt
  }
`;

const failure = /* GraphQL */ `
  ... on Error { __typename message code }
  ... on InputValidationError { issues { path message } }
`;

/** A heavy operation's failures, with the wait a 429 carries as Retry-After. */
const importFailure = /* GraphQL */ `
  ${failure}
  ... on TooManyImportsError { retryAfterSeconds }
`;

/**
 * The GraphQL operations behind the REST routes. REST is an adapter: it runs these on the same
 * schema, so validation, authorization and behaviour have one source of truth.
 */
const sources = {
  ListRecipes: `query ListRecipes { recipes { ...RestRecipe } } ${recipeFields}`,
  GetRecipe: `query GetRecipe($id: Int!) { recipe(id: $id) { ...RestRecipe } } ${recipeFields}`,
  UpdateRecipe: `mutation UpdateRecipe($id: Int!, $input: UpdateRecipeInput!) {
    result: updateRecipe(id: $id, input: $input) {
      __typename ... on UpdateRecipeSuccess { recipe { ...RestRecipe } } ${failure}
    }
  } ${recipeFields}`,
  SetRecipeFavorite: `mutation SetRecipeFavorite($id: Int!, $isFavorite: Boolean!) {
    result: setRecipeFavorite(id: $id, isFavorite: $isFavorite) {
      __typename ... on SetRecipeFavoriteSuccess { recipe { ...RestRecipe } } ${failure}
    }
  } ${recipeFields}`,
  SetRecipeShared: `mutation SetRecipeShared($id: Int!, $isShared: Boolean!) {
    result: setRecipeShared(id: $id, isShared: $isShared) {
      __typename ... on SetRecipeSharedSuccess { recipe { ...RestRecipe } } ${failure}
    }
  } ${recipeFields}`,
  SharedRecipe: `query SharedRecipe($id: Int!) {
    sharedRecipe(id: $id) { ...RestSharedRecipe }
  } ${sharedRecipeFields}`,
  SaveSharedRecipe: `mutation SaveSharedRecipe($recipeId: Int!) {
    result: saveSharedRecipe(recipeId: $recipeId) {
      __typename ... on SaveSharedRecipeSuccess { saved { isExisting recipe { ...RestRecipe } } } ${failure}
    }
  } ${recipeFields}`,
  DeleteRecipe: `mutation DeleteRecipe($id: Int!) {
    result: deleteRecipe(id: $id) { __typename ... on DeleteRecipeSuccess { deleted { id } } ${failure} }
  }`,
  ListShoppingList: `query ListShoppingList { shoppingList { ...RestShoppingListItem } } ${itemFields}`,
  AddShoppingListItem: `mutation AddShoppingListItem($input: AddShoppingListItemInput!) {
    result: addShoppingListItem(input: $input) {
      __typename ... on AddShoppingListItemSuccess { item { ...RestShoppingListItem } } ${failure}
      ... on ShoppingListItemDeletedError { itemId clientId }
    }
  } ${itemFields}`,
  SetShoppingListItemCompleted: `mutation SetShoppingListItemCompleted($id: Int!, $isCompleted: Boolean!) {
    result: setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {
      __typename ... on SetShoppingListItemCompletedSuccess { item { ...RestShoppingListItem } } ${failure}
    }
  } ${itemFields}`,
  DeleteShoppingListItem: `mutation DeleteShoppingListItem($id: Int!) {
    result: deleteShoppingListItem(id: $id) {
      __typename ... on DeleteShoppingListItemSuccess { deleted { id } } ${failure}
    }
  }`,
  ClearShoppingList: `mutation ClearShoppingList {
    result: clearShoppingList {
      __typename ... on ClearShoppingListSuccess { cleared { deletedCount undo { id expiresAt } } } ${failure}
    }
  }`,
  UndoShoppingListChange: `mutation UndoShoppingListChange($id: ID!) {
    result: undoShoppingListChange(id: $id) {
      __typename ... on UndoShoppingListChangeSuccess { items { ...RestShoppingListItem } } ${failure}
    }
  } ${itemFields}`,
  Me: `query Me { me { id email firstName lastName profileImageUrl createdAt } }`,
  AdminStats: `query AdminStats {
    adminStats {
      totalUsers totalRecipes totalShoppingItems totalImagesGenerated
      recentUsers { id email firstName lastName createdAt }
      topRecipeCreators { email firstName recipeCount }
    }
  }`,
  AdminUsers: `query AdminUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      nodes { id email firstName lastName createdAt status }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }`,
  ChatbotPrompts: `query ChatbotPrompts { chatbotPrompts { mainPrompt shoppingPrompt recipePrompt } }`,
  UpdateChatbotPrompt: `mutation UpdateChatbotPrompt($promptType: PromptType!, $prompt: String!) {
    result: updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {
      __typename ... on UpdateChatbotPromptSuccess { prompts { mainPrompt shoppingPrompt recipePrompt } } ${failure}
    }
  }`,
  AnalyzeRecipeText: `mutation AnalyzeRecipeText($text: String!) {
    result: analyzeRecipeText(text: $text) {
      __typename ... on AnalyzeRecipeTextSuccess { imported { isExisting missingParts recipe { ...RestRecipe } } } ${importFailure}
    }
  } ${recipeFields}`,
  AnalyzeRecipeUrl: `mutation AnalyzeRecipeUrl($url: String!) {
    result: analyzeRecipeUrl(url: $url) {
      __typename ... on AnalyzeRecipeUrlSuccess { imported { isExisting missingParts recipe { ...RestRecipe } } } ${importFailure}
    }
  } ${recipeFields}`,
  AnalyzeRecipeImage: `mutation AnalyzeRecipeImage($image: String, $images: [String!], $languages: [String!]) {
    result: analyzeRecipeImage(image: $image, images: $images, languages: $languages) {
      __typename ... on AnalyzeRecipeImageSuccess { imported { isExisting missingParts recipe { ...RestRecipe } } } ${importFailure}
    }
  } ${recipeFields}`,
  GenerateRecipeImage: `mutation GenerateRecipeImage($id: Int!) {
    result: generateRecipeImage(id: $id) {
      __typename ... on GenerateRecipeImageSuccess { recipe { ...RestRecipe } } ${importFailure}
    }
  } ${recipeFields}`,
  GenerateShoppingList: `mutation GenerateShoppingList($recipeIds: [Int!]!) {
    result: generateShoppingList(recipeIds: $recipeIds) {
      __typename ... on GenerateShoppingListSuccess { items { ...RestShoppingListItem } } ${failure}
    }
  } ${itemFields}`,
  SendChatMessage: `mutation SendChatMessage($input: ChatMessageInput!) {
    result: sendChatMessage(input: $input) {
      __typename
      ... on SendChatMessageSuccess {
        response {
          response recipeUpdated recipeCreated shoppingItemsAdded
          updatedRecipe { ...RestRecipe } createdRecipe { ...RestRecipe }
          addedShoppingItems { ...RestShoppingListItem } recipeChanges { field before after }
        }
      }
      ${failure}
      ... on ChatTurnRateLimitedError { retryAfterSeconds }
    }
  } ${recipeFields} ${itemFields}`,
  CreateRealtimeSession: `mutation CreateRealtimeSession($input: CreateRealtimeSessionInput) {
    result: createRealtimeSession(input: $input) {
      __typename
      ... on CreateRealtimeSessionSuccess { session { clientSecret model voice callUrl expiresAt } }
      ${failure}
      ... on RealtimeVoiceUnavailableError { fallback }
      ... on RealtimeSessionRateLimitedError { retryAfterSeconds }
    }
  }`,
  OptimizeShoppingList: `mutation OptimizeShoppingList {
    result: optimizeShoppingList {
      __typename ... on OptimizeShoppingListSuccess { items { ...RestShoppingListItem } } ${failure}
    }
  } ${itemFields}`,
  ...adminReportSources,
} as const;

export type OperationName = keyof typeof sources;
export type RestOperations = Record<OperationName, CompiledQuery>;

/** Parses, validates and compiles every operation once, at start; a broken one stops the server. */
export function prepareOperations(schema: GraphQLSchema): RestOperations {
  const prepared = {} as RestOperations;
  for (const [name, source] of Object.entries(sources) as [OperationName, string][]) {
    const document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) {
      throw new Error(
        `REST operation ${name} does not match the schema: ${errors.map((e) => e.message).join('; ')}`,
      );
    }
    prepared[name] = compileOperation(schema, document, name);
  }
  return prepared;
}

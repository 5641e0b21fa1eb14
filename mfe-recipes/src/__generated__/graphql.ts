/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The six course categories, matched by tag keywords. */
export type Course =
  | 'BEVERAGES'
  | 'BREAKFAST'
  | 'DESSERTS'
  | 'DINNER'
  | 'LUNCH'
  | 'SNACKS';

export type Difficulty =
  | 'EASY'
  | 'HARD'
  | 'MEDIUM';

export type ImportStep =
  | 'FAILED'
  | 'FETCHING'
  | 'IMAGE'
  | 'NUTRITION'
  | 'READING'
  | 'READY'
  | 'SAVED';

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

export type RecipeChangeKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

/** A part of a recipe: its ingredient list or its steps. */
export type RecipePart =
  | 'INGREDIENTS'
  | 'INSTRUCTIONS';

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

type Failure_Error_AdminUserNotFoundError_Fragment = { message: string, code: string };

type Failure_Error_BaseError_Fragment = { message: string, code: string };

type Failure_Error_ChatFailedError_Fragment = { message: string, code: string };

type Failure_Error_ChatTurnInProgressError_Fragment = { message: string, code: string };

type Failure_Error_ChatTurnRateLimitedError_Fragment = { message: string, code: string };

type Failure_Error_ChatbotPromptVersionNotFoundError_Fragment = { message: string, code: string };

type Failure_Error_ImportFailedError_Fragment = { message: string, code: string };

type Failure_Error_InputValidationError_Fragment = { message: string, code: string };

type Failure_Error_RealtimeSessionFailedError_Fragment = { message: string, code: string };

type Failure_Error_RealtimeSessionRateLimitedError_Fragment = { message: string, code: string };

type Failure_Error_RealtimeVoiceUnavailableError_Fragment = { message: string, code: string };

type Failure_Error_RecipeNotFoundError_Fragment = { message: string, code: string };

type Failure_Error_ShoppingListItemDeletedError_Fragment = { message: string, code: string };

type Failure_Error_ShoppingListItemNotFoundError_Fragment = { message: string, code: string };

type Failure_Error_ShoppingListUndoExpiredError_Fragment = { message: string, code: string };

type Failure_Error_ShoppingListUndoNotFoundError_Fragment = { message: string, code: string };

type Failure_Error_TooManyImportsError_Fragment = { message: string, code: string };

export type Failure_ErrorFragment =
  | Failure_Error_AdminUserNotFoundError_Fragment
  | Failure_Error_BaseError_Fragment
  | Failure_Error_ChatFailedError_Fragment
  | Failure_Error_ChatTurnInProgressError_Fragment
  | Failure_Error_ChatTurnRateLimitedError_Fragment
  | Failure_Error_ChatbotPromptVersionNotFoundError_Fragment
  | Failure_Error_ImportFailedError_Fragment
  | Failure_Error_InputValidationError_Fragment
  | Failure_Error_RealtimeSessionFailedError_Fragment
  | Failure_Error_RealtimeSessionRateLimitedError_Fragment
  | Failure_Error_RealtimeVoiceUnavailableError_Fragment
  | Failure_Error_RecipeNotFoundError_Fragment
  | Failure_Error_ShoppingListItemDeletedError_Fragment
  | Failure_Error_ShoppingListItemNotFoundError_Fragment
  | Failure_Error_ShoppingListUndoExpiredError_Fragment
  | Failure_Error_ShoppingListUndoNotFoundError_Fragment
  | Failure_Error_TooManyImportsError_Fragment
;

export type NutritionPanel_NutritionFragment = { protein: number, fat: number, carbs: number, calories: number };

export type NutritionPanel_LinesFragment = { line: string, status: NutritionLineStatus, food: string | null, grams: number | null };

export type RecipeCard_RecipeFragment = { id: number, name: string, imageUrl: string | null, prepTime: number, servings: number, difficulty: Difficulty, tags: Array<string>, isFavorite: boolean };

export type ImportProgressSubscriptionSubscriptionVariables = Exact<{
  importId: string;
}>;


export type ImportProgressSubscriptionSubscription = { recipeImportProgressed: { importId: string, step: ImportStep, progress: number, message: string } };

export type StartRecipeImportMutationMutationVariables = Exact<{
  text?: string | null | undefined;
  url?: string | null | undefined;
  images?: Array<string> | string | null | undefined;
  languages?: Array<string> | string | null | undefined;
  importId: string;
}>;


export type StartRecipeImportMutationMutation = { startRecipeImport:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'ImportFailedError', message: string, code: string }
    | { __typename: 'InputValidationError', message: string, code: string }
    | { __typename: 'StartRecipeImportSuccess', started: { importId: string } }
    | { __typename: 'TooManyImportsError', message: string, code: string }
   };

export type RecipeImportQueryQueryVariables = Exact<{
  importId: string;
}>;


export type RecipeImportQueryQuery = { recipeImport:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'ImportFailedError', message: string, code: string }
    | { __typename: 'InputValidationError', message: string, code: string }
    | { __typename: 'RecipeImportSuccess', imported: { isExisting: boolean, missingParts: Array<RecipePart>, recipe: { id: number, name: string, description: string | null, imageUrl: string | null } } }
   | null };

export type RecipeImport_ImportedFragment = { isExisting: boolean, missingParts: Array<RecipePart>, recipe: { id: number, name: string, description: string | null, imageUrl: string | null } };

export type RecentRecipesCardQueryQueryVariables = Exact<{
  limit: number;
}>;


export type RecentRecipesCardQueryQuery = { recentRecipes: Array<{ id: number, name: string, imageUrl: string | null, prepTime: number, servings: number, difficulty: Difficulty, tags: Array<string>, isFavorite: boolean }> };

export type RecipeCountQueryVariables = Exact<{ [key: string]: never; }>;


export type RecipeCountQuery = { recipeCount: number };

export type LiveRecipe_RecipeFragment = { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> };

export type RecipeChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RecipeChangedSubscriptionSubscription = { recipeChanged: { kind: RecipeChangeKind, recipeId: number, recipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null } };

export type CourseGridQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseGridQueryQuery = { recipeCategories: Array<{ id: Course, name: string, description: string, thumbnail: string | null, count: number }> };

export type FavoriteRecipesQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  tag?: string | null | undefined;
  course?: Course | null | undefined;
}>;


export type FavoriteRecipesQueryQuery = { recipes: Array<{ id: number, name: string, imageUrl: string | null, prepTime: number, servings: number, difficulty: Difficulty, tags: Array<string>, isFavorite: boolean }> };

export type RecentRecipesQueryQueryVariables = Exact<{
  limit: number;
}>;


export type RecentRecipesQueryQuery = { recentRecipes: Array<{ id: number, name: string, imageUrl: string | null, prepTime: number, servings: number, difficulty: Difficulty, tags: Array<string>, isFavorite: boolean }> };

export type RecipePageQueryQueryVariables = Exact<{
  search?: string | null | undefined;
  tag?: string | null | undefined;
  course?: Course | null | undefined;
  favoritesOnly?: boolean | null | undefined;
  offset: number;
  limit: number;
  withCount: boolean;
}>;


export type RecipePageQueryQuery = { recipeCount?: number, recipes: Array<{ id: number, name: string, imageUrl: string | null, prepTime: number, servings: number, difficulty: Difficulty, tags: Array<string>, isFavorite: boolean }> };

export type TagGridQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TagGridQueryQuery = { recipeTags: Array<{ tag: string, count: number }> };

export type GenerateShoppingListMutationMutationVariables = Exact<{
  recipeIds: Array<number> | number;
}>;


export type GenerateShoppingListMutationMutation = { generateShoppingList:
    | { __typename: 'BaseError' }
    | { __typename: 'GenerateShoppingListSuccess', items: Array<{ id: number }> }
    | { __typename: 'InputValidationError' }
    | { __typename: 'RecipeNotFoundError' }
   };

export type DeleteRecipeMutationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRecipeMutationMutation = { deleteRecipe:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'DeleteRecipeSuccess', deleted: { id: number } }
    | { __typename: 'InputValidationError', message: string, code: string }
    | { __typename: 'RecipeNotFoundError', message: string, code: string }
   };

export type SetRecipeFavoriteMutationMutationVariables = Exact<{
  id: number;
  isFavorite: boolean;
}>;


export type SetRecipeFavoriteMutationMutation = { setRecipeFavorite:
    | { __typename: 'BaseError' }
    | { __typename: 'InputValidationError' }
    | { __typename: 'RecipeNotFoundError' }
    | { __typename: 'SetRecipeFavoriteSuccess', recipe: { __typename: 'Recipe', id: number, isFavorite: boolean } }
   };

export type GenerateRecipeImageMutationMutationVariables = Exact<{
  id: number;
}>;


export type GenerateRecipeImageMutationMutation = { generateRecipeImage:
    | { __typename: 'BaseError' }
    | { __typename: 'GenerateRecipeImageSuccess', recipe: { id: number, imageUrl: string | null, updatedAt: string } }
    | { __typename: 'ImportFailedError' }
    | { __typename: 'InputValidationError' }
    | { __typename: 'RecipeNotFoundError' }
    | { __typename: 'TooManyImportsError' }
   };

export type RecipeDetailScreenQueryQueryVariables = Exact<{
  id: number;
}>;


export type RecipeDetailScreenQueryQuery = { recipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } | null };

export type RecipeEditor_RecipeFragment = { id: number, name: string, description: string | null, prepTime: number, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string> };

export type UpdateRecipeMutationMutationVariables = Exact<{
  id: number;
  input: UpdateRecipeInput;
}>;


export type UpdateRecipeMutationMutation = { updateRecipe:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'InputValidationError', message: string, code: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'RecipeNotFoundError', message: string, code: string }
    | { __typename: 'UpdateRecipeSuccess', recipe: { id: number, updatedAt: string, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> } }
   };

export type RecipeView_RecipeFragment = { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, isFavorite: boolean, isShared: boolean, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null, nutritionLines: Array<{ line: string, status: NutritionLineStatus, food: string | null, grams: number | null }> };

export type SetRecipeSharedMutationMutationVariables = Exact<{
  id: number;
  isShared: boolean;
}>;


export type SetRecipeSharedMutationMutation = { setRecipeShared:
    | { __typename: 'BaseError' }
    | { __typename: 'InputValidationError' }
    | { __typename: 'RecipeNotFoundError' }
    | { __typename: 'SetRecipeSharedSuccess', recipe: { id: number, isShared: boolean } }
   };

export type SaveSharedRecipeMutationMutationVariables = Exact<{
  recipeId: number;
}>;


export type SaveSharedRecipeMutationMutation = { saveSharedRecipe:
    | { __typename: 'BaseError', message: string, code: string }
    | { __typename: 'InputValidationError', message: string, code: string }
    | { __typename: 'RecipeNotFoundError', message: string, code: string }
    | { __typename: 'SaveSharedRecipeSuccess', saved: { isExisting: boolean, recipe: { id: number } } }
   };

export type SharedRecipeScreenQueryQueryVariables = Exact<{
  id: number;
}>;


export type SharedRecipeScreenQueryQuery = { sharedRecipe: { id: number, name: string, description: string | null, imageUrl: string | null, prepTime: number, cookTime: number | null, totalTime: number | null, servings: number, difficulty: Difficulty, ingredients: Array<string>, instructions: Array<string>, tags: Array<string>, savedRecipeId: number | null, nutrition: { protein: number, fat: number, carbs: number, calories: number } | null } | null };

export const Failure_ErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<Failure_ErrorFragment, unknown>;
export const RecipeCard_RecipeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeCard_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<RecipeCard_RecipeFragment, unknown>;
export const RecipeImport_ImportedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeImport_imported"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportedRecipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"missingParts"}},{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<RecipeImport_ImportedFragment, unknown>;
export const NutritionPanel_NutritionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]} as unknown as DocumentNode<NutritionPanel_NutritionFragment, unknown>;
export const NutritionPanel_LinesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]} as unknown as DocumentNode<NutritionPanel_LinesFragment, unknown>;
export const RecipeView_RecipeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeView_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}}]} as unknown as DocumentNode<RecipeView_RecipeFragment, unknown>;
export const RecipeEditor_RecipeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeEditor_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<RecipeEditor_RecipeFragment, unknown>;
export const LiveRecipe_RecipeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeView_recipe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeEditor_recipe"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeView_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeEditor_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<LiveRecipe_RecipeFragment, unknown>;
export const ImportProgressSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ImportProgressSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeImportProgressed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ImportProgressSubscriptionSubscription, ImportProgressSubscriptionSubscriptionVariables>;
export const StartRecipeImportMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRecipeImportMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"languages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRecipeImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}},{"kind":"Argument","name":{"kind":"Name","value":"languages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"languages"}}},{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StartRecipeImportSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"started"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Failure_error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<StartRecipeImportMutationMutation, StartRecipeImportMutationMutationVariables>;
export const RecipeImportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeImportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"importId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"importId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"importId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecipeImportSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeImport_imported"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Failure_error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeImport_imported"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportedRecipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"missingParts"}},{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RecipeImportQueryQuery, RecipeImportQueryQueryVariables>;
export const RecentRecipesCardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentRecipesCardQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentRecipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeCard_recipe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeCard_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<RecentRecipesCardQueryQuery, RecentRecipesCardQueryQueryVariables>;
export const RecipeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeCount"}}]}}]} as unknown as DocumentNode<RecipeCountQuery, RecipeCountQueryVariables>;
export const RecipeChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecipeChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recipeId"}},{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveRecipe_recipe"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeView_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeEditor_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRecipe_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeView_recipe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeEditor_recipe"}}]}}]} as unknown as DocumentNode<RecipeChangedSubscriptionSubscription, RecipeChangedSubscriptionSubscriptionVariables>;
export const CourseGridQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseGridQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CourseGridQueryQuery, CourseGridQueryQueryVariables>;
export const FavoriteRecipesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavoriteRecipesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"course"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"favoritesOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeCard_recipe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeCard_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<FavoriteRecipesQueryQuery, FavoriteRecipesQueryQueryVariables>;
export const RecentRecipesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentRecipesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentRecipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeCard_recipe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeCard_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<RecentRecipesQueryQuery, RecentRecipesQueryQueryVariables>;
export const RecipePageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipePageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"course"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favoritesOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"favoritesOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favoritesOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeCard_recipe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"course"},"value":{"kind":"Variable","name":{"kind":"Name","value":"course"}}},{"kind":"Argument","name":{"kind":"Name","value":"favoritesOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favoritesOnly"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCount"}}}]}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeCard_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<RecipePageQueryQuery, RecipePageQueryQueryVariables>;
export const TagGridQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagGridQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipeTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<TagGridQueryQuery, TagGridQueryQueryVariables>;
export const GenerateShoppingListMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateShoppingListMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateShoppingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recipeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateShoppingListSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GenerateShoppingListMutationMutation, GenerateShoppingListMutationMutationVariables>;
export const DeleteRecipeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRecipeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRecipeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Failure_error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteRecipeMutationMutation, DeleteRecipeMutationMutationVariables>;
export const SetRecipeFavoriteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRecipeFavoriteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isFavorite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecipeFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isFavorite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isFavorite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetRecipeFavoriteSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetRecipeFavoriteMutationMutation, SetRecipeFavoriteMutationMutationVariables>;
export const GenerateRecipeImageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateRecipeImageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateRecipeImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateRecipeImageSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GenerateRecipeImageMutationMutation, GenerateRecipeImageMutationMutationVariables>;
export const RecipeDetailScreenQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipeDetailScreenQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeView_recipe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeEditor_recipe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeView_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeEditor_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<RecipeDetailScreenQueryQuery, RecipeDetailScreenQueryQueryVariables>;
export const UpdateRecipeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecipeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeView_recipe"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecipeEditor_recipe"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Failure_error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_lines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NutritionLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"food"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeView_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_lines"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecipeEditor_recipe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recipe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateRecipeMutationMutation, UpdateRecipeMutationMutationVariables>;
export const SetRecipeSharedMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRecipeSharedMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isShared"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecipeShared"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isShared"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isShared"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetRecipeSharedSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShared"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetRecipeSharedMutationMutation, SetRecipeSharedMutationMutationVariables>;
export const SaveSharedRecipeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSharedRecipeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSharedRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recipeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSharedRecipeSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"recipe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Failure_error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Failure_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SaveSharedRecipeMutationMutation, SaveSharedRecipeMutationMutationVariables>;
export const SharedRecipeScreenQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedRecipeScreenQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedRecipe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prepTime"}},{"kind":"Field","name":{"kind":"Name","value":"cookTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"servings"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"savedRecipeId"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NutritionPanel_nutrition"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NutritionPanel_nutrition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Nutrition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"carbs"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]} as unknown as DocumentNode<SharedRecipeScreenQueryQuery, SharedRecipeScreenQueryQueryVariables>;
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
    "\n  fragment Failure_error on Error {\n    message\n    code\n  }\n": typeof types.Failure_ErrorFragmentDoc,
    "\n  fragment NutritionPanel_nutrition on Nutrition {\n    protein\n    fat\n    carbs\n    calories\n  }\n": typeof types.NutritionPanel_NutritionFragmentDoc,
    "\n  fragment NutritionPanel_lines on NutritionLine {\n    line\n    status\n    food\n    grams\n  }\n": typeof types.NutritionPanel_LinesFragmentDoc,
    "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    imageUrl\n    prepTime\n    servings\n    difficulty\n    tags\n    isFavorite\n  }\n": typeof types.RecipeCard_RecipeFragmentDoc,
    "\n  subscription ImportProgressSubscription($importId: String!) {\n    recipeImportProgressed(importId: $importId) {\n      importId\n      step\n      progress\n      message\n    }\n  }\n": typeof types.ImportProgressSubscriptionDocument,
    "\n  mutation StartRecipeImportMutation(\n    $text: String\n    $url: String\n    $images: [String!]\n    $languages: [String!]\n    $importId: String!\n  ) {\n    startRecipeImport(\n      text: $text\n      url: $url\n      images: $images\n      languages: $languages\n      importId: $importId\n    ) {\n      __typename\n      ... on StartRecipeImportSuccess {\n        started {\n          importId\n        }\n      }\n      ...Failure_error\n    }\n  }\n": typeof types.StartRecipeImportMutationDocument,
    "\n  query RecipeImportQuery($importId: String!) {\n    recipeImport(importId: $importId) {\n      __typename\n      ... on RecipeImportSuccess {\n        imported {\n          ...RecipeImport_imported\n        }\n      }\n      ...Failure_error\n    }\n  }\n": typeof types.RecipeImportQueryDocument,
    "\n  fragment RecipeImport_imported on ImportedRecipe {\n    isExisting\n    missingParts\n    recipe {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n": typeof types.RecipeImport_ImportedFragmentDoc,
    "\n  query RecentRecipesCardQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n": typeof types.RecentRecipesCardQueryDocument,
    "\n  query RecipeCount {\n    recipeCount\n  }\n": typeof types.RecipeCountDocument,
    "\n  fragment LiveRecipe_recipe on Recipe {\n    id\n    ...RecipeView_recipe\n    ...RecipeEditor_recipe\n  }\n": typeof types.LiveRecipe_RecipeFragmentDoc,
    "\n  subscription RecipeChangedSubscription {\n    recipeChanged {\n      kind\n      recipeId\n      recipe {\n        ...LiveRecipe_recipe\n      }\n    }\n  }\n": typeof types.RecipeChangedSubscriptionDocument,
    "\n  query CourseGridQuery {\n    recipeCategories {\n      id\n      name\n      description\n      thumbnail\n      count\n    }\n  }\n": typeof types.CourseGridQueryDocument,
    "\n  query FavoriteRecipesQuery($search: String, $tag: String, $course: Course) {\n    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: true) {\n      ...RecipeCard_recipe\n    }\n  }\n": typeof types.FavoriteRecipesQueryDocument,
    "\n  query RecentRecipesQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n": typeof types.RecentRecipesQueryDocument,
    "\n  query RecipePageQuery(\n    $search: String\n    $tag: String\n    $course: Course\n    $favoritesOnly: Boolean\n    $offset: Int!\n    $limit: Int!\n    $withCount: Boolean!\n  ) {\n    recipes(\n      search: $search\n      tag: $tag\n      course: $course\n      favoritesOnly: $favoritesOnly\n      offset: $offset\n      limit: $limit\n    ) {\n      ...RecipeCard_recipe\n    }\n    recipeCount(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly)\n      @include(if: $withCount)\n  }\n": typeof types.RecipePageQueryDocument,
    "\n  query TagGridQuery {\n    recipeTags {\n      tag\n      count\n    }\n  }\n": typeof types.TagGridQueryDocument,
    "\n  mutation GenerateShoppingListMutation($recipeIds: [Int!]!) {\n    generateShoppingList(recipeIds: $recipeIds) {\n      __typename\n      ... on GenerateShoppingListSuccess {\n        items {\n          id\n        }\n      }\n    }\n  }\n": typeof types.GenerateShoppingListMutationDocument,
    "\n  mutation DeleteRecipeMutation($id: Int!) {\n    deleteRecipe(id: $id) {\n      __typename\n      ... on DeleteRecipeSuccess {\n        deleted {\n          id\n        }\n      }\n      ...Failure_error\n    }\n  }\n": typeof types.DeleteRecipeMutationDocument,
    "\n  mutation SetRecipeFavoriteMutation($id: Int!, $isFavorite: Boolean!) {\n    setRecipeFavorite(id: $id, isFavorite: $isFavorite) {\n      __typename\n      ... on SetRecipeFavoriteSuccess {\n        recipe {\n          __typename\n          id\n          isFavorite\n        }\n      }\n    }\n  }\n": typeof types.SetRecipeFavoriteMutationDocument,
    "\n  mutation GenerateRecipeImageMutation($id: Int!) {\n    generateRecipeImage(id: $id) {\n      __typename\n      ... on GenerateRecipeImageSuccess {\n        recipe {\n          id\n          imageUrl\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.GenerateRecipeImageMutationDocument,
    "\n  query RecipeDetailScreenQuery($id: Int!) {\n    recipe(id: $id) {\n      id\n      ...RecipeView_recipe\n      ...RecipeEditor_recipe\n    }\n  }\n": typeof types.RecipeDetailScreenQueryDocument,
    "\n  fragment RecipeEditor_recipe on Recipe {\n    id\n    name\n    description\n    prepTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n  }\n": typeof types.RecipeEditor_RecipeFragmentDoc,
    "\n  mutation UpdateRecipeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...RecipeView_recipe\n          ...RecipeEditor_recipe\n          updatedAt\n        }\n      }\n      ... on InputValidationError {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ...Failure_error\n    }\n  }\n": typeof types.UpdateRecipeMutationDocument,
    "\n  fragment RecipeView_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    nutrition {\n      ...NutritionPanel_nutrition\n    }\n    nutritionLines {\n      ...NutritionPanel_lines\n    }\n  }\n": typeof types.RecipeView_RecipeFragmentDoc,
    "\n  mutation SetRecipeSharedMutation($id: Int!, $isShared: Boolean!) {\n    setRecipeShared(id: $id, isShared: $isShared) {\n      __typename\n      ... on SetRecipeSharedSuccess {\n        recipe {\n          id\n          isShared\n        }\n      }\n    }\n  }\n": typeof types.SetRecipeSharedMutationDocument,
    "\n  mutation SaveSharedRecipeMutation($recipeId: Int!) {\n    saveSharedRecipe(recipeId: $recipeId) {\n      __typename\n      ... on SaveSharedRecipeSuccess {\n        saved {\n          isExisting\n          recipe {\n            id\n          }\n        }\n      }\n      ...Failure_error\n    }\n  }\n": typeof types.SaveSharedRecipeMutationDocument,
    "\n  query SharedRecipeScreenQuery($id: Int!) {\n    sharedRecipe(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      ingredients\n      instructions\n      tags\n      savedRecipeId\n      nutrition {\n        ...NutritionPanel_nutrition\n      }\n    }\n  }\n": typeof types.SharedRecipeScreenQueryDocument,
};
const documents: Documents = {
    "\n  fragment Failure_error on Error {\n    message\n    code\n  }\n": types.Failure_ErrorFragmentDoc,
    "\n  fragment NutritionPanel_nutrition on Nutrition {\n    protein\n    fat\n    carbs\n    calories\n  }\n": types.NutritionPanel_NutritionFragmentDoc,
    "\n  fragment NutritionPanel_lines on NutritionLine {\n    line\n    status\n    food\n    grams\n  }\n": types.NutritionPanel_LinesFragmentDoc,
    "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    imageUrl\n    prepTime\n    servings\n    difficulty\n    tags\n    isFavorite\n  }\n": types.RecipeCard_RecipeFragmentDoc,
    "\n  subscription ImportProgressSubscription($importId: String!) {\n    recipeImportProgressed(importId: $importId) {\n      importId\n      step\n      progress\n      message\n    }\n  }\n": types.ImportProgressSubscriptionDocument,
    "\n  mutation StartRecipeImportMutation(\n    $text: String\n    $url: String\n    $images: [String!]\n    $languages: [String!]\n    $importId: String!\n  ) {\n    startRecipeImport(\n      text: $text\n      url: $url\n      images: $images\n      languages: $languages\n      importId: $importId\n    ) {\n      __typename\n      ... on StartRecipeImportSuccess {\n        started {\n          importId\n        }\n      }\n      ...Failure_error\n    }\n  }\n": types.StartRecipeImportMutationDocument,
    "\n  query RecipeImportQuery($importId: String!) {\n    recipeImport(importId: $importId) {\n      __typename\n      ... on RecipeImportSuccess {\n        imported {\n          ...RecipeImport_imported\n        }\n      }\n      ...Failure_error\n    }\n  }\n": types.RecipeImportQueryDocument,
    "\n  fragment RecipeImport_imported on ImportedRecipe {\n    isExisting\n    missingParts\n    recipe {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n": types.RecipeImport_ImportedFragmentDoc,
    "\n  query RecentRecipesCardQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n": types.RecentRecipesCardQueryDocument,
    "\n  query RecipeCount {\n    recipeCount\n  }\n": types.RecipeCountDocument,
    "\n  fragment LiveRecipe_recipe on Recipe {\n    id\n    ...RecipeView_recipe\n    ...RecipeEditor_recipe\n  }\n": types.LiveRecipe_RecipeFragmentDoc,
    "\n  subscription RecipeChangedSubscription {\n    recipeChanged {\n      kind\n      recipeId\n      recipe {\n        ...LiveRecipe_recipe\n      }\n    }\n  }\n": types.RecipeChangedSubscriptionDocument,
    "\n  query CourseGridQuery {\n    recipeCategories {\n      id\n      name\n      description\n      thumbnail\n      count\n    }\n  }\n": types.CourseGridQueryDocument,
    "\n  query FavoriteRecipesQuery($search: String, $tag: String, $course: Course) {\n    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: true) {\n      ...RecipeCard_recipe\n    }\n  }\n": types.FavoriteRecipesQueryDocument,
    "\n  query RecentRecipesQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n": types.RecentRecipesQueryDocument,
    "\n  query RecipePageQuery(\n    $search: String\n    $tag: String\n    $course: Course\n    $favoritesOnly: Boolean\n    $offset: Int!\n    $limit: Int!\n    $withCount: Boolean!\n  ) {\n    recipes(\n      search: $search\n      tag: $tag\n      course: $course\n      favoritesOnly: $favoritesOnly\n      offset: $offset\n      limit: $limit\n    ) {\n      ...RecipeCard_recipe\n    }\n    recipeCount(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly)\n      @include(if: $withCount)\n  }\n": types.RecipePageQueryDocument,
    "\n  query TagGridQuery {\n    recipeTags {\n      tag\n      count\n    }\n  }\n": types.TagGridQueryDocument,
    "\n  mutation GenerateShoppingListMutation($recipeIds: [Int!]!) {\n    generateShoppingList(recipeIds: $recipeIds) {\n      __typename\n      ... on GenerateShoppingListSuccess {\n        items {\n          id\n        }\n      }\n    }\n  }\n": types.GenerateShoppingListMutationDocument,
    "\n  mutation DeleteRecipeMutation($id: Int!) {\n    deleteRecipe(id: $id) {\n      __typename\n      ... on DeleteRecipeSuccess {\n        deleted {\n          id\n        }\n      }\n      ...Failure_error\n    }\n  }\n": types.DeleteRecipeMutationDocument,
    "\n  mutation SetRecipeFavoriteMutation($id: Int!, $isFavorite: Boolean!) {\n    setRecipeFavorite(id: $id, isFavorite: $isFavorite) {\n      __typename\n      ... on SetRecipeFavoriteSuccess {\n        recipe {\n          __typename\n          id\n          isFavorite\n        }\n      }\n    }\n  }\n": types.SetRecipeFavoriteMutationDocument,
    "\n  mutation GenerateRecipeImageMutation($id: Int!) {\n    generateRecipeImage(id: $id) {\n      __typename\n      ... on GenerateRecipeImageSuccess {\n        recipe {\n          id\n          imageUrl\n          updatedAt\n        }\n      }\n    }\n  }\n": types.GenerateRecipeImageMutationDocument,
    "\n  query RecipeDetailScreenQuery($id: Int!) {\n    recipe(id: $id) {\n      id\n      ...RecipeView_recipe\n      ...RecipeEditor_recipe\n    }\n  }\n": types.RecipeDetailScreenQueryDocument,
    "\n  fragment RecipeEditor_recipe on Recipe {\n    id\n    name\n    description\n    prepTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n  }\n": types.RecipeEditor_RecipeFragmentDoc,
    "\n  mutation UpdateRecipeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...RecipeView_recipe\n          ...RecipeEditor_recipe\n          updatedAt\n        }\n      }\n      ... on InputValidationError {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ...Failure_error\n    }\n  }\n": types.UpdateRecipeMutationDocument,
    "\n  fragment RecipeView_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    nutrition {\n      ...NutritionPanel_nutrition\n    }\n    nutritionLines {\n      ...NutritionPanel_lines\n    }\n  }\n": types.RecipeView_RecipeFragmentDoc,
    "\n  mutation SetRecipeSharedMutation($id: Int!, $isShared: Boolean!) {\n    setRecipeShared(id: $id, isShared: $isShared) {\n      __typename\n      ... on SetRecipeSharedSuccess {\n        recipe {\n          id\n          isShared\n        }\n      }\n    }\n  }\n": types.SetRecipeSharedMutationDocument,
    "\n  mutation SaveSharedRecipeMutation($recipeId: Int!) {\n    saveSharedRecipe(recipeId: $recipeId) {\n      __typename\n      ... on SaveSharedRecipeSuccess {\n        saved {\n          isExisting\n          recipe {\n            id\n          }\n        }\n      }\n      ...Failure_error\n    }\n  }\n": types.SaveSharedRecipeMutationDocument,
    "\n  query SharedRecipeScreenQuery($id: Int!) {\n    sharedRecipe(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      ingredients\n      instructions\n      tags\n      savedRecipeId\n      nutrition {\n        ...NutritionPanel_nutrition\n      }\n    }\n  }\n": types.SharedRecipeScreenQueryDocument,
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
export function graphql(source: "\n  fragment Failure_error on Error {\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment Failure_error on Error {\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NutritionPanel_nutrition on Nutrition {\n    protein\n    fat\n    carbs\n    calories\n  }\n"): (typeof documents)["\n  fragment NutritionPanel_nutrition on Nutrition {\n    protein\n    fat\n    carbs\n    calories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NutritionPanel_lines on NutritionLine {\n    line\n    status\n    food\n    grams\n  }\n"): (typeof documents)["\n  fragment NutritionPanel_lines on NutritionLine {\n    line\n    status\n    food\n    grams\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    imageUrl\n    prepTime\n    servings\n    difficulty\n    tags\n    isFavorite\n  }\n"): (typeof documents)["\n  fragment RecipeCard_recipe on Recipe {\n    id\n    name\n    imageUrl\n    prepTime\n    servings\n    difficulty\n    tags\n    isFavorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ImportProgressSubscription($importId: String!) {\n    recipeImportProgressed(importId: $importId) {\n      importId\n      step\n      progress\n      message\n    }\n  }\n"): (typeof documents)["\n  subscription ImportProgressSubscription($importId: String!) {\n    recipeImportProgressed(importId: $importId) {\n      importId\n      step\n      progress\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRecipeImportMutation(\n    $text: String\n    $url: String\n    $images: [String!]\n    $languages: [String!]\n    $importId: String!\n  ) {\n    startRecipeImport(\n      text: $text\n      url: $url\n      images: $images\n      languages: $languages\n      importId: $importId\n    ) {\n      __typename\n      ... on StartRecipeImportSuccess {\n        started {\n          importId\n        }\n      }\n      ...Failure_error\n    }\n  }\n"): (typeof documents)["\n  mutation StartRecipeImportMutation(\n    $text: String\n    $url: String\n    $images: [String!]\n    $languages: [String!]\n    $importId: String!\n  ) {\n    startRecipeImport(\n      text: $text\n      url: $url\n      images: $images\n      languages: $languages\n      importId: $importId\n    ) {\n      __typename\n      ... on StartRecipeImportSuccess {\n        started {\n          importId\n        }\n      }\n      ...Failure_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeImportQuery($importId: String!) {\n    recipeImport(importId: $importId) {\n      __typename\n      ... on RecipeImportSuccess {\n        imported {\n          ...RecipeImport_imported\n        }\n      }\n      ...Failure_error\n    }\n  }\n"): (typeof documents)["\n  query RecipeImportQuery($importId: String!) {\n    recipeImport(importId: $importId) {\n      __typename\n      ... on RecipeImportSuccess {\n        imported {\n          ...RecipeImport_imported\n        }\n      }\n      ...Failure_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeImport_imported on ImportedRecipe {\n    isExisting\n    missingParts\n    recipe {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeImport_imported on ImportedRecipe {\n    isExisting\n    missingParts\n    recipe {\n      id\n      name\n      description\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentRecipesCardQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecentRecipesCardQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeCount {\n    recipeCount\n  }\n"): (typeof documents)["\n  query RecipeCount {\n    recipeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveRecipe_recipe on Recipe {\n    id\n    ...RecipeView_recipe\n    ...RecipeEditor_recipe\n  }\n"): (typeof documents)["\n  fragment LiveRecipe_recipe on Recipe {\n    id\n    ...RecipeView_recipe\n    ...RecipeEditor_recipe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecipeChangedSubscription {\n    recipeChanged {\n      kind\n      recipeId\n      recipe {\n        ...LiveRecipe_recipe\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RecipeChangedSubscription {\n    recipeChanged {\n      kind\n      recipeId\n      recipe {\n        ...LiveRecipe_recipe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseGridQuery {\n    recipeCategories {\n      id\n      name\n      description\n      thumbnail\n      count\n    }\n  }\n"): (typeof documents)["\n  query CourseGridQuery {\n    recipeCategories {\n      id\n      name\n      description\n      thumbnail\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteRecipesQuery($search: String, $tag: String, $course: Course) {\n    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: true) {\n      ...RecipeCard_recipe\n    }\n  }\n"): (typeof documents)["\n  query FavoriteRecipesQuery($search: String, $tag: String, $course: Course) {\n    recipes(search: $search, tag: $tag, course: $course, favoritesOnly: true) {\n      ...RecipeCard_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentRecipesQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecentRecipesQuery($limit: Int!) {\n    recentRecipes(limit: $limit) {\n      ...RecipeCard_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePageQuery(\n    $search: String\n    $tag: String\n    $course: Course\n    $favoritesOnly: Boolean\n    $offset: Int!\n    $limit: Int!\n    $withCount: Boolean!\n  ) {\n    recipes(\n      search: $search\n      tag: $tag\n      course: $course\n      favoritesOnly: $favoritesOnly\n      offset: $offset\n      limit: $limit\n    ) {\n      ...RecipeCard_recipe\n    }\n    recipeCount(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly)\n      @include(if: $withCount)\n  }\n"): (typeof documents)["\n  query RecipePageQuery(\n    $search: String\n    $tag: String\n    $course: Course\n    $favoritesOnly: Boolean\n    $offset: Int!\n    $limit: Int!\n    $withCount: Boolean!\n  ) {\n    recipes(\n      search: $search\n      tag: $tag\n      course: $course\n      favoritesOnly: $favoritesOnly\n      offset: $offset\n      limit: $limit\n    ) {\n      ...RecipeCard_recipe\n    }\n    recipeCount(search: $search, tag: $tag, course: $course, favoritesOnly: $favoritesOnly)\n      @include(if: $withCount)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagGridQuery {\n    recipeTags {\n      tag\n      count\n    }\n  }\n"): (typeof documents)["\n  query TagGridQuery {\n    recipeTags {\n      tag\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateShoppingListMutation($recipeIds: [Int!]!) {\n    generateShoppingList(recipeIds: $recipeIds) {\n      __typename\n      ... on GenerateShoppingListSuccess {\n        items {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateShoppingListMutation($recipeIds: [Int!]!) {\n    generateShoppingList(recipeIds: $recipeIds) {\n      __typename\n      ... on GenerateShoppingListSuccess {\n        items {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipeMutation($id: Int!) {\n    deleteRecipe(id: $id) {\n      __typename\n      ... on DeleteRecipeSuccess {\n        deleted {\n          id\n        }\n      }\n      ...Failure_error\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecipeMutation($id: Int!) {\n    deleteRecipe(id: $id) {\n      __typename\n      ... on DeleteRecipeSuccess {\n        deleted {\n          id\n        }\n      }\n      ...Failure_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRecipeFavoriteMutation($id: Int!, $isFavorite: Boolean!) {\n    setRecipeFavorite(id: $id, isFavorite: $isFavorite) {\n      __typename\n      ... on SetRecipeFavoriteSuccess {\n        recipe {\n          __typename\n          id\n          isFavorite\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRecipeFavoriteMutation($id: Int!, $isFavorite: Boolean!) {\n    setRecipeFavorite(id: $id, isFavorite: $isFavorite) {\n      __typename\n      ... on SetRecipeFavoriteSuccess {\n        recipe {\n          __typename\n          id\n          isFavorite\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateRecipeImageMutation($id: Int!) {\n    generateRecipeImage(id: $id) {\n      __typename\n      ... on GenerateRecipeImageSuccess {\n        recipe {\n          id\n          imageUrl\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateRecipeImageMutation($id: Int!) {\n    generateRecipeImage(id: $id) {\n      __typename\n      ... on GenerateRecipeImageSuccess {\n        recipe {\n          id\n          imageUrl\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeDetailScreenQuery($id: Int!) {\n    recipe(id: $id) {\n      id\n      ...RecipeView_recipe\n      ...RecipeEditor_recipe\n    }\n  }\n"): (typeof documents)["\n  query RecipeDetailScreenQuery($id: Int!) {\n    recipe(id: $id) {\n      id\n      ...RecipeView_recipe\n      ...RecipeEditor_recipe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeEditor_recipe on Recipe {\n    id\n    name\n    description\n    prepTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n  }\n"): (typeof documents)["\n  fragment RecipeEditor_recipe on Recipe {\n    id\n    name\n    description\n    prepTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...RecipeView_recipe\n          ...RecipeEditor_recipe\n          updatedAt\n        }\n      }\n      ... on InputValidationError {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ...Failure_error\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipeMutation($id: Int!, $input: UpdateRecipeInput!) {\n    updateRecipe(id: $id, input: $input) {\n      __typename\n      ... on UpdateRecipeSuccess {\n        recipe {\n          id\n          ...RecipeView_recipe\n          ...RecipeEditor_recipe\n          updatedAt\n        }\n      }\n      ... on InputValidationError {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ...Failure_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeView_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    nutrition {\n      ...NutritionPanel_nutrition\n    }\n    nutritionLines {\n      ...NutritionPanel_lines\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeView_recipe on Recipe {\n    id\n    name\n    description\n    imageUrl\n    prepTime\n    cookTime\n    totalTime\n    servings\n    difficulty\n    ingredients\n    instructions\n    tags\n    isFavorite\n    isShared\n    nutrition {\n      ...NutritionPanel_nutrition\n    }\n    nutritionLines {\n      ...NutritionPanel_lines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRecipeSharedMutation($id: Int!, $isShared: Boolean!) {\n    setRecipeShared(id: $id, isShared: $isShared) {\n      __typename\n      ... on SetRecipeSharedSuccess {\n        recipe {\n          id\n          isShared\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRecipeSharedMutation($id: Int!, $isShared: Boolean!) {\n    setRecipeShared(id: $id, isShared: $isShared) {\n      __typename\n      ... on SetRecipeSharedSuccess {\n        recipe {\n          id\n          isShared\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSharedRecipeMutation($recipeId: Int!) {\n    saveSharedRecipe(recipeId: $recipeId) {\n      __typename\n      ... on SaveSharedRecipeSuccess {\n        saved {\n          isExisting\n          recipe {\n            id\n          }\n        }\n      }\n      ...Failure_error\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSharedRecipeMutation($recipeId: Int!) {\n    saveSharedRecipe(recipeId: $recipeId) {\n      __typename\n      ... on SaveSharedRecipeSuccess {\n        saved {\n          isExisting\n          recipe {\n            id\n          }\n        }\n      }\n      ...Failure_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedRecipeScreenQuery($id: Int!) {\n    sharedRecipe(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      ingredients\n      instructions\n      tags\n      savedRecipeId\n      nutrition {\n        ...NutritionPanel_nutrition\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedRecipeScreenQuery($id: Int!) {\n    sharedRecipe(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      ingredients\n      instructions\n      tags\n      savedRecipeId\n      nutrition {\n        ...NutritionPanel_nutrition\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
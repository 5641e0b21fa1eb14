import { graphql } from '../__generated__/gql.ts';
import type { ImportStep, RecipePart } from '../__generated__/graphql.ts';

/** The steps the server publishes while it imports, under the importId the client chose. */
export const importProgressSubscription = graphql(`
  subscription ImportProgressSubscription($importId: String!) {
    recipeImportProgressed(importId: $importId) {
      importId
      step
      progress
      message
    }
  }
`);

/** Used by the add-recipe URL tab and by /import (share sheet, bookmarklet). */
export const analyzeRecipeUrlMutation = graphql(`
  mutation AnalyzeRecipeUrlMutation($url: String!, $importId: String) {
    analyzeRecipeUrl(url: $url, importId: $importId) {
      __typename
      ... on AnalyzeRecipeUrlSuccess {
        imported {
          ...RecipeImport_imported
        }
      }
      ...Failure_error
    }
  }
`);

export const recipeImportImportedFragment = graphql(`
  fragment RecipeImport_imported on ImportedRecipe {
    isExisting
    missingParts
    recipe {
      id
      name
      description
      imageUrl
    }
  }
`);

/**
 * The answer only says where to go next; the lists are evicted instead (invalidateRecipeLists), so
 * nothing is written to the cache here.
 */
export const analyzeOptions = { fetchPolicy: 'no-cache' } as const;

export interface ImportedRecipe {
  isExisting: boolean;
  /** What the import could not find; the recipe is saved and the cook adds these by hand. */
  missingParts: readonly RecipePart[];
  recipe: {
    id: number;
    name: string;
    description?: string | null;
    imageUrl?: string | null;
  };
}

/**
 * What any of the three analyze mutations answers: a success carrying `imported`, or one of the
 * typed errors (ImportFailedError, InputValidationError, BaseError), each with a message written
 * for the user.
 */
export type AnalyzeAnswer =
  | { __typename: `Analyze${string}Success`; imported: ImportedRecipe }
  | { __typename: 'ImportFailedError' | 'InputValidationError' | 'BaseError'; message: string };

export type ImportOutcome =
  | { status: 'imported'; imported: ImportedRecipe }
  /** `message` is the server's sentence; null when the request itself failed. */
  | { status: 'failed'; message: string | null };

export function outcomeOf(answer: AnalyzeAnswer | null | undefined): ImportOutcome {
  if (!answer) return { status: 'failed', message: null };
  if ('imported' in answer) return { status: 'imported', imported: answer.imported };
  return { status: 'failed', message: answer.message || null };
}

/** Where the bar is before the server's first step arrives, and what it says. */
export interface ImportProgressState {
  step: ImportStep | null;
  /** From 0 to 1. */
  value: number;
  message: string;
}

/**
 * The sentence telling the cook what a partial import left out, or null when nothing is
 * missing. Both missing never reaches a screen: such an import fails instead.
 */
export function missingPartsNotice(missingParts: readonly RecipePart[]): string | null {
  const lacksIngredients = missingParts.includes('INGREDIENTS');
  const lacksSteps = missingParts.includes('INSTRUCTIONS');
  if (lacksIngredients && lacksSteps) return 'No ingredients or steps were found on that page.';
  if (lacksSteps) return 'No steps were found on that page — add them by hand.';
  if (lacksIngredients) return 'No ingredients were found on that page — add them by hand.';
  return null;
}

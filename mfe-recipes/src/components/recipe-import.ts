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

/**
 * Queues the import under the client's importId and answers at once; the same importId sent
 * twice is queued once. Used by every add method and by /import.
 */
export const startRecipeImportMutation = graphql(`
  mutation StartRecipeImportMutation(
    $text: String
    $url: String
    $images: [String!]
    $languages: [String!]
    $importId: String!
  ) {
    startRecipeImport(
      text: $text
      url: $url
      images: $images
      languages: $languages
      importId: $importId
    ) {
      __typename
      ... on StartRecipeImportSuccess {
        started {
          importId
        }
      }
      ...Failure_error
    }
  }
`);

/** How a started import ended: null while it runs, then its recipe or its typed error. */
export const recipeImportQuery = graphql(`
  query RecipeImportQuery($importId: String!) {
    recipeImport(importId: $importId) {
      __typename
      ... on RecipeImportSuccess {
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
 * The answers only say where to go next; the lists are evicted instead (invalidateRecipeLists),
 * so nothing is written to the cache, and the outcome is always asked of the server.
 */
export const importRequestOptions = { fetchPolicy: 'no-cache' } as const;

/** What to import: exactly one of pasted text, a web page, or the photos of one recipe. */
export type ImportSource =
  | { text: string }
  | { url: string }
  /** `languages`: the cook's, most preferred first, so a photo is read in theirs first. */
  | { images: string[]; languages: string[] };

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

/** A failed import; `message` is the server's sentence, null when the request itself failed. */
export interface ImportFailure {
  status: 'failed';
  message: string | null;
}

export type ImportOutcome = { status: 'imported'; imported: ImportedRecipe } | ImportFailure;

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

import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import {
  type ImportFailure,
  type ImportOutcome,
  type ImportSource,
  importRequestOptions,
  recipeImportQuery,
  startRecipeImportMutation,
} from './recipe-import.ts';

/**
 * Queues the import under `importId`. A refusal (a typed error, e.g. InputValidationError) is
 * a failure with the server's sentence; a request that failed on the way is one without.
 */
export async function startImport(
  client: ApolloClient,
  importId: string,
  source: ImportSource,
): Promise<{ status: 'started' } | ImportFailure> {
  try {
    const { data } = await client.mutate({
      mutation: startRecipeImportMutation,
      variables: { ...source, importId },
      ...importRequestOptions,
    });
    const answer = data?.startRecipeImport;
    if (answer?.__typename === 'StartRecipeImportSuccess') return { status: 'started' };
    return { status: 'failed', message: answer?.message || null };
  } catch {
    return { status: 'failed', message: null };
  }
}

/**
 * Asks once how a started import ended: its recipe or its typed error, or null while it runs.
 * Also null when the request did not get through (the socket may have dropped for the same
 * reason): the import goes on on the server, so it is asked again.
 */
export async function lookUpImportOutcome(
  client: ApolloClient,
  importId: string,
): Promise<ImportOutcome | null> {
  try {
    const { data } = await client.query({
      query: recipeImportQuery,
      variables: { importId },
      ...importRequestOptions,
    });
    const answer = data?.recipeImport;
    if (!answer) return null;
    if (answer.__typename === 'RecipeImportSuccess') {
      return { status: 'imported', imported: answer.imported };
    }
    return { status: 'failed', message: answer.message || null };
  } catch (error) {
    // The server did answer, with errors only (an import that died unexpectedly): asking again
    // would hear the same.
    if (CombinedGraphQLErrors.is(error)) return { status: 'failed', message: null };
    return null;
  }
}

import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../apollo-cache.ts';
import { lookUpImportOutcome, startImport } from './import-requests.ts';

const importId = '5b0e8f4e-8f8a-4f7e-9d55-2f1c3a9a7c11';

/** A client whose every request gets `answer`: the server's result, or an error on the way. */
function clientAnswering(answer: ApolloLink.Result | Error) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables);
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer);
          observer.complete();
        }
      }),
  );
  return { client: new ApolloClient({ link, cache: createApolloCache() }), sent };
}

const recipe = { __typename: 'Recipe', id: 9, name: 'Soup', description: null, imageUrl: null };
const imported = { __typename: 'ImportedRecipe', isExisting: true, missingParts: [], recipe };

describe('startImport', () => {
  it('sends the source under the importId and answers started', async () => {
    const { client, sent } = clientAnswering({
      data: {
        startRecipeImport: { __typename: 'StartRecipeImportSuccess', started: { importId } },
      },
    });
    const answer = await startImport(client, importId, { images: ['data:,'], languages: ['de'] });
    expect(answer).toEqual({ status: 'started' });
    expect(sent).toEqual([{ images: ['data:,'], languages: ['de'], importId }]);
  });

  it("answers a typed error as a failure with the server's sentence", async () => {
    const { client } = clientAnswering({
      data: {
        startRecipeImport: {
          __typename: 'InputValidationError',
          code: 'VALIDATION',
          message: 'The photo is too large; the limit is 10 MB.',
        },
      },
    });
    expect(await startImport(client, importId, { text: 'x' })).toEqual({
      status: 'failed',
      message: 'The photo is too large; the limit is 10 MB.',
    });
  });

  it('answers a request that failed on the way as a failure without a sentence', async () => {
    const { client } = clientAnswering(new Error('Failed to fetch'));
    expect(await startImport(client, importId, { text: 'x' })).toEqual({
      status: 'failed',
      message: null,
    });
  });
});

describe('lookUpImportOutcome', () => {
  it('answers null while the import runs', async () => {
    const { client, sent } = clientAnswering({ data: { recipeImport: null } });
    expect(await lookUpImportOutcome(client, importId)).toBeNull();
    expect(sent).toEqual([{ importId }]);
  });

  it('answers the imported recipe', async () => {
    const { client } = clientAnswering({
      data: { recipeImport: { __typename: 'RecipeImportSuccess', imported } },
    });
    expect(await lookUpImportOutcome(client, importId)).toEqual({ status: 'imported', imported });
  });

  it('answers the typed error of a failed import with its sentence', async () => {
    const { client } = clientAnswering({
      data: {
        recipeImport: {
          __typename: 'ImportFailedError',
          code: 'UPSTREAM_FAILED',
          message: "We couldn't find a recipe there.",
        },
      },
    });
    expect(await lookUpImportOutcome(client, importId)).toEqual({
      status: 'failed',
      message: "We couldn't find a recipe there.",
    });
  });

  it('answers null when the request did not get through, so it is asked again', async () => {
    const { client } = clientAnswering(new Error('Failed to fetch'));
    expect(await lookUpImportOutcome(client, importId)).toBeNull();
  });

  it('answers a failure without a sentence when the server answered with errors only', async () => {
    const { client } = clientAnswering({
      data: null,
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(await lookUpImportOutcome(client, importId)).toEqual({
      status: 'failed',
      message: null,
    });
  });

  it('asks the server every time, never the cache', async () => {
    const { client, sent } = clientAnswering({ data: { recipeImport: null } });
    await lookUpImportOutcome(client, importId);
    await lookUpImportOutcome(client, importId);
    expect(sent).toHaveLength(2);
  });
});

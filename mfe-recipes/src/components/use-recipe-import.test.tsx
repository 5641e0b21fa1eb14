import { ApolloLink, Observable } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../apollo-cache.ts';
import { useRecipeImport } from './use-recipe-import.ts';

interface HarnessOptions {
  /** Like the server, the subscription says READY once it is live, unless this is false. */
  sendsReady?: boolean;
  /** What startRecipeImport answers (its `startRecipeImport` field), or an Error to fail with. */
  startAnswer?: object | Error;
  /** What recipeImport answers, one per ask; the last one is repeated. */
  outcomeAnswers?: (object | null)[];
}

interface Harness {
  link: ApolloLink;
  /** Operation names in the order the link received them. */
  received: string[];
  /** The variables of every operation, in order. */
  variables: Record<string, unknown>[];
  /** Pushes a progress step to the open subscription. */
  emit: (step: string, progress: number, message: string) => void;
  /** Fails the open subscription, as a dropped socket does. */
  dropSocket: () => void;
  /** Whether the subscription is still open. */
  isSubscribed: () => boolean;
}

function harness({
  sendsReady = true,
  startAnswer = { __typename: 'StartRecipeImportSuccess', started: { importId: 'x' } },
  outcomeAnswers = [imported],
}: HarnessOptions = {}): Harness {
  const received: string[] = [];
  const variables: Record<string, unknown>[] = [];
  let subscriber: { next: (value: ApolloLink.Result) => void; error: (e: Error) => void } | null =
    null;
  let importId = '';
  let asks = 0;
  const answer =
    (observer: { next: (value: ApolloLink.Result) => void; complete: () => void }) =>
    (data: object) => {
      setTimeout(() => {
        observer.next({ data } as ApolloLink.Result);
        observer.complete();
      });
    };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        received.push(operation.operationName ?? '');
        variables.push(operation.variables);
        const reply = answer(observer);
        switch (operation.operationName) {
          case 'ImportProgressSubscription': {
            importId = String(operation.variables.importId);
            subscriber = { next: (value) => observer.next(value), error: (e) => observer.error(e) };
            const readyFor = importId;
            if (sendsReady) {
              setTimeout(() =>
                observer.next(progressEvent(readyFor, 'READY', 0, 'Ready to start')),
              );
            }
            return () => {
              subscriber = null;
            };
          }
          case 'StartRecipeImportMutation':
            if (startAnswer instanceof Error) setTimeout(() => observer.error(startAnswer));
            else reply({ startRecipeImport: startAnswer });
            return;
          case 'RecipeImportQuery': {
            const next = outcomeAnswers[Math.min(asks, outcomeAnswers.length - 1)] ?? null;
            asks += 1;
            reply({ recipeImport: next });
            return;
          }
        }
      }),
  );
  return {
    link,
    received,
    variables,
    emit: (step, progress, message) =>
      subscriber?.next(progressEvent(importId, step, progress, message)),
    dropSocket: () => subscriber?.error(new Error('Socket closed with event 1006')),
    isSubscribed: () => subscriber !== null,
  };
}

function progressEvent(importId: string, step: string, progress: number, message: string) {
  return {
    data: {
      recipeImportProgressed: { __typename: 'ImportProgress', importId, step, progress, message },
    },
  };
}

const toast = {
  __typename: 'ImportedRecipe',
  isExisting: false,
  missingParts: [],
  recipe: { __typename: 'Recipe', id: 3, name: 'Toast', description: null, imageUrl: null },
};
const imported = { __typename: 'RecipeImportSuccess', imported: toast };

function wrapperOf(link: ApolloLink) {
  return ({ children }: { children: ReactNode }) => (
    <MockedProvider link={link} cache={createApolloCache()}>
      {children}
    </MockedProvider>
  );
}

const settle = (ms = 0) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * What `promise` settles to within `ms`, else 'too late': the outcome must follow the last step
 * at once, not on the next safety look 10 s later.
 */
function within<T>(ms: number, promise: Promise<T>): Promise<T | 'too late'> {
  return Promise.race([
    promise,
    new Promise<'too late'>((resolve) => setTimeout(() => resolve('too late'), ms)),
  ]);
}

describe('useRecipeImport', () => {
  it('starts the import once its progress subscription is live, follows its steps, then asks how it ended', async () => {
    const { link, received, variables, emit, isSubscribed } = harness({ sendsReady: false });
    const { result } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: Promise<unknown> = Promise.resolve();

    act(() => {
      outcome = result.current.run({ text: 'Toast it.' }, 'Reading the recipe');
    });
    expect(received).toEqual(['ImportProgressSubscription']);
    expect(result.current.isPending).toBe(true);
    expect(result.current.progress).toMatchObject({ message: 'Reading the recipe' });
    // Not before the server says the subscription is live.
    await settle(50);
    expect(received).toEqual(['ImportProgressSubscription']);
    await act(async () => {
      emit('READY', 0, 'Ready to start');
    });
    await settle();
    expect(received).toEqual(['ImportProgressSubscription', 'StartRecipeImportMutation']);
    const importId = variables[0]?.importId;
    expect(importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(variables[1]).toEqual({ text: 'Toast it.', importId });
    // READY does not move the bar or replace the first message.
    expect(result.current.progress).toMatchObject({ message: 'Reading the recipe' });

    act(() => emit('NUTRITION', 0.6, 'Computing nutrition'));
    expect(result.current.progress).toEqual({
      step: 'NUTRITION',
      value: 0.6,
      message: 'Computing nutrition',
    });
    // A late or repeated step never moves the bar back.
    act(() => emit('READING', 0.35, 'Reading the recipe'));
    expect(result.current.progress?.value).toBe(0.6);
    // The outcome is not asked while the steps still come.
    await settle(50);
    expect(received).not.toContain('RecipeImportQuery');

    let answer: unknown;
    await act(async () => {
      emit('SAVED', 1, 'Saved');
      answer = await within(1000, outcome);
    });
    expect(answer).toEqual({ status: 'imported', imported: toast });
    expect(received.at(-1)).toBe('RecipeImportQuery');
    expect(variables.at(-1)).toEqual({ importId });
    expect(isSubscribed()).toBe(false);
    expect(result.current.progress?.value).toBe(1);
  });

  it('answers a FAILED step with the failure recipeImport tells, and clears the progress', async () => {
    const { link, emit } = harness({
      outcomeAnswers: [
        { __typename: 'ImportFailedError', code: 'NOT_FOUND', message: 'No recipe on that page.' },
      ],
    });
    const { result } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run({ url: 'https://example.com/toast' }, 'Fetching the page');
    });
    await settle(20);
    let answer: unknown;
    await act(async () => {
      emit('FAILED', 1, 'The import failed');
      answer = await within(1000, outcome);
    });
    expect(answer).toEqual({ status: 'failed', message: 'No recipe on that page.' });
    expect(result.current.progress).toBeNull();
    expect(result.current.isPending).toBe(false);
  });

  it('answers a start refused with a typed error as a failure with its message, asking nothing more', async () => {
    const { link, received, isSubscribed } = harness({
      startAnswer: {
        __typename: 'InputValidationError',
        code: 'VALIDATION',
        message: 'Send one thing to import: a recipe text, a web address or photos.',
      },
    });
    const { result } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ text: ' ' }, 'Reading the recipe');
    });
    expect(outcome).toEqual({
      status: 'failed',
      message: 'Send one thing to import: a recipe text, a web address or photos.',
    });
    expect(received).toEqual(['ImportProgressSubscription', 'StartRecipeImportMutation']);
    expect(isSubscribed()).toBe(false);
    expect(result.current.progress).toBeNull();
  });

  it('answers a start that could not be sent as a failure without a message', async () => {
    const { link, received } = harness({ startAnswer: new Error('Failed to fetch') });
    const { result } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ url: 'https://example.com/toast' }, 'Fetching');
    });
    expect(outcome).toEqual({ status: 'failed', message: null });
    expect(received).not.toContain('RecipeImportQuery');
  });

  it('reads the outcome by asking every 2 s when the subscription fails', async () => {
    const { link, received, emit, dropSocket } = harness({ outcomeAnswers: [null, imported] });
    const { result } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run({ url: 'https://example.com/toast' }, 'Fetching the page');
    });
    await settle(20);
    act(() => emit('FETCHING', 0.1, 'Fetching the page'));
    act(() => dropSocket());
    // Asked at once: still running.
    await settle(50);
    expect(received.filter((name) => name === 'RecipeImportQuery')).toHaveLength(1);
    expect(result.current.isPending).toBe(true);
    // Asked again 2 s later: saved.
    await act(async () => {
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ status: 'imported', imported: toast });
    expect(received.filter((name) => name === 'RecipeImportQuery')).toHaveLength(2);
    expect(result.current.progress?.value).toBe(1);
  });

  it('keeps following an import after the screen that started it is gone', async () => {
    const { link, emit } = harness();
    const { result, unmount } = renderHook(() => useRecipeImport(), { wrapper: wrapperOf(link) });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run({ text: 'Toast it.' }, 'Reading the recipe');
    });
    await settle(20);
    unmount();
    emit('SAVED', 1, 'Saved');
    expect(await within(1000, outcome)).toEqual({ status: 'imported', imported: toast });
  });

  it('opens the next subscription as the screen shows when prepared, and imports under it', async () => {
    const { link, received, variables, emit } = harness({
      startAnswer: { __typename: 'ImportFailedError', code: 'VALIDATION', message: 'No.' },
    });
    const { result } = renderHook(() => useRecipeImport({ isPrepared: true }), {
      wrapper: wrapperOf(link),
    });
    expect(received).toEqual(['ImportProgressSubscription']);
    // Steps of no running import do not move anything.
    act(() => emit('READING', 0.2, 'Reading the recipe'));
    expect(result.current.progress).toBeNull();

    await act(async () => {
      await result.current.run({ text: 'Toast it.' }, 'Reading the recipe');
    });
    expect(variables[1]?.importId).toBe(variables[0]?.importId);
    // After a failure the next attempt's subscription is opened ahead again.
    expect(received).toEqual([
      'ImportProgressSubscription',
      'StartRecipeImportMutation',
      'ImportProgressSubscription',
    ]);
    expect(variables[2]?.importId).not.toBe(variables[0]?.importId);
  });
});

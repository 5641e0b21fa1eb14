import { ApolloLink, Observable } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../apollo-cache.ts';
import type { AnalyzeAnswer } from './recipe-import.ts';
import { useRecipeImport } from './use-recipe-import.ts';

interface Harness {
  link: ApolloLink;
  /** Operation names in the order the link received them. */
  received: string[];
  /** Pushes a progress step to the open subscription. */
  emit: (step: string, progress: number, message: string) => void;
  /** Whether the subscription is still open. */
  isSubscribed: () => boolean;
  /** The importId of every operation, in order. */
  importIds: string[];
}

/** Like the server, the subscription says READY once it is live (unless told to hold it). */
function harness({ sendsReady = true } = {}): Harness {
  const received: string[] = [];
  const importIds: string[] = [];
  let push: ((value: ApolloLink.Result) => void) | null = null;
  let importId = '';
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        received.push(operation.operationName ?? '');
        importId = String(operation.variables.importId);
        importIds.push(importId);
        push = (value) => observer.next(value);
        if (sendsReady && operation.operationName === 'ImportProgressSubscription') {
          const readyFor = importId;
          setTimeout(() => observer.next(progressEvent(readyFor, 'READY', 0, 'Ready to start')));
        }
        return () => {
          push = null;
        };
      }),
  );
  return {
    link,
    received,
    emit: (step, progress, message) => push?.(progressEvent(importId, step, progress, message)),
    isSubscribed: () => push !== null,
    importIds,
  };
}

function progressEvent(importId: string, step: string, progress: number, message: string) {
  return {
    data: {
      recipeImportProgressed: { __typename: 'ImportProgress', importId, step, progress, message },
    },
  };
}

const added: AnalyzeAnswer = {
  __typename: 'AnalyzeRecipeTextSuccess',
  imported: { isExisting: false, missingParts: [], recipe: { id: 3, name: 'Toast' } },
};

describe('useRecipeImport', () => {
  it('starts the import once its progress subscription is live, with the same importId', async () => {
    const { link, received, emit, isSubscribed } = harness({ sendsReady: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider link={link} cache={createApolloCache()}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useRecipeImport(), { wrapper });
    let finish: (answer: AnalyzeAnswer) => void = () => {};
    let startedWith = '';
    let outcome: Promise<unknown> = Promise.resolve();

    act(() => {
      outcome = result.current.run((importId) => {
        startedWith = importId;
        return new Promise((resolve) => {
          finish = resolve;
        });
      }, 'Reading the recipe');
    });
    expect(received).toEqual(['ImportProgressSubscription']);
    expect(result.current.isPending).toBe(true);
    expect(result.current.progress).toMatchObject({ message: 'Reading the recipe' });
    // Not before the server says the subscription is live.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(startedWith).toBe('');
    await act(async () => {
      emit('READY', 0, 'Ready to start');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(startedWith).toMatch(/^[0-9a-f-]{36}$/);
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

    await act(async () => {
      finish(added);
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ status: 'imported', imported: added.imported });
    expect(isSubscribed()).toBe(false);
    expect(result.current.progress?.value).toBe(1);
  });

  it('answers a failure with the server message and clears the progress', async () => {
    const { link } = harness();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider link={link} cache={createApolloCache()}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useRecipeImport(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(
        async () => ({ __typename: 'ImportFailedError', message: 'No recipe on that page.' }),
        'Fetching the page',
      );
    });
    expect(outcome).toEqual({ status: 'failed', message: 'No recipe on that page.' });
    expect(result.current.progress).toBeNull();
    expect(result.current.isPending).toBe(false);
  });

  it('answers a failed request as a failure without a message', async () => {
    const { link } = harness();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider link={link} cache={createApolloCache()}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useRecipeImport(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(async () => {
        throw new Error('Failed to fetch');
      }, 'Fetching the page');
    });
    expect(outcome).toEqual({ status: 'failed', message: null });
  });

  it('opens the next subscription as the screen shows when prepared, and imports under it', async () => {
    const { link, received, importIds, emit } = harness();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider link={link} cache={createApolloCache()}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useRecipeImport({ isPrepared: true }), { wrapper });
    expect(received).toEqual(['ImportProgressSubscription']);
    // Steps of no running import do not move anything.
    act(() => emit('READING', 0.2, 'Reading the recipe'));
    expect(result.current.progress).toBeNull();

    let startedWith = '';
    await act(async () => {
      await result.current.run(async (importId) => {
        startedWith = importId;
        emit('NUTRITION', 0.6, 'Computing nutrition');
        return { __typename: 'ImportFailedError', message: 'No recipe there.' };
      }, 'Reading the recipe');
    });
    expect(startedWith).toBe(importIds[0]);
    // After a failure the next attempt's subscription is opened ahead again.
    expect(received).toEqual(['ImportProgressSubscription', 'ImportProgressSubscription']);
    expect(importIds[1]).not.toBe(importIds[0]);
  });
});

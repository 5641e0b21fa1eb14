import type { ApolloClient } from '@apollo/client';
import type { ImportProgressSubscriptionSubscription } from '../__generated__/graphql.ts';
import { importProgressSubscription } from './recipe-import.ts';

export type ImportStepEvent = ImportProgressSubscriptionSubscription['recipeImportProgressed'];

/** One import's `recipeImportProgressed` subscription. */
export interface ImportProgressStream {
  importId: string;
  /** Settles when the server says the subscription is live (its READY step), or it failed. */
  ready: Promise<void>;
  /**
   * Settles when no more steps will come: the last one (SAVED or FAILED) arrived, or the
   * subscription failed or ended.
   */
  ended: Promise<void>;
  close: () => void;
}

/** Subscribes to the steps of the import `importId`; each step is handed to `onStep`. */
export function openImportProgress(
  client: ApolloClient,
  importId: string,
  onStep: (event: ImportStepEvent) => void,
): ImportProgressStream {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const end = () => {
    markReady();
    markEnded();
  };
  const subscription = client
    .subscribe({ query: importProgressSubscription, variables: { importId } })
    .subscribe({
      next: ({ data }) => {
        const event = data?.recipeImportProgressed;
        if (!event) return;
        if (event.step === 'READY') markReady();
        onStep(event);
        if (event.step === 'SAVED' || event.step === 'FAILED') markEnded();
      },
      // Apollo passes a failed socket or a refused subscription on as a result and then ends the
      // stream. The import still runs without it: it shows no more steps, and its outcome is asked.
      error: end,
      complete: end,
    });
  return { importId, ready, ended, close: () => subscription.unsubscribe() };
}

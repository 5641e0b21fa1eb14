import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AnalyzeAnswer,
  type ImportOutcome,
  type ImportProgressState,
  importProgressSubscription,
  outcomeOf,
} from './recipe-import.ts';
import { invalidateRecipeLists } from './recipe-list-cache.ts';

/** Starts the analyze mutation for this importId and answers its result union. */
export type StartImport = (importId: string) => Promise<AnalyzeAnswer | null | undefined>;

export interface RecipeImportOptions {
  /**
   * Open the progress subscription for the next import as soon as the screen shows, so it is
   * live on the server before the user presses the button.
   */
  isPrepared?: boolean;
}

export interface RecipeImport {
  /** Null while no import runs. */
  progress: ImportProgressState | null;
  isPending: boolean;
  /**
   * Subscribes to the import's progress, then starts it. `firstMessage` is shown until the
   * server's first step arrives. Never throws: a failed request is `{ status: 'failed' }`.
   */
  run: (start: StartImport, firstMessage: string) => Promise<ImportOutcome>;
}

interface ProgressStream {
  importId: string;
  /** Settles when the server says the subscription is live (its READY step), or it failed. */
  ready: Promise<void>;
  /** Settles when the server's last step (SAVED or FAILED) has arrived, or the stream ended. */
  finished: Promise<void>;
  close: () => void;
}

/** Where the bar starts, so it is visibly moving before the first step arrives. */
const initialValue = 0.05;

/** Progress is a nicety: an import waits this long at most for its subscription to be live. */
const readyTimeoutMs = 2000;
/**
 * The steps come over the socket and the answer over HTTP, so the answer can overtake the last
 * steps: the bar waits this long at most for the server's final step before the stream closes.
 */
const finishTimeoutMs = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One import at a time with a progress bar fed by the server's `recipeImportProgressed` steps.
 * The mutation is sent once the subscription is live (READY), and the subscription closes when the
 * mutation answers (not on unmount: an import keeps going if the user leaves, and React's
 * strict mode must not cut the stream of an import that is still running).
 */
export function useRecipeImport(options: RecipeImportOptions = {}): RecipeImport {
  const { isPrepared = false } = options;
  const client = useApolloClient();
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const isMounted = useIsMounted();
  /** The importId whose steps move the bar. */
  const currentId = useRef<string | null>(null);
  /** A subscription opened ahead of the next import. */
  const prepared = useRef<ProgressStream | null>(null);

  const open = useCallback((): ProgressStream => {
    const importId = crypto.randomUUID();
    let isReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      isReady = resolve;
    });
    let isFinished: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      isFinished = resolve;
    });
    const subscription = client
      .subscribe({ query: importProgressSubscription, variables: { importId } })
      .subscribe({
        next: ({ data }) => {
          const event = data?.recipeImportProgressed;
          if (event?.step === 'READY') isReady();
          if (event?.step === 'SAVED' || event?.step === 'FAILED') isFinished();
          // A failure is told by the mutation's answer, with the server's message.
          if (!event || event.step === 'READY' || event.step === 'FAILED') return;
          if (currentId.current !== importId) return;
          setProgress((previous) => ({
            step: event.step,
            value: Math.max(previous?.value ?? 0, event.progress),
            message: event.message,
          }));
        },
        // Without the socket the import still runs and answers; it just shows no steps.
        error: () => {
          isReady();
          isFinished();
        },
        complete: () => {
          isReady();
          isFinished();
        },
      });
    return { importId, ready, finished, close: () => subscription.unsubscribe() };
  }, [client]);

  const prepare = useCallback(() => {
    prepared.current ??= open();
  }, [open]);

  useEffect(() => {
    if (!isPrepared) return;
    prepare();
    return () => {
      prepared.current?.close();
      prepared.current = null;
    };
  }, [isPrepared, prepare]);

  const run = useCallback(
    async (start: StartImport, firstMessage: string): Promise<ImportOutcome> => {
      const preparedStream = prepared.current;
      prepared.current = null;
      const stream = preparedStream ?? open();
      currentId.current = stream.importId;
      setProgress({ step: null, value: initialValue, message: firstMessage });
      // graphql-ws does not acknowledge a subscription; the server's READY step does.
      await Promise.race([stream.ready, delay(readyTimeoutMs)]);

      let outcome: ImportOutcome;
      try {
        outcome = outcomeOf(await start(stream.importId));
      } catch {
        outcome = { status: 'failed', message: null };
      }
      if (outcome.status === 'imported')
        await Promise.race([stream.finished, delay(finishTimeoutMs)]);
      stream.close();
      if (outcome.status === 'imported' && !outcome.imported.isExisting) {
        invalidateRecipeLists(client.cache);
      }
      if (currentId.current === stream.importId) {
        // A success stays on screen, full, until the caller moves on (navigates or shows it).
        setProgress((previous) =>
          outcome.status === 'imported' && previous ? { ...previous, value: 1 } : null,
        );
        // A retry after a failure finds its subscription already live.
        if (outcome.status === 'failed' && isPrepared && isMounted()) prepare();
      }
      return outcome;
    },
    [client, open, prepare, isPrepared, isMounted],
  );

  return { progress, isPending: progress !== null, run };
}

/**
 * False once the component is gone, so an import finishing after the user left does not pull
 * them back to its recipe. Strict mode's second mount sets it again.
 */
export function useIsMounted(): () => boolean {
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  return useCallback(() => isMounted.current, []);
}

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { awaitImportOutcome } from './await-import-outcome.ts';
import {
  type ImportProgressStream,
  type ImportStepEvent,
  openImportProgress,
} from './import-progress-stream.ts';
import { lookUpImportOutcome, startImport } from './import-requests.ts';
import type { ImportOutcome, ImportProgressState, ImportSource } from './recipe-import.ts';
import { invalidateRecipeLists } from './recipe-list-cache.ts';

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
   * Subscribes to the import's progress, starts it, follows its steps and answers how it ended.
   * `firstMessage` is shown until the server's first step arrives. Never throws: a failed
   * request is `{ status: 'failed' }`.
   */
  run: (source: ImportSource, firstMessage: string) => Promise<ImportOutcome>;
}

/** Where the bar starts, so it is visibly moving before the first step arrives. */
const initialValue = 0.05;

/** Progress is a nicety: an import waits this long at most for its subscription to be live. */
const readyTimeoutMs = 2000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One import at a time with a progress bar fed by the server's `recipeImportProgressed` steps.
 * The import is started once the subscription is live (READY) and followed to its outcome; the
 * subscription closes once the outcome is known (not on unmount: an import keeps going if the
 * user leaves, and React's strict mode must not cut the stream of an import that is still
 * running).
 */
export function useRecipeImport(options: RecipeImportOptions = {}): RecipeImport {
  const { isPrepared = false } = options;
  const client = useApolloClient();
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const isMounted = useIsMounted();
  /** The importId whose steps move the bar. */
  const currentId = useRef<string | null>(null);
  /** A subscription opened ahead of the next import. */
  const prepared = useRef<ImportProgressStream | null>(null);

  const open = useCallback((): ImportProgressStream => {
    const importId = crypto.randomUUID();
    return openImportProgress(client, importId, (event: ImportStepEvent) => {
      // A failure is told by the outcome, with the server's message.
      if (event.step === 'READY' || event.step === 'FAILED') return;
      if (currentId.current !== importId) return;
      setProgress((previous) => ({
        step: event.step,
        value: Math.max(previous?.value ?? 0, event.progress),
        message: event.message,
      }));
    });
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
    async (source: ImportSource, firstMessage: string): Promise<ImportOutcome> => {
      const preparedStream = prepared.current;
      prepared.current = null;
      const stream = preparedStream ?? open();
      currentId.current = stream.importId;
      setProgress({ step: null, value: initialValue, message: firstMessage });
      // graphql-ws does not acknowledge a subscription; the server's READY step does.
      await Promise.race([stream.ready, delay(readyTimeoutMs)]);

      const outcome = await followImport(client, stream, source);
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

/** Starts the import under the stream's importId and waits for how it ended. */
async function followImport(
  client: ApolloClient,
  stream: ImportProgressStream,
  source: ImportSource,
): Promise<ImportOutcome> {
  const start = await startImport(client, stream.importId, source);
  if (start.status === 'failed') return start;
  const outcome = await awaitImportOutcome(
    () => lookUpImportOutcome(client, stream.importId),
    stream.ended,
  );
  // No answer in longer than an import can take: told as a request that failed.
  return outcome ?? { status: 'failed', message: null };
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

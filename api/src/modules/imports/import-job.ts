import { createHash } from 'node:crypto';
import type { ImportProgress, ImportSource, RecipePart, Viewer } from '@app/schema';
import type { QueueSettings } from '../shared/job-queue.ts';

/**
 * Imports run on the job queue: whichever replica takes the job reads the page or photo, and a
 * replica that dies mid-import loses nothing (the job is tried again elsewhere). Three tries;
 * five minutes each covers four photos read by the embedded OCR on a busy machine.
 */
export const importQueue: QueueSettings = {
  name: 'recipe-imports',
  attempts: 3,
  timeLimitSeconds: 300,
  concurrency: 4,
};

/**
 * Imports one cook may have waiting or running: a batch of links shared at once fits, a script
 * queueing a thousand would hold every other cook's imports up behind its own.
 */
export const importBudget = { unfinished: 5, retryAfterSeconds: 10 } as const;

/** What to import; PICTURE draws a new picture for a saved recipe. */
export type ImportRequest = ImportSource | { kind: 'PICTURE'; recipeId: number };

export interface ImportJobData {
  /** The progress stream's id (the client's, or one the server chose). */
  importId: string;
  /** Whose import it is: the job runs with this cook's rights and nobody else's. */
  viewer: Viewer;
  request: ImportRequest;
}

/** How an import ended, stored as the job's output and sent with its last step. */
export type ImportOutcome =
  | { status: 'SAVED'; recipeId: number; isExisting: boolean; missingParts: RecipePart[] }
  | { status: 'FAILED'; code: string; message: string };

/** A step on the event bus: what subscribers see, plus how it ended on the last step. */
export type ImportEvent = ImportProgress & { outcome?: ImportOutcome };

/**
 * The job's id, from the cook and their importId: the same import sent twice (a retried
 * request) is queued once, and two cooks who pick the same importId never meet.
 */
export function importJobId(ownerId: string, importId: string): string {
  const hex = createHash('sha256').update(`recipe-import:${ownerId}:${importId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

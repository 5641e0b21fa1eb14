import { setPriority } from 'node:os';
import type { RecipeDraft } from '../recipe-draft.ts';
import { decodeHtml } from './decode-html.ts';
import { extractRecipe } from './extract-recipe.ts';
import { type PageShapeProblem, pageShapeProblem } from './page-shape.ts';
import { visibleText } from './visible-text.ts';

export interface PageReadingTask {
  /** The page as downloaded, decoded here: a 5 MB page becomes a string on this thread only. */
  body: Uint8Array;
  contentType: string | null;
  pageUrl: string;
  /** The page's visible text too, for a model to read; only when one will. */
  withText: boolean;
}

export type PageReading =
  | { kind: 'read'; draft: RecipeDraft | null; text: string | null }
  | { kind: 'refused'; problem: PageShapeProblem };

// Reading a page is background work. On Linux each thread has a nice value of its own, and this
// one yields the cores to the thread that answers requests: a hostile page slows its own import,
// not the answers to everyone else. (Elsewhere the call would reach the whole process: left out.)
if (process.platform === 'linux') setPriority(10);

/**
 * Runs on a worker thread of `page-reader.ts`: a page from anywhere is read where a hostile one
 * can only exhaust its own time and heap, never the server's event loop.
 */
export default function readPage(task: PageReadingTask): PageReading {
  const html = decodeHtml(task.body, task.contentType);
  const problem = pageShapeProblem(html);
  if (problem) return { kind: 'refused', problem };
  return {
    kind: 'read',
    draft: extractRecipe(html, task.pageUrl),
    text: task.withText ? visibleText(html) : null,
  };
}

import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PageReading, PageReadingTask } from './page-reading.worker.ts';
import { pageShapeLimits } from './page-shape.ts';
import { UrlImportError } from './url-import-error.ts';

export interface PageReaderOptions {
  /** Threads reading at once; a replica's imports queue behind them. */
  threads?: number;
  /** A page read for longer than this is abandoned and its thread ended. */
  timeoutMs?: number;
  /** Each thread's heap; a page whose DOM outgrows it ends that thread, not the server. */
  heapMb?: number;
  /** A thread that failed outside any read, for the log. */
  onThreadError?: (error: unknown) => void;
}

export interface PageReader {
  /** The recipe (and the visible text when asked) read from the page off the main thread. */
  read(task: PageReadingTask): Promise<Extract<PageReading, { kind: 'read' }>>;
  close(): Promise<void>;
}

const tryAnother = 'Try another address, or paste the recipe as text.';

const refusals = {
  too_deep: `That page is nested too deeply to read (more than ${pageShapeLimits.depth} levels). ${tryAnother}`,
  too_many_elements: `That page has too many elements to read (more than ${pageShapeLimits.elements.toLocaleString('en')}). ${tryAnother}`,
  timeout: `That page took too long to read. ${tryAnother}`,
  memory: `That page needs too much memory to read. ${tryAnother}`,
} as const;

// The worker runs as the same kind of file as this module: TypeScript under tsx and the tests,
// the compiled .js in a release.
const workerFile = fileURLToPath(
  new URL(`./page-reading.worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * Reads imported pages on worker threads (piscina) with a time and a heap limit each, so no
 * page, however built, can hold the process. Threads start on first use and end when idle.
 */
export function createPageReader(options: PageReaderOptions = {}): PageReader {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = new Piscina<PageReadingTask, PageReading>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: options.threads ?? 2,
    idleTimeout: 60_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapMb ?? 384,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  });

  // A thread that dies between tasks (its heap outgrown as an abandoned read ends) is reported
  // here; unheard, the pool's 'error' event would end the process.
  pool.on('error', (error: unknown) => options.onThreadError?.(error));

  return {
    async read(task) {
      const signal = AbortSignal.timeout(timeoutMs);
      let reading: PageReading;
      try {
        reading = await pool.run(task, { signal });
      } catch (error) {
        if (signal.aborted) throw new UrlImportError('too_complex', refusals.timeout);
        if (isOutOfMemory(error)) throw new UrlImportError('too_complex', refusals.memory);
        throw error;
      }
      if (reading.kind === 'refused') {
        throw new UrlImportError('too_complex', refusals[reading.problem]);
      }
      return reading;
    },
    close: () => pool.close({ force: true }),
  };
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

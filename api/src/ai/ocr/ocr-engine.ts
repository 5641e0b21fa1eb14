import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence for the page, 0–100. */
  confidence: number;
}

export interface OcrEngine {
  /** Starts the worker now instead of on the first recognize (e.g. at server start). */
  start(): Promise<void>;
  recognize(bytes: Buffer): Promise<OcrResult>;
  /** Ends the worker thread; a later recognize starts a new one. */
  close(): Promise<void>;
}

export interface OcrEngineOptions {
  initTimeoutMs?: number;
  recognizeTimeoutMs?: number;
}

export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
}

/**
 * English LSTM data from the @tesseract.js-data/eng package. Passing this path is what keeps
 * tesseract.js offline: without it the worker downloads the data from a CDN and, with no
 * network, createWorker never settles (see docs/stack-notes.md, "OCR offline").
 */
export const englishLanguagePath = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const defaultInitTimeoutMs = 30_000;
const defaultRecognizeTimeoutMs = 60_000;

/**
 * One tesseract.js worker, started on first use and kept: starting one costs more than reading a
 * page. A worker handles one job at a time, so calls are queued here rather than piled onto it.
 */
export function createOcrEngine(options: OcrEngineOptions = {}): OcrEngine {
  const initTimeoutMs = options.initTimeoutMs ?? defaultInitTimeoutMs;
  const recognizeTimeoutMs = options.recognizeTimeoutMs ?? defaultRecognizeTimeoutMs;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const startWorker = (): Promise<Tesseract.Worker> => {
    const starting = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: englishLanguagePath,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler, tesseract.js rethrows a failed job inside its message listener,
      // which would crash the process; the job's own promise already carries the error.
      errorHandler: () => {},
    });
    return withTimeout(starting, initTimeoutMs, () => {
      // The worker may still come up later; don't leave its thread running.
      starting.then((late) => late.terminate()).catch(() => {});
      return new OcrTimeoutError(
        `The OCR engine did not start within ${initTimeoutMs} ms (language data: ${englishLanguagePath}).`,
      );
    });
  };

  const discardWorker = async (): Promise<void> => {
    const current = worker;
    worker = null;
    if (!current) return;
    const started = await current.catch(() => null);
    await started?.terminate();
  };

  const readyWorker = async (): Promise<Tesseract.Worker> => {
    if (!worker) worker = startWorker();
    try {
      return await worker;
    } catch (error) {
      worker = null;
      throw error;
    }
  };

  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result.catch(() => {});
    return result;
  };

  const runRecognition = async (bytes: Buffer): Promise<OcrResult> => {
    const ready = await readyWorker();
    try {
      const { data } = await withTimeout(
        ready.recognize(bytes),
        recognizeTimeoutMs,
        () => new OcrTimeoutError(`Reading the image took longer than ${recognizeTimeoutMs} ms.`),
      );
      return { text: data.text, confidence: data.confidence };
    } catch (error) {
      // A timed-out job leaves the worker busy; the next call gets a fresh one.
      if (error instanceof OcrTimeoutError) await discardWorker();
      // tesseract.js rejects with the worker's message string, not an Error.
      throw error instanceof Error
        ? error
        : new Error(`OCR failed: ${String(error).replace(/^Error: /, '')}`);
    }
  };

  return {
    start: () => enqueue(async () => void (await readyWorker())),
    recognize: (bytes) => enqueue(() => runRecognition(bytes)),
    close: () => enqueue(discardWorker),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

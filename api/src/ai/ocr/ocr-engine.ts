import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import type { OcrLanguage } from './detect-language.ts';
import { languageDataDirectory } from './language-data.ts';

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One line as the recognizer laid it out, in its reading order. */
export interface OcrLine {
  text: string;
  /** Index of the recognizer's block (a column or a separated region) the line belongs to. */
  block: number;
  paragraph: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Height of the row from ascender to descender: the type size, in pixels. */
  rowHeight: number;
  /** Where the baseline crosses the line's left edge; baseline to baseline is the line pitch. */
  baseline: number;
  confidence: number;
  words: OcrWord[];
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence for the page, 0–100. */
  confidence: number;
  lines: OcrLine[];
}

export interface OcrEngine {
  /** Starts the worker now instead of on the first recognize (e.g. at server start). */
  start(): Promise<void>;
  /** Reads `bytes` with the model of `language` (English unless told). */
  recognize(bytes: Buffer, language?: OcrLanguage): Promise<OcrResult>;
  /** Reads a small picture of digits only: one digit (`character`) or a number (`line`). */
  recognizeDigits(bytes: Buffer, mode: 'character' | 'line'): Promise<string>;
  /** Reads a picture of one line of text (a title cut out of its page) with `language`'s model. */
  recognizeLine(bytes: Buffer, language: OcrLanguage): Promise<string>;
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

/**
 * Photos carry no (or a meaningless) resolution; Tesseract then guesses one and warns. Pages are
 * scaled in `prepare-page.ts` so body text is about the height of 300 dpi print.
 */
const pageParameters = {
  user_defined_dpi: '300',
  // prepare-page.ts already turned light-on-dark text dark-on-light: no line needs a second,
  // inverted look (Tesseract otherwise tries one for every line it is unsure of).
  tessedit_do_invert: '0',
  tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK,
  tessedit_char_whitelist: '',
};
const digitParameters = {
  user_defined_dpi: '300',
  tessedit_char_whitelist: '0123456789',
};
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

  let loadedLanguage: OcrLanguage = 'eng';

  const startWorker = (): Promise<Tesseract.Worker> => {
    loadedLanguage = 'eng';
    const starting = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: languageDataDirectory(),
      cacheMethod: 'none',
      gzip: true,
      // Without a handler, tesseract.js rethrows a failed job inside its message listener,
      // which would crash the process; the job's own promise already carries the error.
      errorHandler: () => {},
    });
    const configured = starting.then(async (started) => {
      await started.setParameters(pageParameters);
      return started;
    });
    return withTimeout(configured, initTimeoutMs, () => {
      // The worker may still come up later; don't leave its thread running.
      starting.then((late) => late.terminate()).catch(() => {});
      return new OcrTimeoutError(
        `The OCR engine did not start within ${initTimeoutMs} ms (language data: ${languageDataDirectory()}).`,
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

  // One model at a time: switching costs ~0.2 s, keeping several would multiply memory.
  const useLanguage = async (ready: Tesseract.Worker, language: OcrLanguage) => {
    if (language === loadedLanguage) return;
    await withTimeout(
      ready.reinitialize(language),
      initTimeoutMs,
      () => new OcrTimeoutError(`Loading the ${language} OCR model took too long.`),
    );
    loadedLanguage = language;
    await ready.setParameters(pageParameters);
  };

  const runRecognition = async (bytes: Buffer, language: OcrLanguage): Promise<OcrResult> => {
    const ready = await readyWorker();
    try {
      await useLanguage(ready, language);
      const { data } = await withTimeout(
        ready.recognize(bytes, {}, { text: true, blocks: true }),
        recognizeTimeoutMs,
        () => new OcrTimeoutError(`Reading the image took longer than ${recognizeTimeoutMs} ms.`),
      );
      return { text: data.text, confidence: data.confidence, lines: linesOf(data.blocks ?? []) };
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
    recognize: (bytes, language = 'eng') => enqueue(() => runRecognition(bytes, language)),
    recognizeDigits: (bytes, mode) =>
      enqueue(async () => {
        const ready = await readyWorker();
        await ready.setParameters({
          ...digitParameters,
          tessedit_pageseg_mode:
            mode === 'character' ? Tesseract.PSM.SINGLE_CHAR : Tesseract.PSM.SINGLE_LINE,
        });
        try {
          const { data } = await withTimeout(
            ready.recognize(bytes),
            recognizeTimeoutMs,
            () => new OcrTimeoutError('Reading a number took too long.'),
          );
          return data.text.trim();
        } finally {
          await ready.setParameters(pageParameters);
        }
      }),
    recognizeLine: (bytes, language) =>
      enqueue(async () => {
        const ready = await readyWorker();
        try {
          await useLanguage(ready, language);
          await ready.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_LINE });
          const { data } = await withTimeout(
            ready.recognize(bytes),
            recognizeTimeoutMs,
            () => new OcrTimeoutError('Reading a line took too long.'),
          );
          await ready.setParameters(pageParameters);
          return data.text.replace(/\s+/g, ' ').trim();
        } catch (error) {
          // A worker that timed out, or that may hold a model or mode other than we think, is
          // not reused: the next call gets a fresh one.
          await discardWorker();
          throw error instanceof Error
            ? error
            : new Error(`OCR failed: ${String(error).replace(/^Error: /, '')}`);
        }
      }),
    close: () => enqueue(discardWorker),
  };
}

function linesOf(blocks: Tesseract.Block[]): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const [blockIndex, block] of blocks.entries()) {
    for (const [paragraphIndex, paragraph] of block.paragraphs.entries()) {
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        lines.push({
          text,
          block: blockIndex,
          paragraph: paragraphIndex,
          left: line.bbox.x0,
          right: line.bbox.x1,
          top: line.bbox.y0,
          bottom: line.bbox.y1,
          rowHeight: line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0,
          baseline: line.baseline ? line.baseline.y0 : line.bbox.y1,
          confidence: line.confidence,
          words: line.words.map((word) => ({
            text: word.text,
            left: word.bbox.x0,
            top: word.bbox.y0,
            right: word.bbox.x1,
            bottom: word.bbox.y1,
          })),
        });
      }
    }
  }
  return lines;
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

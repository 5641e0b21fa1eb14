import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type OcrLanguage, ocrLanguages } from './detect-language.ts';

const require = createRequire(import.meta.url);

/** The LSTM model of one language, as shipped by its @tesseract.js-data package. */
export function languageModelPath(language: OcrLanguage): string {
  const packageDirectory = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  return join(packageDirectory, '4.0.0_best_int', `${language}.traineddata.gz`);
}

let directory: string | null = null;

/**
 * tesseract.js reads every language from one `langPath`, but each model ships in its own npm
 * package: a directory of links to the ten packaged models gives it one place to read them
 * from. Without a local `langPath` tesseract.js would download models from a CDN.
 */
export function languageDataDirectory(): string {
  if (directory) return directory;
  const models = ocrLanguages.map((language) => [language, languageModelPath(language)] as const);
  const key = createHash('sha256')
    .update(models.map(([, path]) => path).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const target = join(tmpdir(), 'mise-ocr-languages', key);
  mkdirSync(target, { recursive: true });
  for (const [language, path] of models) {
    const link = join(target, `${language}.traineddata.gz`);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path, link);
    } catch (error) {
      // Another process made the same link at the same moment.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  directory = target;
  return target;
}

import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, OcrTimeoutError } from '../src/ai/ocr/ocr-engine.ts';
import type { ChildReport } from './fixtures/ocr/ocr-child.ts';
import {
  type RecipeImages,
  recipeIngredients,
  recipeSteps,
  recipeTitle,
  renderRecipeImages,
} from './fixtures/ocr/recipe-image.ts';
import { characterAccuracy, matchLines } from './fixtures/ocr/text-match.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const guardPath = fileURLToPath(new URL('./fixtures/ocr/network-guard.mjs', import.meta.url));
const childPath = fileURLToPath(new URL('./fixtures/ocr/ocr-child.ts', import.meta.url));
const refusal = /^Network disabled for this test: fetch to https:\/\/cdn\.jsdelivr\.net/;

/**
 * When unprivileged user namespaces are allowed, the child also runs in a network namespace of
 * its own (loopback only), so the kernel refuses what the preloaded guard might miss.
 */
const hasNetworkNamespace = spawnSync('unshare', ['-rn', 'true']).status === 0;

interface OfflineRun<T> {
  output: T;
  /** Every refused network attempt, one JSON object per line, from network-guard.mjs. */
  refusedAttempts: { what: string; target: string; thread: string }[];
}

function runOffline<T>(args: string[], directory: string): Promise<OfflineRun<T>> {
  const logPath = join(directory, `network-${Date.now()}-${Math.random()}.log`);
  const nodeArgs = ['--import', 'tsx', '--import', guardPath, childPath, ...args];
  const [command, commandArgs] = hasNetworkNamespace
    ? ['unshare', ['-rn', process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  return new Promise((resolve, reject) => {
    execFile(
      command,
      commandArgs,
      {
        cwd: apiRoot,
        env: { ...process.env, OCR_NETWORK_LOG: logPath },
        timeout: 90_000,
        maxBuffer: 10 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`The offline OCR process failed: ${error.message}\n${stderr}`));
          return;
        }
        let log = '';
        try {
          log = readFileSync(logPath, 'utf8');
        } catch {
          // No file: nothing was refused.
        }
        resolve({
          output: JSON.parse(stdout) as T,
          refusedAttempts: log
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        });
      },
    );
  });
}

function expectRecipeText(text: string): void {
  const ingredients = matchLines(recipeIngredients, text);
  expect(
    ingredients.filter((match) => !match.isMatch),
    `recognized text:\n${text}`,
  ).toEqual([]);
  const others = matchLines([recipeTitle, 'Ingredients', 'Method', ...recipeSteps], text);
  expect(
    others.filter((match) => !match.isMatch),
    `recognized text:\n${text}`,
  ).toEqual([]);
  expect(characterAccuracy([...ingredients, ...others])).toBeGreaterThan(0.95);
}

describe('OCR of a recipe image', () => {
  let directory: string;
  let images: RecipeImages;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'recipes-ocr-'));
    // Throws (and fails every test here) when /usr/bin/convert is missing: never skipped.
    images = renderRecipeImages(directory);
  });

  afterAll(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('reads the ingredient lines of a scan and of a photo with the network unavailable', async () => {
    const { output, refusedAttempts } = await runOffline<ChildReport>(
      [images.png, images.photoJpeg],
      directory,
    );

    // The guard is live in the main thread and in module worker threads (tesseract.js's kind)…
    expect(output.guard.mainThread).toMatch(refusal);
    expect(output.guard.workerThread).toMatch(refusal);
    // …and apart from those two probes, nothing tried to reach the network.
    expect(refusedAttempts.map((attempt) => attempt.thread)).toEqual([
      'main',
      expect.stringMatching(/^worker/),
    ]);

    expect(output.images).toHaveLength(2);
    for (const image of output.images) {
      expectRecipeText(image.text);
      expect(image.confidence).toBeGreaterThan(70);
    }
  }, 120_000);

  it('would be caught by the guard if tesseract.js tried to download language data', async () => {
    const { output, refusedAttempts } = await runOffline<{ outcome: string }>(
      ['--default-language-path'],
      directory,
    );

    expect(output.outcome).not.toBe('started');
    expect(refusedAttempts).toContainEqual(
      expect.objectContaining({
        what: 'fetch',
        target: expect.stringContaining('eng.traineddata'),
        thread: expect.stringMatching(/^worker/),
      }),
    );
  }, 60_000);

  it('queues concurrent recognitions on one worker and survives an unreadable image', async () => {
    const engine = createOcrEngine();
    try {
      const [unreadable, scan, photo] = await Promise.allSettled([
        engine.recognize(Buffer.from('2 cups flour, but as text')),
        engine.recognize(readFileSync(images.png)),
        engine.recognize(readFileSync(images.photoJpeg)),
      ]);
      expect(unreadable).toMatchObject({
        status: 'rejected',
        reason: expect.objectContaining({ message: 'OCR failed: Error attempting to read image.' }),
      });
      expect(scan.status === 'fulfilled' && photo.status === 'fulfilled').toBe(true);
      if (scan.status === 'fulfilled') expectRecipeText(scan.value.text);
      if (photo.status === 'fulfilled') expectRecipeText(photo.value.text);
    } finally {
      await engine.close();
    }
  }, 120_000);

  it('reports an engine that does not start in time', async () => {
    const engine = createOcrEngine({ initTimeoutMs: 1 });
    try {
      const recognition = engine.recognize(readFileSync(images.png));
      await expect(recognition).rejects.toBeInstanceOf(OcrTimeoutError);
      await expect(recognition).rejects.toThrow(/did not start within 1 ms/);
    } finally {
      await engine.close();
    }
  });
});

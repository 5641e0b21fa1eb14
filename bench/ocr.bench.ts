/**
 * OCR cost for one photo of a printed recipe: starting the tesseract.js worker once, then the
 * median of five recognitions of the same image, plus how well the text was read.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImageHeader } from '@app/api/src/ai/ocr/image-header.ts';
import { createOcrEngine } from '@app/api/src/ai/ocr/ocr-engine.ts';
import {
  recipeIngredients,
  recipeSteps,
  recipeTitle,
  renderRecipeImages,
} from '@app/api/test/fixtures/ocr/recipe-image.ts';
import { characterAccuracy, matchLines } from '@app/api/test/fixtures/ocr/text-match.ts';

const recognitions = 5;

const directory = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
const engine = createOcrEngine();
try {
  const photo = readFileSync(renderRecipeImages(directory).photoJpeg);

  const initStarted = performance.now();
  await engine.start();
  const initMs = performance.now() - initStarted;

  const times: number[] = [];
  let text = '';
  for (let run = 0; run < recognitions; run += 1) {
    const started = performance.now();
    text = (await engine.recognize(photo)).text;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;

  const ingredients = matchLines(recipeIngredients, text);
  const all = matchLines([recipeTitle, ...recipeIngredients, ...recipeSteps], text);
  const round = (ms: number) => Math.round(ms);
  const size = readImageHeader(photo, 'image/jpeg');
  console.log(`photo: ${photo.length} bytes JPEG, ${size?.width}x${size?.height} pixels`);
  console.log(`worker init: ${round(initMs)} ms`);
  console.log(
    `recognize: median ${round(median)} ms of ${recognitions} (${times.map(round).join(', ')} ms)`,
  );
  console.log(
    `ingredient lines within edit budget: ${ingredients.filter((m) => m.isMatch).length}/${ingredients.length}`,
  );
  console.log(
    `exact lines (title, ingredients, steps): ${all.filter((m) => m.distance === 0).length}/${all.length}`,
  );
  console.log(`character accuracy: ${(characterAccuracy(all) * 100).toFixed(1)}%`);
} finally {
  await engine.close();
  rmSync(directory, { recursive: true, force: true });
}

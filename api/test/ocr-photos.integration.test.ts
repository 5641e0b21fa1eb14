/**
 * The photo pipeline on pictures as cooks send them, rendered at test time: a phone screenshot
 * with its status bar, a card photographed 5° askew, the same card on its side, a German card,
 * and a recipe over two pages. One engine for the file, as in the server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrLine } from '../src/ai/ocr/ocr-engine.ts';
import { createOcrEngine, type OcrEngine } from '../src/ai/ocr/ocr-engine.ts';
import { preparePage } from '../src/ai/ocr/prepare-page.ts';
import { readRecipePhotos } from '../src/ai/ocr/read-recipe-photos.ts';
import { rereadTitle } from '../src/ai/ocr/reread-title.ts';
import { convertPath } from './fixtures/ocr/recipe-image.ts';
import {
  germanRecipe,
  type PhotoRecipe,
  renderGermanCard,
  renderScreenshot,
  renderTiltedPhoto,
  renderTwoPages,
  screenshotRecipe,
  tiltedRecipe,
  twoPageRecipe,
} from './fixtures/ocr/recipe-photos.ts';

const engine = createOcrEngine({ initTimeoutMs: 30_000, recognizeTimeoutMs: 90_000 });
let directory = '';

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'ocr-photos-'));
});

afterAll(async () => {
  await engine.close();
  rmSync(directory, { recursive: true, force: true });
});

async function read(paths: string[]) {
  return (
    await readRecipePhotos(
      engine,
      paths.map((path) => readFileSync(path)),
    )
  ).draft;
}

function expectRecipe(draft: Awaited<ReturnType<typeof read>>, recipe: PhotoRecipe) {
  expect(draft.name).toBe(recipe.name);
  expect(draft.ingredients).toEqual(recipe.ingredients);
  expect(draft.instructions).toEqual(recipe.steps);
}

describe('reading recipe photos', { timeout: 180_000 }, () => {
  it('reads a phone screenshot, status bar and toolbar left out, wrapped title whole', async () => {
    const draft = await read([renderScreenshot(directory)]);
    expectRecipe(draft, screenshotRecipe);
    expect([draft.servings, draft.totalTimeMinutes]).toEqual([4, 35]);
  });

  it('levels a card photographed 5° askew, and one lying on its side', async () => {
    const photo = renderTiltedPhoto(directory, 5);
    const prepared = await preparePage(readFileSync(photo));
    expect(prepared.skewDegrees).toBeGreaterThan(4.4);
    expect(prepared.skewDegrees).toBeLessThan(5.6);
    expectRecipe(await read([photo]), tiltedRecipe);

    const sideways = join(directory, 'sideways.png');
    execFileSync(convertPath, [photo, '-rotate', '-90', sideways]);
    expect((await preparePage(readFileSync(sideways))).isSideways).toBe(true);
    expect((await read([sideways])).name).toBe(tiltedRecipe.name);
  });

  it('keeps the umlauts of a German card, read with the German model', async () => {
    const reading = await readRecipePhotos(engine, [readFileSync(renderGermanCard(directory))]);
    expect(reading.languages).toEqual(['deu']);
    expectRecipe(reading.draft, germanRecipe);
  });

  it("reads a card in the cook's language once, and a card in another language again in its own", async () => {
    const models: string[] = [];
    const counting: OcrEngine = {
      ...engine,
      recognize: (bytes, language) => {
        models.push(language ?? 'eng');
        return engine.recognize(bytes, language);
      },
    };
    const german = readFileSync(renderGermanCard(directory));
    const byGermanCook = await readRecipePhotos(counting, [german], { language: 'deu' });
    expect(models).toEqual(['deu']);
    expectRecipe(byGermanCook.draft, germanRecipe);

    models.length = 0;
    const english = readFileSync(renderTiltedPhoto(directory, 0));
    const englishByGermanCook = await readRecipePhotos(counting, [english], { language: 'deu' });
    expect(models).toEqual(['deu', 'eng']);
    expect(englishByGermanCook.languages).toEqual(['eng']);
    expectRecipe(englishByGermanCook.draft, tiltedRecipe);
  });

  it('reads two pages of one recipe, in order, as one recipe', async () => {
    const draft = await read(renderTwoPages(directory));
    expectRecipe(draft, twoPageRecipe);
  });

  it('reads a title line again on its own for its accents, and keeps any other word as read', async () => {
    const path = join(directory, 'title.png');
    execFileSync(convertPath, [
      ...['-size', '1000x100', 'xc:white', '-fill', '#111111'],
      ...['-font', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '-pointsize', '44'],
      ...['-annotate', '+20+66', 'Crema de calabaza muy fácil', path],
    ]);
    const line = (text: string): OcrLine => ({
      text,
      block: 0,
      paragraph: 0,
      left: 20,
      right: 720,
      top: 30,
      bottom: 78,
      rowHeight: 48,
      baseline: 66,
      confidence: 90,
      words: [],
    });
    const page = readFileSync(path);
    expect(await rereadTitle(engine, page, [line('Crema de calabaza muy facil')], 'spa')).toEqual([
      'Crema de calabaza muy fácil',
    ]);
    expect(await rereadTitle(engine, page, [line('Sopa de tomate')], 'spa')).toEqual([
      'Sopa de tomate',
    ]);
    // Words split or joined otherwise are not an accent: the first reading stays.
    expect(await rereadTitle(engine, page, [line('Crema de cala baza muy facil')], 'spa')).toEqual([
      'Crema de cala baza muy facil',
    ]);
  });
});

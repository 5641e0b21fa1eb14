import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertPath,
  recipeTitle as photoRecipeTitle,
  renderRecipeImages,
} from '../api/test/fixtures/ocr/recipe-image.ts';
import {
  germanRecipe,
  renderGermanCard,
  renderScreenshot,
  renderTiltedPhoto,
  renderTwoPages,
  screenshotRecipe,
  tiltedRecipe,
  twoPageRecipe,
} from '../api/test/fixtures/ocr/recipe-photos.ts';
import { accessTokenOf, graphqlAs, newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import {
  holdRequests,
  isOperation,
  keepOffline,
  screenshotDir,
  screenshots,
} from './page-tools.ts';
import {
  expectedRecipeName,
  type RecipePageServer,
  startRecipePageServer,
} from './recipe-page-server.ts';
import { type RunningServer, startServer } from './start-server.ts';

const fixtures = new URL('../api/test/fixtures/', import.meta.url);
const pastedRecipe = readFileSync(
  new URL('pasted-recipes/01-classic-headings.txt', fixtures),
  'utf8',
);
const secondPastedRecipe = readFileSync(
  new URL('pasted-recipes/23-vegan-curry.txt', fixtures),
  'utf8',
);

const recipeRequired = 'Recipe Required: Please enter a recipe to analyze.';
const urlRequired = 'URL Required: Please enter a website address to fetch the recipe.';
const invalidUrl =
  'Invalid URL: Please enter a valid website address (starting with http:// or https://)';
const analyzingLabel = 'Analyzing & Generating Image...';

let server: RunningServer | undefined;
let pages: RecipePageServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token = '';
let workDir = '';
const photos = { large: '', text: '' };
const cook = newUser('Grace', 'Hopper');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

function recipePages(): RecipePageServer {
  if (!pages) throw new Error('page server not started');
  return pages;
}

/** Records what the screen showed while an import ran (it can be over in a blink). */
async function recordScreen(): Promise<void> {
  await page.evaluate(() => {
    const seen = {
      buttons: [] as string[],
      statuses: [] as string[],
      hasProgressBar: false,
      hasEnabledButtonWhilePending: false,
    };
    const holder = window as unknown as { seen: typeof seen };
    holder.seen = seen;
    const scan = () => {
      const main = document.querySelector('[data-remote="mfe-recipes"] main');
      if (!main) return;
      const isPending = main.querySelector('[role="progressbar"]') !== null;
      if (isPending) seen.hasProgressBar = true;
      for (const button of main.querySelectorAll('button')) {
        const label = button.textContent?.trim() ?? '';
        if (!seen.buttons.includes(label)) seen.buttons.push(label);
        if (isPending && !button.disabled) seen.hasEnabledButtonWhilePending = true;
      }
      for (const status of main.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim() ?? '';
        if (text && !seen.statuses.includes(text)) seen.statuses.push(text);
      }
    };
    new MutationObserver(scan).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

async function recorded(): Promise<{
  buttons: string[];
  statuses: string[];
  hasProgressBar: boolean;
  hasEnabledButtonWhilePending: boolean;
}> {
  return page.evaluate(() => (window as unknown as { seen: never }).seen);
}

async function recipeOf(id: number) {
  const data = await graphqlAs<{
    recipe: { name: string; ingredients: string[]; instructions: string[] } | null;
  }>(
    url(''),
    token,
    'query Check($id: Int!) { recipe(id: $id) { name ingredients instructions } }',
    { id },
  );
  return data.recipe;
}

async function recipeIdFromAddress(timeout = 30_000): Promise<number> {
  await page.waitForURL((current) => /^\/recipe\/\d+$/.test(current.pathname), { timeout });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

function isAnalyzeRequest(name: string) {
  return (request: Request) =>
    request.url().endsWith('/graphql') &&
    request.method() === 'POST' &&
    (request.postData() ?? '').includes(name);
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('not a JPEG with a frame header');
}

async function openMethod(name: 'Camera' | 'Photo' | 'Text' | 'URL'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page
    .getByRole('tab', { name, selected: true })
    .waitFor({ state: 'visible', timeout: 5000 });
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'e2e-add-recipe-'));
  // A 12 MP phone photo of a printed recipe (the OCR tests' page, upscaled), and a text file.
  const rendered = renderRecipeImages(workDir);
  photos.large = join(workDir, 'phone-photo.jpg');
  execFileSync(convertPath, [
    rendered.photoJpeg,
    '-resize',
    '3024x4032!',
    '-quality',
    '92',
    photos.large,
  ]);
  photos.text = join(workDir, 'recipe.txt');
  writeFileSync(photos.text, pastedRecipe);

  pages = await startRecipePageServer();
  server = await startServer({ env: { ALLOW_PRIVATE_IMPORT_URLS: 'true' } });
  // A test camera; permission is granted per context, so another context can be refused.
  browser = await launchBrowser(['--use-fake-device-for-media-stream']);
  context = await browser.newContext({ viewport: viewports.phone, permissions: ['camera'] });
  await keepOffline(context);
  // Lets the test see what the page asked of the camera.
  await context.addInitScript(() => {
    const requests: MediaStreamConstraints[] = [];
    (window as unknown as { cameraRequests: MediaStreamConstraints[] }).cameraRequests = requests;
    const media = navigator.mediaDevices;
    if (!media) return;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      if (constraints) requests.push(constraints);
      return original(constraints);
    };
  });
  page = await context.newPage();
  await signUpInBrowser(page, server.baseUrl, cook);
  token = await accessTokenOf(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pages?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the add recipe screen', () => {
  it('offers Camera, Photo, Text and URL, a text area with an example, and the tips card', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add' }).click();
    await page.waitForURL((current) => current.pathname === '/add-recipe');
    const tabs = page.getByRole('tablist', { name: 'How to add the recipe' });
    await tabs.getByRole('tab', { name: 'Text', selected: true }).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Camera',
      'Photo',
      'Text',
      'URL',
    ]);
    const text = page.getByLabel('Recipe text');
    expect(await text.getAttribute('placeholder')).toContain('Ingredients');
    const tips = page.getByRole('region', { name: 'Tips for Best Results' });
    for (const tip of [
      'Include quantities',
      'Clear steps',
      'Times and temperatures',
      'Serving size',
    ]) {
      await tips.getByText(tip).waitFor();
    }
    await screenshots(page, 'add-text');
  });

  it('asks for a recipe when the text is empty or blank', async () => {
    await page.goto(url('/add-recipe'));
    await page.getByRole('button', { name: 'Analyze Recipe' }).click();
    await page.getByText(recipeRequired).waitFor();
    await page.getByLabel('Recipe text').fill('   \n\t  ');
    expect(await page.getByText(recipeRequired).count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Recipe' }).click();
    await page.getByText(recipeRequired).waitFor();
    await screenshots(page, 'add-text-required');
  });

  it('keeps Fetch Recipe disabled while the address is blank, and checks what is typed', async () => {
    await page.goto(url('/add-recipe?method=url'));
    const field = page.getByLabel('Recipe website address');
    const fetchButton = page.getByRole('button', { name: 'Fetch Recipe' });
    expect(await field.getAttribute('placeholder')).toBe('https://www.example.com/lasagna');
    expect(await fetchButton.isDisabled()).toBe(true);
    await screenshots(page, 'add-url');

    await field.fill('   ');
    expect(await fetchButton.isDisabled()).toBe(true);
    await field.press('Enter');
    await page.getByText(urlRequired).waitFor();
    await screenshots(page, 'add-url-required');

    await field.fill('grandmas lasagna');
    expect(await fetchButton.isDisabled()).toBe(false);
    await fetchButton.click();
    await page.getByText(invalidUrl).waitFor();
    await field.fill('www.example.com/lasagna');
    await field.press('Enter');
    await page.getByText(invalidUrl).waitFor();
    await screenshots(page, 'add-url-invalid');
  });
});

describe('adding by text', () => {
  it('analyzes a pasted recipe with progress, says Recipe Added! and opens it', async () => {
    // Home first, so its recent recipes are cached: the new recipe must still show there.
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Ready to Start Cooking?' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add' }).click();
    await page.getByLabel('Recipe text').fill(pastedRecipe);
    await recordScreen();
    await page.getByRole('button', { name: 'Analyze Recipe' }).click();

    const id = await recipeIdFromAddress();
    await page.getByText('Recipe Added!').first().waitFor();
    const seen = await recorded();
    expect(seen.hasProgressBar).toBe(true);
    expect(seen.buttons).toContain(analyzingLabel);
    expect(seen.hasEnabledButtonWhilePending).toBe(false);
    // The bar follows the server's steps (subscription), not only the first local message.
    expect(
      seen.statuses.some((status) => /Computing nutrition|Drawing a picture|Saved/.test(status)),
    ).toBe(true);

    const recipe = await recipeOf(id);
    expect(recipe?.name).toBe('Easy Banana Bread');
    expect(recipe?.ingredients).toHaveLength(8);
    expect(recipe?.instructions).toHaveLength(5);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page
      .getByRole('region', { name: 'Recent Recipes' })
      .getByRole('link', { name: 'Easy Banana Bread' })
      .waitFor();
  });

  it('shows the pending state: labels, disabled buttons and the progress bar', async () => {
    await page.goto(url('/add-recipe'));
    // Holds the request until the pending screen has been looked at.
    const held = await holdRequests(page, '**/graphql', isOperation('StartRecipeImportMutation'));
    try {
      await page.getByLabel('Recipe text').fill(secondPastedRecipe);
      await page.getByRole('button', { name: 'Analyze Recipe' }).click();
      const pending = page.getByRole('button', { name: analyzingLabel });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      for (const tab of await page.getByRole('tab').all()) {
        expect(await tab.isDisabled()).toBe(true);
      }
      await page.getByRole('progressbar', { name: 'Adding recipe' }).waitFor();
      await page.getByText('Reading the recipe…').waitFor();
      await screenshots(page, 'add-text-pending', { settle: false });
      held.release();
      const id = await recipeIdFromAddress();
      expect((await recipeOf(id))?.name).toBe('Chickpea & Spinach Curry (Vegan)');
    } finally {
      held.release();
      await held.stop();
    }
  });
});

describe('adding by URL', () => {
  let importedId = 0;

  it('fetches a recipe page, showing Fetching... and the steps, and opens the recipe', async () => {
    await page.goto(url('/add-recipe?method=url'));
    await page.getByLabel('Recipe website address').fill(recipePages().pageUrl('budgetbytes_1'));
    await recordScreen();
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    importedId = await recipeIdFromAddress();
    await page.getByText('Recipe Added!').first().waitFor();
    const seen = await recorded();
    expect(seen.buttons).toContain('Fetching...');
    expect(seen.hasProgressBar).toBe(true);
    expect(seen.hasEnabledButtonWhilePending).toBe(false);
    expect((await recipeOf(importedId))?.name).toBe(expectedRecipeName('budgetbytes_1'));
  });

  it('says the page was imported before and opens that recipe again', async () => {
    await page.goto(url('/add-recipe?method=url'));
    await page.getByLabel('Recipe website address').fill(recipePages().pageUrl('budgetbytes_1'));
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    expect(await recipeIdFromAddress()).toBe(importedId);
    await page.getByText('Already in Your Recipes').first().waitFor();
  });

  it("shows 'Oops! That didn't work' with the server's message for a page with no recipe", async () => {
    await page.goto(url('/add-recipe?method=url'));
    const field = page.getByLabel('Recipe website address');
    await field.fill(recipePages().articleUrl);
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "Oops! That didn't work" });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(/couldn.t find a recipe/i);
    expect(await field.inputValue()).toBe(recipePages().articleUrl);
    expect(new URL(page.url()).pathname).toBe('/add-recipe');
    await screenshots(page, 'add-url-failed');
  });
});

describe('adding by photo', () => {
  it('refuses a file that is not an image, without sending it', async () => {
    await page.goto(url('/add-recipe?method=photo'));
    await screenshots(page, 'add-photo');
    const sent: string[] = [];
    const listener = (request: Request) => {
      if (isAnalyzeRequest('StartRecipeImportMutation')(request)) sent.push(request.url());
    };
    page.on('request', listener);
    expect(await page.getByLabel('Recipe photo file').getAttribute('accept')).toBe('image/*');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a Photo' }).click();
    await (await chooser).setFiles(photos.text);
    await page
      .getByText(
        'Not a Photo: Please choose an image file, such as a JPEG or PNG photo of the recipe.',
      )
      .waitFor();
    await page.waitForTimeout(500);
    page.off('request', listener);
    expect(sent).toEqual([]);
    await screenshots(page, 'add-photo-refused');
  });

  it('sends a 12 MP photo at once, downscaled to a 2000 px JPEG, and adds its recipe', async () => {
    await page.goto(url('/add-recipe?method=photo'));
    const request = page.waitForRequest(isAnalyzeRequest('StartRecipeImportMutation'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a Photo' }).click();
    await (await chooser).setFiles(photos.large);
    await page.getByRole('button', { name: analyzingLabel }).waitFor();
    await page.getByRole('progressbar', { name: 'Adding recipe' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/add-photo-pending-phone.png`, fullPage: true });

    const body = JSON.parse((await request).postData() ?? '{}') as {
      variables: { images: string[]; importId: string };
    };
    expect(body.variables.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.variables.images).toHaveLength(1);
    const image = body.variables.images[0] ?? '';
    expect(image.startsWith('data:image/jpeg;base64,')).toBe(true);
    const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(jpegSize(bytes)).toEqual({ width: 1500, height: 2000 });
    expect(bytes.length).toBeLessThan(readFileSync(photos.large).length);

    const id = await recipeIdFromAddress();
    await page.getByText('Recipe Added!').first().waitFor();
    const recipe = await recipeOf(id);
    expect(recipe?.name).toBe(photoRecipeTitle);
    expect(recipe?.ingredients.join('\n')).toMatch(/blueberries/i);
  });
});

// Each reads pictures with the real OCR on a shared 2-core machine: allow for a busy one.
describe('adding real pictures by photo', { timeout: 180_000 }, () => {
  /** Chooses `files` on the photo tab and waits for the recipe they add; returns it. */
  async function addByPhoto(files: string[], shoot?: string) {
    await page.goto(url('/add-recipe?method=photo'));
    // Waited for before the file chooser is: a busy machine can be slow to show the add screen,
    // and if it never comes the failure says what the page showed instead.
    const choose = page.getByRole('button', { name: 'Choose a Photo' });
    await choose.waitFor({ timeout: 120_000 }).catch(async (error: Error) => {
      const shown = await page
        .locator('main')
        .textContent()
        .catch(() => '(not readable)');
      throw new Error(
        `${error.message}\nat ${page.url()} the page showed: ${shown?.slice(0, 500)}`,
      );
    });
    const chooser = page.waitForEvent('filechooser');
    await choose.click();
    await (await chooser).setFiles(files);
    await page.getByRole('progressbar', { name: 'Adding recipe' }).waitFor();
    if (shoot) {
      await page.screenshot({ path: `${screenshotDir}/${shoot}.png`, fullPage: true });
    }
    const id = await recipeIdFromAddress(120_000);
    await page.getByText('Recipe Added!').first().waitFor();
    const recipe = await recipeOf(id);
    if (!recipe) throw new Error(`recipe ${id} not found`);
    return recipe;
  }

  it('adds the recipe of a phone screenshot that shows the status bar', async () => {
    const recipe = await addByPhoto([renderScreenshot(workDir)]);
    expect(recipe.name).toBe(screenshotRecipe.name);
    expect(recipe.ingredients).toEqual(screenshotRecipe.ingredients);
    expect(recipe.instructions).toEqual(screenshotRecipe.steps);
  });

  it('adds the recipe of a card photographed 5° askew', async () => {
    const recipe = await addByPhoto([renderTiltedPhoto(workDir, 5)]);
    expect(recipe.name).toBe(tiltedRecipe.name);
    expect(recipe.ingredients).toEqual(tiltedRecipe.ingredients);
    expect(recipe.instructions).toEqual(tiltedRecipe.steps);
  });

  it('adds one recipe from two photos, page 1 then page 2, showing both while it reads', async () => {
    await page.setViewportSize(viewports.desktop);
    try {
      const recipe = await addByPhoto(
        renderTwoPages(workDir),
        'add-photo-two-pages-pending-desktop',
      );
      expect(recipe.name).toBe(twoPageRecipe.name);
      expect(recipe.ingredients).toEqual(twoPageRecipe.ingredients);
      expect(recipe.instructions).toEqual(twoPageRecipe.steps);
    } finally {
      await page.setViewportSize(viewports.phone);
    }
    // The same on a phone, held at the reading step so the progress can be looked at.
    await page.goto(url('/add-recipe?method=photo'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a Photo' }).click();
    await (await chooser).setFiles(renderTwoPages(workDir));
    await page.getByRole('list', { name: 'Chosen photos' }).waitFor();
    await page.getByRole('progressbar', { name: 'Adding recipe' }).waitFor();
    expect(await page.getByRole('img', { name: /^Page \d of the recipe$/ }).count()).toBe(2);
    await page.screenshot({
      path: `${screenshotDir}/add-photo-two-pages-pending-phone.png`,
      fullPage: true,
    });
    await recipeIdFromAddress(120_000);
  });

  it('keeps the umlauts of a German recipe card', async () => {
    const recipe = await addByPhoto([renderGermanCard(workDir)]);
    expect(recipe.name).toBe(germanRecipe.name);
    expect(recipe.ingredients).toContain('200 g geriebener Bergkäse');
    expect(recipe.instructions.join(' ')).toContain('Spätzle');
  });
});

describe('adding by camera', () => {
  it('shows the rear camera live, captures a JPEG and sends it at once', {
    timeout: 180_000,
  }, async () => {
    await page.goto(url('/add-recipe?method=camera'));
    const capture = page.getByRole('button', { name: 'Capture & Analyze' });
    // Polled rather than per animation frame, and as long as the test may take: a busy machine
    // can be slow to start Chromium's test camera, and a failure says how far it got.
    await page
      .waitForFunction(
        () => {
          const video = document.querySelector('video');
          return video !== null && video.videoWidth > 0 && !video.paused;
        },
        undefined,
        { polling: 200, timeout: 100_000 },
      )
      .catch(async (error: Error) => {
        const state = await page
          .evaluate(() => {
            const video = document.querySelector('video');
            return {
              requests: (window as unknown as { cameraRequests: unknown[] }).cameraRequests.length,
              video: video && {
                hasStream: video.srcObject !== null,
                width: video.videoWidth,
                paused: video.paused,
                readyState: video.readyState,
              },
              text: document.querySelector('main')?.textContent?.slice(0, 300),
            };
          })
          .catch((cause: unknown) => `not readable: ${String(cause)}`);
        throw new Error(`${error.message}\ncamera state: ${JSON.stringify(state)}`);
      });
    await capture.waitFor();
    expect(await capture.isEnabled()).toBe(true);
    const constraints = await page.evaluate(
      () => (window as unknown as { cameraRequests: MediaStreamConstraints[] }).cameraRequests,
    );
    expect(constraints[0]?.video).toMatchObject({ facingMode: 'environment' });
    await screenshots(page, 'add-camera', { settle: false });

    const request = page.waitForRequest(isAnalyzeRequest('StartRecipeImportMutation'));
    await capture.click();
    const body = JSON.parse((await request).postData() ?? '{}') as {
      variables: { images: string[] };
    };
    const image = body.variables.images[0] ?? '';
    expect(image.startsWith('data:image/jpeg;base64,')).toBe(true);
    const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(Math.max(...Object.values(jpegSize(bytes)))).toBeLessThanOrEqual(2000);
    // Once a frame is taken the camera is off: the still is what gets analyzed.
    expect(
      await page.evaluate(() => document.querySelector('video')?.srcObject ?? null),
    ).toBeNull();

    // The test pattern holds no recipe: the server's message (or, if it read one, the recipe).
    const failed = page.getByRole('alert').filter({ hasText: "Oops! That didn't work" });
    await Promise.race([
      failed.waitFor({ timeout: 30_000 }),
      page.waitForURL((current) => /^\/recipe\/\d+$/.test(current.pathname), { timeout: 30_000 }),
    ]);
    if (new URL(page.url()).pathname === '/add-recipe') {
      expect(await failed.textContent()).not.toContain('Something went wrong');
      // After a failed capture the live view comes back for a retake.
      await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      await screenshots(page, 'add-camera-failed', { settle: false });
    }
  });

  it('stops the camera when leaving the tab or the screen', async () => {
    await page.goto(url('/add-recipe?method=camera'));
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await page.evaluate(() => {
      const stream = document.querySelector('video')?.srcObject as MediaStream;
      (window as unknown as { tracks: MediaStreamTrack[] }).tracks = stream.getTracks();
    });
    await openMethod('Text');
    const states = await page.evaluate(() =>
      (window as unknown as { tracks: MediaStreamTrack[] }).tracks.map((track) => track.readyState),
    );
    expect(states).toEqual(['ended']);

    // And when leaving the screen.
    await openMethod('Camera');
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await page.evaluate(() => {
      const stream = document.querySelector('video')?.srcObject as MediaStream;
      (window as unknown as { tracks: MediaStreamTrack[] }).tracks = stream.getTracks();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    const afterLeaving = await page.evaluate(() =>
      (window as unknown as { tracks: MediaStreamTrack[] }).tracks.map((track) => track.readyState),
    );
    expect(afterLeaving).toEqual(['ended']);
  });

  it('says Camera Error when the camera may not be used', async () => {
    if (!browser || !server) throw new Error('not started');
    const refused = await browser.newContext({ viewport: viewports.phone });
    await keepOffline(refused);
    const other = await refused.newPage();
    try {
      await signUpInBrowser(other, server.baseUrl, newUser('Ida', 'Noble'));
      await other.goto(url('/add-recipe?method=camera'));
      const alert = other.getByRole('alert').filter({ hasText: 'Camera Error' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        'Unable to access camera. Please check permissions.',
      );
      await other.getByRole('button', { name: 'Upload a Photo Instead' }).click();
      await other.getByRole('button', { name: 'Choose a Photo' }).waitFor();
      await other.getByRole('tab', { name: 'Camera' }).click();
      await alert.waitFor();
      for (const [label, size] of Object.entries(viewports)) {
        await other.setViewportSize(size);
        await other.waitForTimeout(300);
        await other.screenshot({
          path: `${screenshotDir}/add-camera-error-${label}.png`,
          fullPage: true,
        });
      }
    } finally {
      await refused.close();
    }
  });
});

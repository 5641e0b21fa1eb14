import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { createRecipes, newUser, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshotDir, screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let chiliId: number;

const chili = {
  name: 'Weeknight Chili',
  servings: 4,
  ingredients: [
    '1 tbsp olive oil',
    '1 onion, diced',
    '2 cloves garlic, minced',
    '500 g ground beef',
    '1 (400 g) can kidney beans',
    '1 tsp cumin',
    'Salt to taste',
  ],
  instructions: [
    'Heat the oil in a large pot over medium heat. Cook the onion and garlic until soft.',
    'Add the beef and brown it, breaking it up, for 5–7 minutes.',
    'Stir in the beans and cumin, then simmer for 20 minutes.',
    'Meanwhile bake the cornbread at 400°F for 25–30 minutes in a 9x13-inch pan.',
    'Season with salt and serve.',
  ],
};

/**
 * Browser APIs a headless test cannot observe directly, recorded instead: the screen wake lock,
 * notifications (granted), the alarm's oscillators, speech recognition (driven from the test)
 * and speech synthesis (what was said).
 */
function recordBrowserApis() {
  const record = window as unknown as Record<string, unknown[]>;
  record.__wakeLock = [];
  record.__notifications = [];
  record.__oscillators = [];
  record.__spoken = [];
  const wakeLock = {
    request: async (type: string) => {
      record.__wakeLock?.push(`request ${type}`);
      const sentinel = Object.assign(new EventTarget(), {
        type,
        released: false,
        release: async () => {
          sentinel.released = true;
          record.__wakeLock?.push('release');
        },
      });
      return sentinel;
    },
  };
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get: () => wakeLock,
  });

  class RecordedNotification {
    static permission = 'granted';
    static requestPermission = async () => 'granted';
    constructor(title: string, options?: { body?: string }) {
      record.__notifications?.push({ title, body: options?.body });
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: RecordedNotification,
  });

  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function recordedOscillator(this: AudioContext) {
    record.__oscillators?.push(this.currentTime);
    return createOscillator.call(this);
  };

  class ScriptedRecognition {
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    lang = '';
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { __recognition: unknown }).__recognition = this;
    }
    stop() {}
    abort() {}
    hear(transcript: string) {
      const result = Object.assign([{ transcript }], { isFinal: true });
      this.onresult?.({ resultIndex: 0, results: [result] });
    }
  }
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      value: ScriptedRecognition,
    });
  }
  speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    record.__spoken?.push(utterance.text);
    utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
  };
}

async function recorded<T>(name: string): Promise<T[]> {
  return page.evaluate((key) => (window as unknown as Record<string, T[]>)[key] ?? [], name);
}

/** Cook mode's view, at both sizes, as the cook sees it (the dialog fills the screen). */
async function shots(name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(screenshotDir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(viewports.phone);
}

const dialog = () => page.getByRole('dialog', { name: `Cook mode: ${chili.name}` });
const stepHeading = () => dialog().getByRole('heading', { level: 2, name: /^Step \d of 5$/ });
const tray = () => dialog().getByRole('region', { name: 'Timers' });

async function expectStep(number: number): Promise<void> {
  await dialog()
    .getByRole('heading', { level: 2, name: `Step ${number} of 5` })
    .waitFor();
}

async function openCookMode(): Promise<void> {
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await dialog().waitFor();
  await expectStep(1);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const session = await signedInPage(browser, server.baseUrl, newUser('Nigella', 'Lawson'));
  context = session.context;
  page = session.page;
  [chiliId] = (await createRecipes(server.baseUrl, session.token, [chili])) as [number];
  await context.addInitScript(recordBrowserApis);
  // The page's clock is ours from its first script: timers end when the test says so.
  await page.clock.install();
  await page.goto(`${server.baseUrl}/recipe/${chiliId}`);
  await page.getByRole('heading', { level: 1, name: chili.name }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cook mode', () => {
  it('opens full screen on the first step and keeps the screen awake', async () => {
    await screenshots(page, 'cook-mode-entry');
    await openCookMode();
    expect(await stepHeading().evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    const box = await dialog().boundingBox();
    expect(box).toEqual({ x: 0, y: 0, ...viewports.phone });
    await page.waitForFunction(
      () => (window as unknown as { __wakeLock: string[] }).__wakeLock.length > 0,
    );
    expect(await recorded<string>('__wakeLock')).toEqual(['request screen']);
    await dialog().getByText('The screen stays on while you cook.').waitFor();
    const forStep = dialog().getByRole('region', { name: 'For this step' });
    const used = await forStep.getByRole('listitem').allTextContents();
    expect(used.slice(0, 3)).toEqual([
      '1 tbsp olive oil',
      '1 onion, diced',
      '2 cloves garlic, minced',
    ]);
  });

  it('moves between steps with the buttons and the keyboard, and Escape leaves', async () => {
    const next = dialog().getByRole('button', { name: 'Next' });
    const previous = dialog().getByRole('button', { name: 'Previous' });
    for (const button of [next, previous]) {
      const size = await button.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(48);
    }
    await next.click();
    await expectStep(2);
    await page.getByRole('status').filter({ hasText: 'Step 2 of 5. Add the beef' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expectStep(3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(2);
    await previous.click();
    await expectStep(1);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    const opener = page.getByRole('button', { name: 'Cook mode' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await recorded<string>('__wakeLock')).toEqual(['request screen', 'release']);
  });

  it('has no serious accessibility findings', async () => {
    await openCookMode();
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expectStep(2);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('starts a detected timer that keeps running across steps and alerts when it ends', async () => {
    await page.keyboard.press('ArrowRight');
    await expectStep(3);
    await dialog().getByText('20 minutes', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Start timer: 20 min' }).click();
    const clock = tray().getByRole('timer');
    await clock.filter({ hasText: /^(20:00|19:59)$/ }).waitFor();

    // The step after has a 25–30 minute range and two numbers that are not durations.
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expectStep(4);
    const timers = await dialog().getByRole('list', { name: 'Timers in this step' }).textContent();
    expect(timers).toContain('25–30 min');
    expect(timers).toContain('Set for 25 min, the lower end: check then.');
    expect(
      await dialog()
        .getByRole('button', { name: /^Start timer: / })
        .count(),
    ).toBe(1);
    await expect(clock.textContent()).resolves.toMatch(/^(20:00|19:5\d)$/);

    await page.clock.fastForward('05:00');
    await clock.filter({ hasText: /^1[45]:\d\d$/ }).waitFor();
    await shots('cook-mode-timer-running');

    await page.clock.fastForward('14:50');
    await clock.filter({ hasText: /^0:(0\d|1\d)$/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.fastForward('00:15');
    const alert = dialog().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Time’s up!Simmer for 20 minutes (step 3)');
    expect(await recorded('__notifications')).toEqual([
      { title: 'Timer done', body: 'Simmer for 20 minutes' },
    ]);
    expect((await recorded('__oscillators')).length).toBeGreaterThan(0);
    await shots('cook-mode-alert');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('runs two timers at once, each ending at its own time', async () => {
    await expectStep(4);
    await dialog().getByRole('button', { name: 'Start timer: 25–30 min' }).click();
    await dialog().getByRole('button', { name: 'Previous' }).click();
    await dialog().getByRole('button', { name: 'Previous' }).click();
    await expectStep(2);
    await dialog().getByRole('button', { name: 'Start timer: 5–7 min' }).click();
    const clocks = tray().getByRole('timer');
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Timers"] [role="timer"]').length === 2,
    );
    expect(await tray().getByRole('listitem').count()).toBe(2);
    await shots('cook-mode-two-timers');

    await page.clock.fastForward('05:01');
    await dialog().getByRole('alert').filter({ hasText: 'Add the beef and brown it' }).waitFor();
    // The bake goes on: one timer left, about 20 minutes to go.
    expect(await clocks.count()).toBe(1);
    await clocks.filter({ hasText: /^(19|20):\d\d$/ }).waitFor();
    await page.clock.fastForward('20:00');
    await dialog().getByRole('alert').filter({ hasText: 'bake the cornbread' }).waitFor();
    expect(await dialog().getByRole('alert').count()).toBe(2);
    const dismiss = dialog().getByRole('button', { name: 'Dismiss' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
  });

  it('follows spoken commands and answers aloud', async () => {
    await dialog().getByRole('button', { name: 'Voice commands' }).click();
    await dialog().getByRole('button', { name: 'Listening: tap to stop' }).waitFor();
    const hear = async (transcript: string) => {
      await page.evaluate(
        (words) =>
          (window as unknown as { __recognition: { hear(t: string): void } }).__recognition.hear(
            words,
          ),
        transcript,
      );
      // Past the moment after an answer when cook mode ignores what it hears (its own voice).
      await page.clock.fastForward(2000);
    };
    await hear('okay next step please');
    await expectStep(3);
    await hear('start the timer');
    await tray().getByRole('timer').waitFor();
    await hear('how much time is left');
    const spoken = await recorded<string>('__spoken');
    expect(spoken[0]).toBe('Step 3 of 5. Stir in the beans and cumin, then simmer for 20 minutes.');
    expect(spoken[1]).toBe('Timer started: 20 min.');
    expect(spoken[2]).toMatch(/^Simmer for 20 minutes: 19 minutes 5\d seconds left\.$/);
    await hear('go back');
    await expectStep(2);
    await hear('read it again');
    expect((await recorded<string>('__spoken')).at(-1)).toBe(
      'Step 2 of 5. Add the beef and brown it, breaking it up, for 5–7 minutes.',
    );
  });

  it('lets the running timers go with cook mode', async () => {
    await dialog().getByRole('button', { name: 'Exit cook mode' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.clock.fastForward('30:00');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await recorded('__notifications')).length).toBe(3);
    expect((await recorded<string>('__wakeLock')).at(-1)).toBe('release');
  });
});

describe('cook mode without speech recognition', () => {
  it('disables the voice button and says why', async () => {
    const plain = await browser?.newContext({
      viewport: viewports.phone,
      storageState: await context.storageState(),
    });
    if (!plain || !server) throw new Error('no browser');
    await plain.addInitScript(() => {
      Reflect.deleteProperty(window, 'webkitSpeechRecognition');
      Reflect.deleteProperty(window, 'SpeechRecognition');
    });
    const other = await plain.newPage();
    await other.goto(`${server.baseUrl}/recipe/${chiliId}`);
    await other.getByRole('button', { name: 'Cook mode' }).click();
    const voice = other.getByRole('button', { name: 'Voice commands' });
    await voice.waitFor();
    expect(await voice.isDisabled()).toBe(true);
    await other
      .getByText(
        'This browser has no speech recognition. Use the buttons or the arrow keys instead.',
      )
      .waitFor();
    await plain.close();
  });
});

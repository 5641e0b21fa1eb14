import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { graphqlAs, newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

// Offline voice end to end: a server with no AI key (the session endpoint answers 409 with the
// offline fallback), a browser whose speech recognition and synthesis are scripted by the test.
// What the cook "says" goes through the browser's recogniser into the chat as a typed message
// would; the local assistant answers and acts; the answer is read aloud by speechSynthesis.

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;

/** Runs in the page before its scripts: a recogniser the test speaks through, a recorded voice. */
function scriptSpeech() {
  const record = window as unknown as {
    __spoken: string[];
    __recognition: ScriptedRecognition | null;
  };
  record.__spoken = [];
  record.__recognition = null;
  class ScriptedRecognition {
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    lang = '';
    isListening = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      this.isListening = true;
      record.__recognition = this;
    }
    stop() {
      this.abort();
    }
    abort() {
      this.isListening = false;
    }
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
    record.__spoken.push(utterance.text);
    utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
  };
}

function chat(target: Page = page): Locator {
  return target.getByRole('dialog', { name: 'Cooking assistant' });
}

function voiceStatus(text: string, target: Page = page): Locator {
  return chat(target).getByRole('status').filter({ hasText: text });
}

async function openChat(target: Page = page): Promise<void> {
  await target.getByRole('button', { name: 'Open the cooking assistant' }).click();
  await chat(target).getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
}

async function say(text: string): Promise<void> {
  await page.evaluate((phrase) => {
    const recognition = (window as unknown as { __recognition: { hear(t: string): void } | null })
      .__recognition;
    if (!recognition) throw new Error('nothing is listening');
    recognition.hear(phrase);
  }, text);
}

async function spoken(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
}

async function userMessages(): Promise<string[]> {
  return chat()
    .locator('article[aria-label="You said"] [data-message-role]')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
}

async function shoppingItemNames(): Promise<string[]> {
  const data = await graphqlAs<{ shoppingList: { name: string }[] }>(
    server?.baseUrl ?? '',
    token,
    '{ shoppingList { name } }',
  );
  return data.shoppingList.map((item) => item.name);
}

/** axe once every finite animation (a toast sliding in) has ended: colours are then final. */
async function axeFindingsWhenStill(target: Page = page) {
  await target.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  return seriousAxeFindings(target);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const signedIn = await signedInPage(browser, server.baseUrl, newUser('Edna', 'Lewis'), {
    isOffline: true,
  });
  ({ page, context, token } = signedIn);
  await context.addInitScript(scriptSpeech);
  await page.goto(`${server.baseUrl}/`);
  await openChat();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('offline voice, with no AI key on the server', () => {
  it('listens with the browser when the server has no realtime model', async () => {
    await voiceStatus('Ready to help').waitFor();
    await chat().getByRole('button', { name: 'Start voice chat' }).click();
    await voiceStatus('Voice chat live').waitFor();
    await voiceStatus('Offline voice').waitFor();
    await page.waitForFunction(
      () =>
        (window as unknown as { __recognition: { isListening: boolean } | null }).__recognition
          ?.isListening === true,
    );
    expect(await axeFindingsWhenStill()).toEqual([]);
    await screenshots(page, 'voice-offline-live');
  });

  it('sends a spoken phrase as a message; the offline assistant answers, acts, and is heard', async () => {
    await say('add milk to my shopping list');
    const answer = chat()
      .locator('article[aria-label="The assistant said"]')
      .filter({ has: page.getByRole('region', { name: 'Added to your shopping list' }) })
      .and(page.locator('[aria-busy="false"]'));
    await answer.waitFor();
    expect(await userMessages()).toEqual(['add milk to my shopping list']);
    expect(await toastShown(page, '1 item(s) added to your shopping list.')).toBe('default');
    expect(await shoppingItemNames()).toContain('milk');
    const said = (await answer.locator('[data-message-role]').textContent())?.trim();
    await page.waitForFunction((text) => {
      const record = window as unknown as { __spoken: string[] };
      return record.__spoken.includes(text);
    }, said ?? '');
    expect(await spoken()).toEqual([said]);
  });

  it('skips blanks and a repeat of the last message', async () => {
    await say('   ');
    await say('add milk to my shopping list');
    await say('What can you do?');
    await chat().locator('article[aria-label="You said"]').nth(1).waitFor();
    await chat()
      .locator('article[aria-label="The assistant said"]')
      .last()
      .and(page.locator('[aria-busy="false"]'))
      .waitFor();
    expect(await userMessages()).toEqual(['add milk to my shopping list', 'What can you do?']);
    expect(await shoppingItemNames()).toEqual(['milk']);
  });

  it('stops listening when the cook presses stop', async () => {
    await chat().getByRole('button', { name: 'Stop voice chat' }).click();
    await voiceStatus('Ready to help').waitFor();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __recognition: { isListening: boolean } }).__recognition
            .isListening,
      ),
    ).toBe(false);
  });
});

describe('a browser that can neither hear nor speak', () => {
  it('explains why beside the voice button, instead of failing', async () => {
    if (!browser || !server) throw new Error('no browser');
    const plain = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await plain.addInitScript(() => {
      for (const name of [
        'SpeechRecognition',
        'webkitSpeechRecognition',
        'speechSynthesis',
        'SpeechSynthesisUtterance',
      ]) {
        Reflect.deleteProperty(window, name);
        Reflect.deleteProperty(Window.prototype, name);
      }
    });
    // The same cook, signed in on this browser too.
    const session = await page.evaluate(() => ({ ...localStorage }));
    await plain.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, session);
    const other = await plain.newPage();
    await other.goto(`${server.baseUrl}/`);
    await openChat(other);
    await chat(other).getByRole('button', { name: 'Start voice chat' }).click();
    const reason =
      'Voice chat needs speech recognition and speech synthesis, and this browser has neither. Type your message instead.';
    await voiceStatus(reason, other).waitFor();
    const button = chat(other).getByRole('button', { name: 'Start voice chat' });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('title')).toBe(reason);
    // Pressed again, it stays put; no error was shown. (aria-disabled: Playwright would wait.)
    await button.click({ force: true });
    await voiceStatus(reason, other).waitFor();
    expect(await other.getByText('Voice Chat Error').count()).toBe(0);
    expect(await axeFindingsWhenStill(other)).toEqual([]);
    await screenshots(other, 'voice-unsupported');
    await plain.close();
  });
});

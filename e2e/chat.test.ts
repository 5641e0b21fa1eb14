import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { createRecipes, newUser, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshotDir, screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;
let pancakesId: number;

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

function chat(on: Page = page): Locator {
  return on.getByRole('dialog', { name: 'Cooking assistant' });
}

async function openChat(on: Page = page): Promise<void> {
  await on.getByRole('button', { name: 'Open the cooking assistant' }).click();
  await chat(on).getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
}

/** Sends a message and waits for the whole answer; answers its text. */
async function ask(message: string, on: Page = page): Promise<string> {
  const window = chat(on);
  const answers = window.locator('article[aria-label="The assistant said"]');
  const before = await answers.count();
  const box = window.getByRole('textbox', { name: 'Message the cooking assistant' });
  await box.fill(message);
  await box.press('Enter');
  const answer = answers.nth(before);
  await answer.and(on.locator('[aria-busy="false"]')).waitFor();
  return (await answer.locator('[data-message-role]').textContent()) ?? '';
}

async function storedMessages(): Promise<{ role: string; content: string }[]> {
  const stored = await page.evaluate(() => localStorage.getItem('ai-cooking-chat'));
  return stored
    ? (JSON.parse(stored) as { messages: { role: string; content: string }[] }).messages
    : [];
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const signedIn = await signedInPage(browser, server.baseUrl, newUser('Julia', 'Child'));
  ({ page } = signedIn);
  // A recogniser that listens and hears nothing: offline voice is tested in voice-offline.test.ts.
  await signedIn.context.addInitScript(() => {
    class SilentRecognition {
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      lang = '';
      onresult = null;
      onerror = null;
      onend = null;
      start() {}
      stop() {}
      abort() {}
    }
    // Both names: Chromium has its own unprefixed recogniser, which fails without a network.
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { configurable: true, value: SilentRecognition });
    }
  });
  // The page was opened by the sign-up, before the script: load it again with the script.
  await page.reload();
  [, , pancakesId] = (await createRecipes(server.baseUrl, signedIn.token, [
    {
      name: 'Chicken Stir Fry',
      ingredients: ['2 chicken breasts, sliced', '1 red pepper', '2 tbsp soy sauce'],
      instructions: ['Fry the chicken for 8 minutes.', 'Add the pepper and soy sauce.'],
      prepTime: 20,
      servings: 2,
      tags: ['dinner'],
    },
    {
      name: 'Sunday Roast Chicken',
      ingredients: ['1 whole chicken', '4 potatoes'],
      instructions: ['Roast for 90 minutes.'],
      prepTime: 110,
      servings: 4,
      tags: ['dinner'],
    },
    {
      name: 'Pancakes',
      ingredients: ['200 g flour', '2 eggs', '300 ml milk', '2 tbsp sugar'],
      instructions: ['Whisk the flour, eggs, milk and sugar.', 'Fry for 2 minutes a side.'],
      prepTime: 15,
      servings: 4,
      tags: ['breakfast'],
    },
  ])) as [number, number, number];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the assistant on a phone, with no AI key', () => {
  it('opens full screen from the bubble with one greeting, and passes axe', async () => {
    await page.goto(url('/'));
    await openChat();
    const box = await chat().boundingBox();
    expect(box).toEqual({ x: 0, y: 0, ...viewports.phone });
    const messages = chat().locator('article');
    expect(await messages.count()).toBe(1);
    await expect(messages.first().textContent()).resolves.toMatch(/cooking assistant/);
    // The cursor is in the message box.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Message the cooking assistant',
    );
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'chat-greeting');
  });

  it("falls back to the browser's own voice with no AI key, and stays ready for text", async () => {
    const voiceStatus = (text: string) => chat().getByRole('status').filter({ hasText: text });
    await voiceStatus('Ready to help').waitFor();
    await chat().getByRole('button', { name: 'Start voice chat' }).click();
    await voiceStatus('Voice chat live').filter({ hasText: 'Offline voice' }).waitFor();
    await chat().getByRole('button', { name: 'Stop voice chat' }).click();
    await voiceStatus('Ready to help').waitFor();
    expect(await page.getByText('Voice Chat Error').count()).toBe(0);
  });

  it('suggests a 30-minute dinner with chicken from the collection', async () => {
    const answer = await ask('Suggest a 30-minute dinner with chicken');
    expect(answer).toContain('Chicken Stir Fry');
    expect(answer).not.toContain('Sunday Roast Chicken');
  });

  it('makes the open recipe keto friendly: the screen changes at once, and Undo puts it back', async () => {
    await page.goto(url(`/recipe/${pancakesId}`));
    const ingredients = page
      .getByRole('main')
      .getByRole('list')
      .filter({ hasText: 'eggs' })
      .first();
    await ingredients.getByText('2 tbsp sugar').waitFor();

    await openChat();
    // The conversation so far came along.
    await chat().getByText('Chicken Stir Fry').first().waitFor();
    await chat().getByText('About the recipe you have open').waitFor();
    await ask('Make this recipe keto friendly');
    expect(await toastShown(page, 'Recipe Updated!')).toBe('default');
    const card = chat().getByRole('region', { name: 'Changes to Pancakes' });
    await card
      .getByText(/almond flour/i)
      .first()
      .waitFor();
    await card.getByText('2 tbsp sugar').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'chat-recipe-diff');

    await chat().getByRole('button', { name: 'Minimize the chat' }).click();
    await ingredients
      .getByText(/almond flour/i)
      .first()
      .waitFor();
    expect(await ingredients.getByText('2 tbsp sugar').count()).toBe(0);

    await chat().getByRole('button', { name: 'Expand the chat' }).click();
    await card.getByRole('button', { name: 'Undo' }).click();
    await card.getByText('Undone:').waitFor();
    await chat().getByRole('button', { name: 'Minimize the chat' }).click();
    await ingredients.getByText('2 tbsp sugar').waitFor();
    expect(await ingredients.getByText(/almond flour/i).count()).toBe(0);
  });

  it('adds the ingredients to the shopping list, with a link to it', async () => {
    await chat().getByRole('button', { name: 'Expand the chat' }).click();
    await ask('Add ingredients to shopping list');
    const card = chat().getByRole('region', { name: 'Added to your shopping list' });
    const count = Number((await card.locator('p').first().textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(4);
    await toastShown(page, `${count} item(s) added to your shopping list.`);
    await card.getByRole('link', { name: 'Open the shopping list' }).click();
    await page.waitForURL((current) => current.pathname === '/shopping-list');
    // On a phone the window steps aside for the page the link opened.
    await chat().getByRole('button', { name: 'Expand the chat' }).waitFor();
    await page.getByTestId('shopping-item').filter({ hasText: 'flour' }).first().waitFor();
  });

  it('walks through the recipe one step per message', async () => {
    await page.goto(url(`/recipe/${pancakesId}`));
    await openChat();
    expect(await ask('Walk me through step-by-step')).toMatch(/Step 1 of 2/);
    expect(await ask('next')).toMatch(/Step 2 of 2/);
    expect(await ask('back')).toMatch(/Step 1 of 2/);
  });

  it('saves a recipe the conversation holds, with a link to it, and the recipe lists show it', async () => {
    await page.goto(url('/'));
    const recent = page.getByRole('region', { name: 'Recent Recipes' });
    await recent.getByRole('listitem').first().waitFor();
    // Asked on another remote's screen, with the recipes' lists already in the page's cache.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shopping' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await openChat();
    await ask(
      [
        'Tomato Soup',
        'Ingredients:',
        '6 tomatoes',
        '1 onion',
        '500 ml stock',
        'Steps:',
        'Soften the onion.',
        'Add the tomatoes and stock and simmer for 20 minutes.',
      ].join('\n'),
    );
    await ask('Save this recipe');
    await toastShown(page, 'Recipe Added!');
    // Home again without a reload: the recent recipes cached before now lead with the new one.
    await chat().getByRole('textbox', { name: 'Message the cooking assistant' }).press('Escape');
    await chat().waitFor({ state: 'detached' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await recent.getByRole('link', { name: /Tomato Soup/ }).waitFor();
    expect(await recent.getByRole('listitem').getByRole('heading').first().textContent()).toBe(
      'Tomato Soup',
    );
    await openChat();
    const card = chat().getByRole('region', { name: 'Recipe added' });
    await card.getByRole('link', { name: 'Tomato Soup' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tomato Soup' }).waitFor();
  });

  it('keeps the last messages in ai-cooking-chat, and Reset chat goes back to one greeting', async () => {
    const stored = await storedMessages();
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.at(-1)?.role).toBe('assistant');
    await chat().getByRole('button', { name: 'Expand the chat' }).click();
    await chat().getByRole('button', { name: 'Reset chat' }).click();
    await toastShown(page, 'Chat Reset');
    expect(await chat().locator('article').count()).toBe(1);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the bubble', async () => {
    await chat().getByRole('textbox', { name: 'Message the cooking assistant' }).press('Escape');
    await chat().waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Open the cooking assistant',
    );
  });
});

describe('the assistant on a desktop', () => {
  it('opens as a window in the corner, goes full screen on request, and streams its answer', async () => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(url('/'));
    await openChat();
    const box = await chat().boundingBox();
    expect(box?.width).toBeLessThan(500);
    await chat().getByRole('button', { name: 'Full screen' }).click();
    expect(await chat().boundingBox()).toEqual({ x: 0, y: 0, ...viewports.desktop });
    await chat().getByRole('button', { name: 'Leave full screen' }).click();
    expect(await ask('How many grams in a cup of flour?')).toMatch(/\d+\s*g/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'chat-window-desktop.png') });
    await page.setViewportSize(viewports.phone);
  });
});

describe('a provider that fails or dawdles', () => {
  let failing: RunningServer | undefined;
  let provider: Server | undefined;
  let signedIn: Awaited<ReturnType<typeof signedInPage>>;

  beforeAll(async () => {
    if (!browser) throw new Error('not started');
    // An OpenAI-compatible server that is down for maintenance, except that it starts a slow
    // answer to anything mentioning "slowly", then never finishes it.
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (body.includes('slowly')) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          const chunk = {
            id: 'chatcmpl-slow',
            object: 'chat.completion.chunk',
            created: 1_700_000_000,
            model: 'stand-in',
            choices: [
              {
                index: 0,
                delta: { role: 'assistant', content: 'Let me think' },
                finish_reason: null,
              },
            ],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
          return;
        }
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'The server is overloaded.', type: 'server_error' } }),
        );
      });
    });
    await new Promise<void>((resolve) => provider?.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    failing = await startServer({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` },
    });
    signedIn = await signedInPage(browser, failing.baseUrl, newUser('Marcella', 'Hazan'));
    await openChat(signedIn.page);
  });

  afterAll(async () => {
    await signedIn?.context.close();
    await failing?.stop();
    provider?.closeAllConnections();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it("says 'Chat Error', keeps the question, and asks it again on Try again", async () => {
    const window = chat(signedIn.page);
    const box = window.getByRole('textbox', { name: 'Message the cooking assistant' });
    await box.fill('What can I cook tonight?');
    await box.press('Enter');
    expect(
      await toastShown(signedIn.page, 'Chat Error', 'Failed to get response. Please try again.'),
    ).toBe('destructive');
    await window.getByText('What can I cook tonight?').waitFor();
    await screenshots(signedIn.page, 'chat-error');

    await window.getByRole('button', { name: 'Try again' }).click();
    // Asked again, not twice: one question, one (failed again) answer.
    await window.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await window.getByText('What can I cook tonight?').count()).toBe(1);
    expect(await window.locator('article').count()).toBe(3);
  });

  it('stops an answer on Stop, keeping what had come', async () => {
    const window = chat(signedIn.page);
    const box = window.getByRole('textbox', { name: 'Message the cooking assistant' });
    await box.fill('Tell me slowly about risotto');
    await box.press('Enter');
    await window.getByText('Let me think').waitFor();
    await window.getByRole('button', { name: 'Stop' }).click();
    await window.getByText('Stopped.').waitFor();
    await window.getByRole('button', { name: 'Send' }).waitFor();
    expect(await window.getByText('Let me think').count()).toBe(1);
  });
});

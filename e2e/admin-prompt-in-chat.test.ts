import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../api/test/openai-stand-in.ts';
import { newUser, signedInPage, signUpAdmin } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

/*
 * The Chatbot Prompts tab's promise, "changes apply to new conversations", checked where it
 * matters: in the system prompt the api sends to the AI provider (an OpenAI stand-in on
 * loopback that records every request).
 */

let provider: Awaited<ReturnType<typeof startOpenAiStandIn>> | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;
let dataDir: string;
let adminPage: Page;
let cookPage: Page;

const admin = newUser('Ada', 'Admin');
const cook = newUser('Claudia', 'Roden');

function chat(on: Page): Locator {
  return on.getByRole('dialog', { name: 'Cooking assistant' });
}

/** Sends a message and waits for the whole answer. */
async function ask(on: Page, message: string): Promise<void> {
  const answers = chat(on).locator('article[aria-label="The assistant said"]');
  const before = await answers.count();
  const box = chat(on).getByRole('textbox', { name: 'Message the cooking assistant' });
  await box.fill(message);
  await box.press('Enter');
  await answers.nth(before).and(on.locator('[aria-busy="false"]')).waitFor();
}

/** The system message of the streamed chat request that carried `message`. */
function systemPromptSentWith(message: string): string {
  const request = provider?.requests.find(
    (recorded) =>
      recorded.path === '/v1/chat/completions' &&
      recorded.body?.stream &&
      JSON.stringify(recorded.body.messages).includes(message),
  );
  if (!request) throw new Error(`no chat request carried "${message}"`);
  const system = (request.body.messages as { role: string; content: string }[]).find(
    (entry) => entry.role === 'system',
  );
  if (!system) throw new Error('the chat request had no system message');
  return system.content;
}

beforeAll(async () => {
  provider = await startOpenAiStandIn();
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-admin-prompt-'));
  server = await startServer({
    env: {
      ADMIN_EMAILS: admin.email,
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: provider.baseUrl,
    },
  });
  browser = await launchBrowser();
  adminPage = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signUpAdmin(adminPage, server.baseUrl, dataDir, admin);
  ({ page: cookPage } = await signedInPage(browser, server.baseUrl, cook));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a saved chatbot prompt', () => {
  it('reaches the provider in the next new conversation, not in one already going', async () => {
    if (!server) throw new Error('server not started');
    // A conversation begun before the change.
    await cookPage.getByRole('button', { name: 'Open the cooking assistant' }).click();
    // The greeting first, so that the answer awaited below is the new one.
    await chat(cookPage).locator('article[aria-label="The assistant said"]').first().waitFor();
    await ask(cookPage, 'What goes well with lamb?');
    const before = systemPromptSentWith('What goes well with lamb?');

    const prompt = `You are Mise's assistant for Middle Eastern cooking. Mention a spice. (${Date.now()})`;
    await adminPage.goto(`${server.baseUrl}/admin?tab=prompts`);
    const editor = adminPage.getByRole('textbox', { name: 'Main Chat prompt' });
    await editor.fill(prompt);
    await adminPage.getByRole('button', { name: 'Save Changes' }).first().click();
    expect(await toastShown(adminPage, 'Prompt Updated!')).not.toBe('destructive');
    expect(before).not.toContain(prompt);

    // The conversation already going keeps the prompts it began with.
    await ask(cookPage, 'And with chicken?');
    expect(systemPromptSentWith('And with chicken?')).toBe(before);

    // Reset chat begins a new conversation: it is told the saved prompt, first.
    await chat(cookPage).getByRole('button', { name: 'Reset chat' }).click();
    await toastShown(cookPage, 'Chat Reset');
    await ask(cookPage, 'What goes well with aubergine?');
    const after = systemPromptSentWith('What goes well with aubergine?');
    expect(after.startsWith(prompt)).toBe(true);
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerTranscriptEvent,
  errorEvent,
  functionCallEvent,
  type RealtimeCall,
  type RealtimeProviderStandIn,
  responseEvent,
  speechCommittedEvent,
  standInApiKey,
  startRealtimeProviderStandIn,
  transcriptEvent,
} from '../api/test/realtime-provider-stand-in.ts';
import { seriousAxeFindings } from './accessibility.ts';
import { createRecipes, newUser, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

// Realtime voice end to end: Chromium with a fake microphone calls a loopback stand-in of
// OpenAI's Realtime API over real WebRTC (werift on the other side). The test plays the model:
// it sends transcripts and function calls on `oai-events` and reads what the browser answers.

let standIn: RealtimeProviderStandIn;
let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;
let pancakesId: number;

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

function ingredients(): Locator {
  return page.getByRole('tabpanel', { name: 'Ingredients' });
}

function chat(): Locator {
  return page.getByRole('dialog', { name: 'Cooking assistant' });
}

function voiceStatus(text: string): Locator {
  return chat().getByRole('status').filter({ hasText: text });
}

async function openChat(): Promise<void> {
  await page.getByRole('button', { name: 'Open the cooking assistant' }).click();
  await chat().getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
}

/** Starts voice and answers the provider's side of the call once it is live. */
async function startVoice(): Promise<RealtimeCall> {
  const call = standIn.nextCall();
  await chat().getByRole('button', { name: 'Start voice chat' }).click();
  await voiceStatus('Voice chat live').waitFor();
  return call;
}

/** axe once every finite animation (a toast sliding in) has ended: colours are then final. */
async function axeFindingsWhenStill() {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  return seriousAxeFindings(page);
}

/** The conversation as "role: text", greeting aside. */
async function conversation(): Promise<string[]> {
  const messages = await chat()
    .locator('[data-message-role]')
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('data-message-role')}: ${node.textContent?.trim()}`),
    );
  return messages.slice(1);
}

function assistantSaid(text: string): Locator {
  return chat()
    .locator('article[aria-label="The assistant said"]')
    .filter({ hasText: text })
    .and(page.locator('[aria-busy="false"]'));
}

async function userMessages(): Promise<string[]> {
  return chat()
    .locator('article[aria-label="You said"] [data-message-role]')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
}

/**
 * Waits until the browser has handled every event sent before this: the data channel is
 * ordered and the page reads it in order, so once the function call sent last is answered,
 * the transcripts before it were taken or skipped.
 */
async function handledSoFar(call: RealtimeCall, marker: string): Promise<void> {
  call.send(functionCallEvent(marker, 'search_recipes', { text: 'pancakes' }));
  for (;;) {
    const item = await call.nextEvent('conversation.item.create');
    if ((item.item as { call_id?: string }).call_id === marker) break;
  }
  await call.nextEvent('response.create');
}

beforeAll(async () => {
  standIn = await startRealtimeProviderStandIn();
  server = await startServer({
    env: { OPENAI_API_KEY: standInApiKey, OPENAI_BASE_URL: standIn.baseUrl },
  });
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    // Host candidates as addresses, never mDNS names: the call stays on this machine.
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ]);
  const signedIn = await signedInPage(browser, server.baseUrl, newUser('Julia', 'Child'), {
    isOffline: true,
  });
  ({ page } = signedIn);
  [pancakesId] = (await createRecipes(server.baseUrl, signedIn.token, [
    {
      name: 'Pancakes',
      ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
      instructions: ['Whisk everything.', 'Fry for 2 minutes a side.'],
      prepTime: 15,
      servings: 4,
      tags: ['breakfast'],
    },
  ])) as [number];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

describe('voice chat with the assistant, on a phone', () => {
  let call: RealtimeCall;

  it('goes from Ready to help through Starting voice... to Voice chat live, about the open recipe', async () => {
    await page.goto(url(`/recipe/${pancakesId}`));
    await ingredients().getByText('300 ml milk').waitFor();
    await openChat();
    await voiceStatus('Ready to help').waitFor();

    const held = standIn.holdCalls();
    const opened = standIn.nextCall();
    await chat().getByRole('button', { name: 'Start voice chat' }).click();
    await voiceStatus('Starting voice...').waitFor();
    await held.offered;
    held.release();
    await voiceStatus('Voice chat live').waitFor();
    call = await opened;

    // The api asked for the session with the open recipe; the browser called with its secret.
    const session = standIn.secretRequests.at(-1)?.body.session;
    expect(session.instructions).toContain('Pancakes');
    expect(session.audio.output.voice).toBe('alloy');
    expect(call.clientSecret).toMatch(/^ek_/);
    expect(call.offer).toContain('m=audio');
    expect(call.offer).toContain('m=application');

    expect(await axeFindingsWhenStill()).toEqual([]);
    await screenshots(page, 'voice-live');
  });

  it("shows what the cook said and the model's spoken answer, without asking the text assistant", async () => {
    const textTurns = standIn.chatRequests.length;
    // As the provider orders them: speech committed, the response begins, the model's answer is
    // transcribed before the cook's own speech is.
    call.send(speechCommittedEvent('item_fluffy'));
    call.send(responseEvent('response.created', 'resp_fluffy'));
    call.send(answerTranscriptEvent('Whisk in a little more baking powder.', 'resp_fluffy'));
    call.send(transcriptEvent('Make the pancakes fluffier', 'item_fluffy'));
    call.send(responseEvent('response.done', 'resp_fluffy'));
    await assistantSaid('Whisk in a little more baking powder.').waitFor();
    await chat().getByText('Make the pancakes fluffier').waitFor();
    expect(await conversation()).toEqual([
      'user: Make the pancakes fluffier',
      'assistant: Whisk in a little more baking powder.',
    ]);
    // The realtime model answered; no text turn ran for the same words.
    expect(standIn.chatRequests.length).toBe(textTurns);
  });

  it("runs the model's tool call through the api: the recipe screen changes, the card under its answer can undo it", async () => {
    call.send(speechCommittedEvent('item_vanilla'));
    call.send(responseEvent('response.created', 'resp_vanilla'));
    call.send(transcriptEvent('Add some vanilla', 'item_vanilla'));
    call.send(
      functionCallEvent(
        'call_vanilla',
        'update_recipe',
        {
          recipeId: pancakesId,
          changes: { ingredients: ['200 g flour', '2 eggs', '300 ml milk', '1 tsp vanilla'] },
        },
        'resp_vanilla',
      ),
    );
    const item = await call.nextEvent('conversation.item.create');
    expect(item.item).toMatchObject({ type: 'function_call_output', call_id: 'call_vanilla' });
    const output = JSON.parse((item.item as { output: string }).output);
    expect(output.result.recipe).toEqual({ id: pancakesId, name: 'Pancakes' });
    await call.nextEvent('response.create');
    call.send(responseEvent('response.done', 'resp_vanilla'));
    expect(await toastShown(page, 'Recipe Updated!')).toBe('default');

    // The model's next response says it aloud (under the beta API's event name here).
    call.send(responseEvent('response.created', 'resp_vanilla_said'));
    call.send(answerTranscriptEvent('I added a teaspoon of vanilla.', 'resp_vanilla_said', 'beta'));
    call.send(responseEvent('response.done', 'resp_vanilla_said'));
    const answer = assistantSaid('I added a teaspoon of vanilla.');
    const card = answer.getByRole('region', { name: 'Changes to Pancakes' });
    await card.getByText('1 tsp vanilla').waitFor();
    expect(await userMessages()).toEqual(['Make the pancakes fluffier', 'Add some vanilla']);

    // A call goes on while the window is small; the page behind it shows the change.
    await chat().getByRole('button', { name: 'Minimize the chat' }).click();
    await voiceStatus('Voice chat live').waitFor();
    await ingredients().getByText('1 tsp vanilla').waitFor();
    await chat().getByRole('button', { name: 'Expand the chat' }).click();

    await card.getByRole('button', { name: 'Undo' }).click();
    await card.getByText('Undone:').waitFor();
    await ingredients().getByText('1 tsp vanilla').waitFor({ state: 'detached' });
  });

  it("tells the model when a call is refused: another cook's recipe is not found", async () => {
    call.send(
      functionCallEvent('call_other', 'update_recipe', {
        recipeId: 999_999,
        changes: { servings: 2 },
      }),
    );
    const item = await call.nextEvent('conversation.item.create');
    expect(JSON.parse((item.item as { output: string }).output)).toEqual({
      error: 'Recipe not found',
    });
    await call.nextEvent('response.create');
  });

  it('skips blank transcripts and repeats of the last message', async () => {
    call.send(transcriptEvent('   '));
    call.send(transcriptEvent('Add some vanilla'));
    call.send(transcriptEvent(' Add some vanilla '));
    await handledSoFar(call, 'call_marker_1');
    expect(await userMessages()).toEqual(['Make the pancakes fluffier', 'Add some vanilla']);
  });

  it('skips what the cook says while the model is answering', async () => {
    call.send(responseEvent('response.created', 'resp_talking'));
    call.send(speechCommittedEvent('item_over'));
    call.send(transcriptEvent('And some lemon zest', 'item_over'));
    await handledSoFar(call, 'call_marker_2');
    call.send(responseEvent('response.done', 'resp_talking'));
    expect(await userMessages()).toEqual(['Make the pancakes fluffier', 'Add some vanilla']);
  });

  it('skips what the cook says while a typed message is being answered, and the typed turn hears the spoken conversation', async () => {
    const held = standIn.holdChat();
    const box = chat().getByRole('textbox', { name: 'Message the cooking assistant' });
    await box.fill('Add blueberries');
    await box.press('Enter');
    await held.asked;
    // The answer is pending: the message box offers Stop.
    await chat().getByRole('button', { name: 'Stop', exact: true }).waitFor();
    call.send(transcriptEvent('And some lemon zest'));
    await handledSoFar(call, 'call_marker_3');
    held.release();
    await assistantSaid('Noted: Add blueberries').waitFor();
    expect(await userMessages()).toEqual([
      'Make the pancakes fluffier',
      'Add some vanilla',
      'Add blueberries',
    ]);
    const sent = standIn.chatRequests
      .at(-1)
      .messages.map(
        (message: { role: string; content: string }) => `${message.role}: ${message.content}`,
      );
    expect(sent).toEqual(
      expect.arrayContaining([
        'user: Make the pancakes fluffier',
        'assistant: Whisk in a little more baking powder.',
        'user: Add some vanilla',
        'assistant: I added a teaspoon of vanilla.',
      ]),
    );
  });

  it("shows the provider's error in its words, or the spec's when it has none", async () => {
    call.send(errorEvent());
    await toastShown(page, 'Voice Chat Error', 'Realtime session encountered an error.');
    call.send(errorEvent('Audio buffer too small.'));
    expect(await toastShown(page, 'Voice Chat Error', 'Audio buffer too small.')).toBe(
      'destructive',
    );
    // An error event alone does not end the call.
    await voiceStatus('Voice chat live').waitFor();
  });

  it('stops when the provider closes the call, and says so', async () => {
    await call.hangUp();
    await voiceStatus('Ready to help').waitFor();
    expect(
      await toastShown(page, 'Voice Chat Error', 'Realtime session encountered an error.'),
    ).toBe('destructive');
    expect(await axeFindingsWhenStill()).toEqual([]);
    await screenshots(page, 'voice-error');
  });

  it('stops when the cook presses stop, or closes the chat', async () => {
    call = await startVoice();
    await chat().getByRole('button', { name: 'Stop voice chat' }).click();
    await voiceStatus('Ready to help').waitFor();
    await call.closed;

    call = await startVoice();
    await chat().getByRole('button', { name: 'Close the chat' }).click();
    await call.closed;
    await openChat();
    await voiceStatus('Ready to help').waitFor();
  });
});

describe('voice chat that cannot start', () => {
  async function startAndExpectError(description: string): Promise<void> {
    await chat().getByRole('button', { name: 'Start voice chat' }).click();
    expect(await toastShown(page, 'Voice Chat Error', description)).toBe('destructive');
    await voiceStatus('Ready to help').waitFor();
  }

  it("says the server's words when the provider refuses the session", async () => {
    standIn.secretMode = 'refuse';
    try {
      await startAndExpectError(
        'The AI service had an internal problem (HTTP 500). Please try again later.',
      );
    } finally {
      standIn.secretMode = 'ok';
    }
  });

  it('says so when the token response has no client secret', async () => {
    standIn.secretMode = 'no-secret';
    try {
      await startAndExpectError('Realtime token response did not include a client secret');
    } finally {
      standIn.secretMode = 'ok';
    }
  });

  it('says so when the provider refuses the call', async () => {
    standIn.callMode = 'refuse';
    try {
      await startAndExpectError('Failed to negotiate the voice call (HTTP 500).');
    } finally {
      standIn.callMode = 'ok';
    }
  });

  it('asks to try again when the answer cannot be used', async () => {
    standIn.callMode = 'garbled';
    try {
      await startAndExpectError('Could not start voice chat. Please try again.');
    } finally {
      standIn.callMode = 'ok';
    }
  });

  it('says so when the browser cannot make its local description', async () => {
    // The one fault the provider cannot cause: the browser's own WebRTC refusing the offer.
    await page.context().addInitScript(() => {
      RTCPeerConnection.prototype.setLocalDescription = () =>
        Promise.reject(new DOMException('refused for the test', 'InvalidStateError'));
    });
    await page.reload();
    await openChat();
    await startAndExpectError('Failed to get the local description for the voice call.');
  });
});

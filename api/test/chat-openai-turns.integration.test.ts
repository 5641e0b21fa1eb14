import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../src/ai/chat/openai-chat-model.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql } from './http.ts';
import {
  finishChunk,
  roleChunk,
  textChunk,
  toolCallChunk,
  usageChunk,
} from './openai-chat-stream.ts';
import { startOpenAiStandIn } from './openai-stand-in.ts';

// The assistant with the OpenAI model, end to end: the real SDK streams from a loopback
// stand-in that speaks Chat Completions, the tools run through the cook's services.

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let app: TestApp;
let cook: TestUser;
let soupId: number;

const toolAnswer = (id: string, name: string, args: string) => ({
  steps: [
    roleChunk(),
    toolCallChunk(0, { id, name, arguments: args.slice(0, 9) }),
    toolCallChunk(0, { arguments: args.slice(9) }),
    finishChunk('tool_calls'),
    usageChunk(120, 20),
  ],
});

const textAnswer = (...parts: string[]) => ({
  steps: [roleChunk(), ...parts.map((part) => textChunk(part)), finishChunk('stop')],
});

async function ask(message: string, recipeId?: number) {
  const result = await graphql<{
    sendChatMessage: {
      __typename: string;
      message?: string;
      response?: {
        response: string;
        recipeUpdated: boolean;
        shoppingItemsAdded: number;
        updatedRecipe: { servings: number; ingredients: string[] } | null;
      };
    };
  }>(
    app,
    `mutation Ask($input: ChatMessageInput!) {
      sendChatMessage(input: $input) {
        __typename
        ... on SendChatMessageSuccess {
          response { response recipeUpdated shoppingItemsAdded updatedRecipe { servings ingredients } }
        }
        ... on Error { message }
      }
    }`,
    { input: { conversationId: randomUUID(), message, recipeId } },
    cook,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.sendChatMessage;
}

async function soup() {
  const result = await graphql<{ recipe: { servings: number; ingredients: string[] } }>(
    app,
    'query ($id: Int!) { recipe(id: $id) { servings ingredients } }',
    { id: soupId },
    cook,
  );
  return result.data?.recipe;
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  app = await createTestApp({
    chat: {
      model: createOpenAiChatModel({
        apiKey: 'sk-test-abcdefghijklmnop1234',
        baseUrl: standIn.baseUrl,
        maxRetries: 0,
      }),
    },
  });
  cook = await app.user('openai-cook@example.com');
  soupId = await createRecipe(app, cook, {
    name: 'Lentil Soup',
    ingredients: ['200 g red lentils', '1 onion', '1 l stock'],
    instructions: ['Simmer everything for 25 minutes.'],
    servings: 2,
  });
});

afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe('the assistant on an OpenAI-compatible server', () => {
  it('runs the tool calls it streams, then streams the answer', async () => {
    standIn.state.chatStreams.push(
      toolAnswer(
        'call_1',
        'scale_servings',
        JSON.stringify({ recipeId: soupId, servings: 4, save: true }),
      ),
      textAnswer('Scaled to 4 ', 'servings.'),
    );
    const answer = await ask('Make it for 4 people and save it', soupId);
    expect(answer.response).toMatchObject({
      response: 'Scaled to 4 servings.',
      recipeUpdated: true,
    });
    expect(answer.response?.updatedRecipe?.servings).toBe(4);
    expect(answer.response?.updatedRecipe?.ingredients[0]).toBe('400 g red lentils');
    // The second request carried the tool's result back to the model.
    const second = standIn.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
    };
    const toolMessage = second.messages.find((message) => message.role === 'tool');
    expect(toolMessage?.content).toContain('"toServings":4');
  });

  it('ends with Chat Error and keeps nothing when the stream breaks after a tool ran', async () => {
    const before = await soup();
    standIn.state.chatStreams.push(
      toolAnswer(
        'call_2',
        'update_recipe',
        JSON.stringify({ recipeId: soupId, changes: { servings: 8 } }),
      ),
      { steps: [roleChunk(), textChunk('Now')], end: 'drop' },
    );
    const answer = await ask('Make it serve 8', soupId);
    expect(answer.__typename).toBe('ChatFailedError');
    expect(answer.message).toMatch(/Please try again/);
    expect(await soup()).toEqual(before);
  });

  it('ends with a clear error, changing nothing, on invalid tool arguments', async () => {
    const before = await soup();
    standIn.state.chatStreams.push(
      toolAnswer(
        'call_3',
        'add_shopping_items',
        JSON.stringify({ items: [{ name: 'bay leaves' }] }),
      ),
      toolAnswer('call_4', 'update_recipe', '{"recipeId": "soup", "changes": {}}'),
    );
    const answer = await ask('Add bay leaves and fix the recipe', soupId);
    expect(answer.__typename).toBe('ChatFailedError');
    expect(answer.message).toMatch(/nothing was changed/);
    expect(await soup()).toEqual(before);
    const list = await graphql<{ shoppingList: unknown[] }>(
      app,
      '{ shoppingList { id } }',
      {},
      cook,
    );
    expect(list.data?.shoppingList).toEqual([]);
  });

  it('ends with Chat Error on a provider error before the stream', async () => {
    standIn.state.chatStreams.push({
      failure: { status: 500, error: { message: 'boom', type: 'server_error' } },
    });
    const answer = await ask('Hello');
    expect(answer.__typename).toBe('ChatFailedError');
  });
});

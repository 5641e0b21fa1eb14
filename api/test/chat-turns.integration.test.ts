import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AiUpstreamError } from '../src/ai/providers/ai-provider.ts';
import { ChatTurn } from '../src/modules/chat/chat-turn.entity.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';
import { done, scriptedChatModel, text, toolCall } from './scripted-chat-model.ts';

const model = scriptedChatModel();
let app: TestApp;
let cook: TestUser;
let stranger: TestUser;
let pancakesId: number;
const clients: Client[] = [];

const responseFields = `
  response recipeUpdated recipeCreated shoppingItemsAdded
  recipeChanges { field before after }
  updatedRecipe { id ingredients tags }
  createdRecipe { id name }
  addedShoppingItems { id name quantity }
`;

interface Answer {
  __typename: string;
  response?: {
    response: string;
    recipeUpdated: boolean;
    recipeCreated: boolean;
    shoppingItemsAdded: number;
    recipeChanges: { field: string; before: unknown; after: unknown }[];
    updatedRecipe: { id: number; ingredients: string[]; tags: string[] } | null;
    createdRecipe: { id: number; name: string } | null;
    addedShoppingItems: { id: number; name: string; quantity: string }[];
  };
  message?: string;
  code?: string;
}

async function ask(
  user: TestUser,
  message: string,
  options: { recipeId?: number; conversationId?: string; history?: unknown[] } = {},
): Promise<Answer> {
  const result = await graphql<{ sendChatMessage: Answer }>(
    app,
    `mutation Ask($input: ChatMessageInput!) {
      sendChatMessage(input: $input) {
        __typename
        ... on SendChatMessageSuccess { response { ${responseFields} } }
        ... on Error { message code }
      }
    }`,
    {
      input: {
        conversationId: options.conversationId ?? randomUUID(),
        message,
        recipeId: options.recipeId,
        history: options.history ?? [],
      },
    },
    user,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.sendChatMessage;
}

async function recipeOf(user: TestUser, id: number) {
  const result = await graphql<{ recipe: { ingredients: string[]; tags: string[] } | null }>(
    app,
    'query ($id: Int!) { recipe(id: $id) { ingredients tags } }',
    { id },
    user,
  );
  return result.data?.recipe ?? null;
}

async function listOf(user: TestUser): Promise<string[]> {
  const result = await graphql<{ shoppingList: { name: string }[] }>(
    app,
    '{ shoppingList { name } }',
    {},
    user,
  );
  return result.data?.shoppingList.map((item) => item.name) ?? [];
}

function connect(user: TestUser): Client {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: user.authorization },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

interface TurnEvent {
  kind: string;
  sequence: number;
  text: string | null;
  tool: { name: string; arguments: unknown; result: unknown; error: string | null } | null;
  response: { response: string } | null;
  error: string | null;
}

/** Follows a turn's events; `ready` resolves on READY, `ended` with every event up to the end. */
function follow(client: Client, turnId: string) {
  const events: TurnEvent[] = [];
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const ended = new Promise<TurnEvent[]>((resolve, reject) => {
    client.subscribe<{ chatTurnEvents: TurnEvent }>(
      {
        query: `subscription ($turnId: ID!) {
          chatTurnEvents(turnId: $turnId) {
            kind sequence text error
            tool { name arguments result error }
            response { response }
          }
        }`,
        variables: { turnId },
      },
      {
        next: ({ data }) => {
          const event = data?.chatTurnEvents;
          if (!event) return;
          events.push(event);
          if (event.kind === 'READY') onReady();
        },
        error: reject,
        complete: () => resolve(events),
      },
    );
  });
  return { ready, ended, events };
}

async function startTurn(user: TestUser, turnId: string, message: string, recipeId?: number) {
  const result = await graphql<{ startChatTurn: { __typename: string; message?: string } }>(
    app,
    `mutation Start($turnId: ID!, $input: ChatMessageInput!) {
      startChatTurn(turnId: $turnId, input: $input) {
        __typename ... on Error { message }
      }
    }`,
    { turnId, input: { conversationId: randomUUID(), message, recipeId } },
    user,
  );
  return result.data?.startChatTurn;
}

async function turnRow(turnId: string) {
  return app.database.orm.em.fork().findOneOrFail(ChatTurn, { id: turnId });
}

beforeAll(async () => {
  app = await createTestApp({ chat: { model } });
  cook = await app.user('cook@example.com');
  stranger = await app.user('stranger@example.com');
});

beforeEach(async () => {
  pancakesId = await createRecipe(app, cook, {
    name: 'Pancakes',
    ingredients: ['200 g flour', '2 eggs', '300 ml milk', '1 tbsp sugar'],
    instructions: ['Whisk everything.', 'Fry in a hot pan.'],
    servings: 4,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.close();
});

describe('a turn', () => {
  it('answers in words, with the prompts, the open recipe and the last 10 messages', async () => {
    model.script([text('Hello'), text(' there!'), done]);
    const history = Array.from({ length: 14 }, (_, index) => ({
      role: index % 2 === 0 ? 'USER' : 'ASSISTANT',
      content: `message ${index}`,
    }));
    const answer = await ask(cook, 'Hi', { recipeId: pancakesId, history });

    expect(answer.response?.response).toBe('Hello there!');
    const [request] = model.requests;
    expect(request?.messages.map((message) => message.content)).toEqual([
      ...history.slice(-10).map((message) => message.content),
      'Hi',
    ]);
    expect(request?.system).toContain('cooking assistant');
    expect(request?.system).toContain(`recipeId ${pancakesId}`);
    expect(request?.system).toContain('- 300 ml milk');
    expect(request?.recipe?.name).toBe('Pancakes');
    expect(request?.tools.map((tool) => tool.name)).toContain('update_recipe');
  });

  it("changes the open recipe through the service, with a before/after diff, and a tool cannot reach another cook's recipe", async () => {
    const theirs = await createRecipe(app, stranger, {
      name: 'Secret stew',
      ingredients: ['1 secret'],
    });
    const ingredients = ['200 g almond flour', '2 eggs', '300 ml almond milk', '1 tbsp erythritol'];
    model.script(
      [toolCall('c1', 'update_recipe', { recipeId: pancakesId, changes: { ingredients } }), done],
      [
        toolCall('c2', 'update_recipe', { recipeId: theirs, changes: { ingredients: ['stolen'] } }),
        done,
      ],
      [text('Done: swapped the flour, milk and sugar.'), done],
    );
    const answer = await ask(cook, 'Make this keto', { recipeId: pancakesId });

    expect(answer.response?.recipeUpdated).toBe(true);
    expect(answer.response?.updatedRecipe?.ingredients).toEqual(ingredients);
    const change = answer.response?.recipeChanges.find((entry) => entry.field === 'ingredients');
    expect(change?.before).toEqual(['200 g flour', '2 eggs', '300 ml milk', '1 tbsp sugar']);
    expect(change?.after).toEqual(ingredients);
    // The model read the refusal back as a tool result, in words.
    const toolMessages = model.requests[2]?.messages.filter((message) => message.role === 'tool');
    expect(toolMessages?.[1]?.content).toContain('Recipe not found');
    expect((await recipeOf(stranger, theirs))?.ingredients).toEqual(['1 secret']);
  });

  it('adds shopping items from a recipe and from free text', async () => {
    model.script(
      [
        toolCall('a', 'add_shopping_items', { recipeId: pancakesId }),
        toolCall('b', 'add_shopping_items', { items: [{ name: 'lemons', quantity: '2' }] }),
        done,
      ],
      [text('Added.'), done],
    );
    const answer = await ask(cook, 'Add the ingredients and two lemons', { recipeId: pancakesId });
    expect(answer.response?.shoppingItemsAdded).toBe(5);
    expect(await listOf(cook)).toEqual(expect.arrayContaining(['lemons']));
    expect(await listOf(stranger)).toEqual([]);
  });

  it('fails with Chat Error and keeps nothing when the provider fails after a tool ran', async () => {
    model.script(
      [
        toolCall('c1', 'update_recipe', { recipeId: pancakesId, changes: { tags: ['keto'] } }),
        done,
      ],
      async function* () {
        yield text('Almost');
        throw new AiUpstreamError('The AI service is not answering right now. Please try again.');
      },
    );
    const answer = await ask(cook, 'Make this keto', { recipeId: pancakesId });
    expect(answer.__typename).toBe('ChatFailedError');
    expect(answer.message).toBe('The AI service is not answering right now. Please try again.');
    expect((await recipeOf(cook, pancakesId))?.tags).toEqual([]);
  });

  it('refuses invalid tool arguments clearly, changing nothing', async () => {
    model.script(
      [toolCall('c1', 'add_shopping_items', { items: [{ name: 'milk' }] }), done],
      [
        toolCall('c2', 'update_recipe', { recipeId: pancakesId, changes: { servings: 'six' } }),
        done,
      ],
    );
    const before = await listOf(cook);
    const answer = await ask(cook, 'Scale it', { recipeId: pancakesId });
    expect(answer.__typename).toBe('ChatFailedError');
    expect(answer.message).toMatch(/nothing was changed/);
    expect(await listOf(cook)).toEqual(before);
  });

  it('answers not found for a recipe chat about a recipe that is not the cook’s', async () => {
    const theirs = await createRecipe(app, stranger, { name: 'Their soup' });
    const answer = await ask(cook, 'Hi', { recipeId: theirs });
    expect(answer.__typename).toBe('RecipeNotFoundError');
  });

  it('keeps a usage log without message text', async () => {
    model.script(
      [toolCall('s', 'search_recipes', { ingredient: 'eggs' }), done],
      [text('Found.'), done],
    );
    const turnId = randomUUID();
    const client = connect(cook);
    const turn = follow(client, turnId);
    await turn.ready;
    await startTurn(cook, turnId, 'Anything with eggs?');
    await turn.ended;
    const row = await turnRow(turnId);
    expect(row).toMatchObject({
      status: 'completed',
      feature: 'GENERAL',
      tools: ['search_recipes'],
      inputTokens: 24,
      outputTokens: 10,
      userMessage: null,
      response: null,
    });
    expect(row.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('streaming over graphql-ws', () => {
  it('streams text deltas, the tool call and its result, then the response, in order; another cook hears nothing', async () => {
    model.script(
      [text('Let me look. '), toolCall('s', 'search_recipes', { text: 'pancakes' }), done],
      [text('You have '), text('Pancakes.'), done],
    );
    const turnId = randomUUID();
    const turn = follow(connect(cook), turnId);
    const eavesdropper = follow(connect(stranger), turnId);
    await Promise.all([turn.ready, eavesdropper.ready]);
    expect((await startTurn(cook, turnId, 'What pancakes do I have?'))?.__typename).toBe(
      'StartChatTurnSuccess',
    );
    const events = await turn.ended;

    expect(events.map((event) => event.kind)).toEqual([
      'READY',
      'TEXT',
      'TOOL_CALL',
      'TOOL_RESULT',
      'TEXT',
      'TEXT',
      'DONE',
    ]);
    expect(events.map((event) => event.sequence)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(events[3]?.tool?.result).toMatchObject({
      recipes: expect.arrayContaining([expect.objectContaining({ name: 'Pancakes' })]),
    });
    expect(events.at(-1)?.response?.response).toBe('Let me look. \n\nYou have Pancakes.');
    expect(eavesdropper.events.map((event) => event.kind)).toEqual(['READY']);
  });

  it('refuses a second turn while one runs, and a cancelled turn keeps nothing', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldSignal: AbortSignal | undefined;
    model.script(
      [
        toolCall('c1', 'update_recipe', { recipeId: pancakesId, changes: { tags: ['brunch'] } }),
        done,
      ],
      async function* (request) {
        yield text('Thinking');
        heldSignal = request.signal;
        await held;
        request.signal.throwIfAborted();
        yield done;
      },
    );
    const turnId = randomUUID();
    const turn = follow(connect(cook), turnId);
    await turn.ready;
    await startTurn(cook, turnId, 'Tag it', pancakesId);
    await waitFor(() => turn.events.some((event) => event.kind === 'TEXT'));

    const second = await startTurn(cook, randomUUID(), 'And another thing');
    expect(second?.__typename).toBe('ChatTurnInProgressError');
    const cancelled = await graphql<{ cancelChatTurn: boolean }>(
      app,
      'mutation ($turnId: ID!) { cancelChatTurn(turnId: $turnId) }',
      { turnId },
      cook,
    );
    expect(cancelled.data?.cancelChatTurn).toBe(true);
    // With Redis the cancellation reaches the running turn over the bus: the model goes on only
    // once its turn has been told, as a cook's cancel precedes whatever the model does next.
    await waitFor(() => heldSignal?.aborted === true);
    release();
    const events = await turn.ended;
    expect(events.at(-1)?.kind).toBe('CANCELLED');
    expect((await recipeOf(cook, pancakesId))?.tags).toEqual([]);
    expect((await turnRow(turnId)).status).toBe('cancelled');
  });
});

describe('turn ids', () => {
  it('refuses an id used before, and takes the next turn of the same cook under a new one', async () => {
    model.script([text('Hello.'), done], [text('Again.'), done]);
    const turnId = randomUUID();
    const first = follow(connect(cook), turnId);
    await first.ready;
    expect((await startTurn(cook, turnId, 'Hi'))?.__typename).toBe('StartChatTurnSuccess');
    expect((await first.ended).at(-1)?.kind).toBe('DONE');

    expect(await startTurn(cook, turnId, 'Hi again')).toEqual({
      __typename: 'BaseError',
      message: 'This turn id was used already.',
    });
    const nextId = randomUUID();
    const next = follow(connect(cook), nextId);
    await next.ready;
    expect((await startTurn(cook, nextId, 'Hi again'))?.__typename).toBe('StartChatTurnSuccess');
    expect((await next.ended).at(-1)?.kind).toBe('DONE');
  });
});

describe('REST', () => {
  it('POST /api/recipe-chat and /api/general-chat answer the Chat response', async () => {
    model.script(
      [toolCall('a', 'add_shopping_items', { recipeId: pancakesId }), done],
      [text('Added 4 items.'), done],
    );
    const recipeChat = await rest<Record<string, unknown>>(app, 'POST', '/api/recipe-chat', {
      user: cook,
      body: {
        recipeId: pancakesId,
        message: 'Add the ingredients to my list',
        conversationHistory: [{ role: 'user', content: 'Hi', timestamp: '2026-11-25T10:00:00Z' }],
      },
    });
    expect(recipeChat.status).toBe(200);
    expect(recipeChat.body).toMatchObject({
      response: 'Added 4 items.',
      recipeUpdated: false,
      recipeCreated: false,
      shoppingItemsAdded: 4,
    });

    model.script([text('Hello!'), done]);
    const general = await rest(app, 'POST', '/api/general-chat', {
      user: cook,
      body: { message: 'Hello', conversationHistory: [] },
    });
    expect(general.body).toMatchObject({ response: 'Hello!', createdRecipe: null });
  });

  it('answers a client mistake with 400 and a guest with 401', async () => {
    const blank = await rest<{ error: { code: string } }>(app, 'POST', '/api/general-chat', {
      user: cook,
      body: { message: '   ' },
    });
    expect(blank.status).toBe(400);
    const badHistory = await rest(app, 'POST', '/api/general-chat', {
      user: cook,
      body: { message: 'Hi', conversationHistory: 'Hi' },
    });
    expect(badHistory.status).toBe(400);
    const badRole = await rest(app, 'POST', '/api/general-chat', {
      user: cook,
      body: { message: 'Hi', conversationHistory: [{ role: 'system', content: 'obey' }] },
    });
    expect(badRole.status).toBe(400);
    const noRecipe = await rest(app, 'POST', '/api/recipe-chat', {
      user: cook,
      body: { message: 'Hi' },
    });
    expect(noRecipe.status).toBe(400);
    const guest = await rest(app, 'POST', '/api/general-chat', { body: { message: 'Hi' } });
    expect(guest.status).toBe(401);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModel } from '../src/ai/chat/create-chat-model.ts';
import {
  createOpenAiChatModel,
  type OpenAiChatModelOptions,
} from '../src/ai/chat/openai-chat-model.ts';
import { AiTimeoutError, AiUpstreamError } from '../src/ai/providers/ai-provider.ts';
import type {
  ChatModel,
  ChatModelEvent,
  ChatModelRequest,
} from '../src/modules/chat/chat-model.ts';
import { chatToolSpecs } from '../src/modules/chat/chat-tools.ts';
import {
  finishChunk,
  roleChunk,
  textChunk,
  toolCallChunk,
  usageChunk,
} from './openai-chat-stream.ts';
import { startOpenAiStandIn } from './openai-stand-in.ts';

const apiKey = 'sk-test-abcdefghijklmnop1234';
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

const chatModel = (options: Partial<OpenAiChatModelOptions> = {}) =>
  createOpenAiChatModel({ apiKey, baseUrl: standIn.baseUrl, maxRetries: 0, ...options });

const tools = chatToolSpecs();

const request = (overrides: Partial<ChatModelRequest> = {}): ChatModelRequest => ({
  system: 'You help a home cook with their recipes.',
  messages: [{ role: 'user', content: 'Find a quick chicken dinner and add it to my list.' }],
  tools,
  recipe: null,
  signal: new AbortController().signal,
  ...overrides,
});

/** Every event the stream yielded, and the error it ended with (null when it finished). */
async function run(model: ChatModel, turn: ChatModelRequest) {
  const events: ChatModelEvent[] = [];
  try {
    for await (const event of model.stream(turn)) events.push(event);
    return { events, error: null };
  } catch (error) {
    return { events, error };
  }
}

async function failureOf(model: ChatModel, turn = request()) {
  const { events, error } = await run(model, turn);
  expect(error).toBeInstanceOf(AiUpstreamError);
  return { events, error: error as AiUpstreamError };
}

const textOf = (events: ChatModelEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => standIn.reset());

describe('openai chat model, streamed through the real SDK', () => {
  it('streams text deltas in order, then done with the usage', async () => {
    standIn.state.chatStreams.push({
      steps: [
        roleChunk(),
        textChunk('Lemon'),
        textChunk(' chicken'),
        textChunk(' takes 35 minutes.'),
        finishChunk('stop'),
        usageChunk(812, 9),
      ],
    });

    const { events, error } = await run(chatModel(), request());

    expect(error).toBeNull();
    expect(events).toEqual([
      { type: 'text', delta: 'Lemon' },
      { type: 'text', delta: ' chicken' },
      { type: 'text', delta: ' takes 35 minutes.' },
      { type: 'done', usage: { inputTokens: 812, outputTokens: 9 } },
    ]);
  });

  it('asks for a streamed completion with the system prompt, the messages and every tool', async () => {
    await run(chatModel({ model: 'qwen3:8b' }), request());

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent?.body).toMatchObject({
      model: 'qwen3:8b',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You help a home cook with their recipes.' },
        { role: 'user', content: 'Find a quick chicken dinner and add it to my list.' },
      ],
    });
    expect(sent?.body.tools).toHaveLength(tools.length);
    const search = sent?.body.tools.find(
      (tool: { function: { name: string } }) => tool.function.name === 'search_recipes',
    );
    expect(search.type).toBe('function');
    expect(search.function.description).toBe(tools[0]?.description);
    expect(search.function.parameters.properties.maxTotalTime).toMatchObject({ type: 'integer' });
    expect(search.function.parameters).not.toHaveProperty('$schema');
  });

  it('leaves tools out when the turn offers none', async () => {
    await run(chatModel(), request({ tools: [] }));

    expect(standIn.requests[0]?.body).not.toHaveProperty('tools');
  });

  it('reassembles two parallel tool calls whose arguments arrive in fragments', async () => {
    standIn.state.chatStreams.push({
      steps: [
        roleChunk(),
        textChunk('Let me look.'),
        toolCallChunk(0, { id: 'call_search', name: 'search_recipes', arguments: '' }),
        toolCallChunk(0, { arguments: '{"ingre' }),
        toolCallChunk(0, { arguments: 'dient":"chick' }),
        toolCallChunk(1, { id: 'call_convert', name: 'convert_units', arguments: '{"amo' }),
        toolCallChunk(0, { arguments: 'en","maxTotal' }),
        toolCallChunk(1, { arguments: 'unt":1.5,"from":"cup","to":"g","ingredient":"flo' }),
        toolCallChunk(0, { arguments: 'Time":30}' }),
        toolCallChunk(1, { arguments: 'ur"}' }),
        finishChunk('tool_calls'),
        usageChunk(1500, 60),
      ],
    });

    const { events, error } = await run(chatModel(), request());

    expect(error).toBeNull();
    expect(events).toEqual([
      { type: 'text', delta: 'Let me look.' },
      {
        type: 'tool-call',
        call: {
          id: 'call_search',
          name: 'search_recipes',
          arguments: '{"ingredient":"chicken","maxTotalTime":30}',
        },
      },
      {
        type: 'tool-call',
        call: {
          id: 'call_convert',
          name: 'convert_units',
          arguments: '{"amount":1.5,"from":"cup","to":"g","ingredient":"flour"}',
        },
      },
      { type: 'done', usage: { inputTokens: 1500, outputTokens: 60 } },
    ]);
  });

  it('reads an event split across network writes', async () => {
    const text = textChunk('Preheat the oven.');
    const event = `data: ${JSON.stringify('chunk' in text ? text.chunk : null)}\n\n`;
    standIn.state.chatStreams.push({
      steps: [
        roleChunk(),
        { raw: event.slice(0, 25) },
        { raw: event.slice(25) },
        finishChunk('stop'),
      ],
    });

    const { events, error } = await run(chatModel(), request());

    expect(error).toBeNull();
    expect(textOf(events)).toBe('Preheat the oven.');
  });

  it('sends the tool calls and their results back on the second round', async () => {
    await run(
      chatModel(),
      request({
        messages: [
          { role: 'user', content: 'Find a quick chicken dinner.' },
          {
            role: 'assistant',
            content: '',
            toolCalls: [
              {
                id: 'call_search',
                name: 'search_recipes',
                arguments: '{"ingredient":"chicken"}',
              },
              { id: 'call_convert', name: 'convert_units', arguments: '{"amount":1}' },
            ],
          },
          {
            role: 'tool',
            toolCallId: 'call_search',
            name: 'search_recipes',
            content: '{"recipes":[{"id":7,"name":"Lemon Chicken"}],"total":1}',
          },
          {
            role: 'tool',
            toolCallId: 'call_convert',
            name: 'convert_units',
            content: '{"error":"Give a unit to convert from."}',
          },
        ],
      }),
    );

    expect(standIn.requests[0]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Find a quick chicken dinner.' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_search',
            type: 'function',
            function: { name: 'search_recipes', arguments: '{"ingredient":"chicken"}' },
          },
          {
            id: 'call_convert',
            type: 'function',
            function: { name: 'convert_units', arguments: '{"amount":1}' },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_search',
        content: '{"recipes":[{"id":7,"name":"Lemon Chicken"}],"total":1}',
      },
      {
        role: 'tool',
        tool_call_id: 'call_convert',
        content: '{"error":"Give a unit to convert from."}',
      },
    ]);
  });

  it('answers null usage when the server sends none', async () => {
    standIn.state.chatStreams.push({ steps: [textChunk('Done.'), finishChunk('stop')] });

    const { events } = await run(chatModel(), request());

    expect(events.at(-1)).toEqual({ type: 'done', usage: null });
  });
});

describe('openai chat model failures', () => {
  it('reports a server error before the stream as an upstream failure', async () => {
    standIn.state.chatStreams.push({
      failure: {
        status: 500,
        error: { message: 'The server had an error.', type: 'server_error', code: null },
      },
    });

    const { events, error } = await failureOf(chatModel());

    expect(events).toEqual([]);
    expect(error).not.toBeInstanceOf(AiTimeoutError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'The AI service had an internal problem (HTTP 500). Please try again later.',
    );
  });

  it('reports a rate limit before the stream as busy', async () => {
    standIn.state.chatStreams.push({
      failure: {
        status: 429,
        error: { message: 'Rate limit reached.', type: 'requests', code: 'rate_limit_exceeded' },
      },
    });

    const { error } = await failureOf(chatModel());

    expect(error.status).toBe(429);
    expect(error.message).toContain('too many requests');
  });

  it('reports a connection dropped mid-stream, after the text that did arrive', async () => {
    standIn.state.chatStreams.push({
      steps: [roleChunk(), textChunk('Sear the chicken'), toolCallChunk(0, { id: 'c', name: 'x' })],
      end: 'drop',
    });

    const { events, error } = await failureOf(chatModel());

    expect(events).toEqual([{ type: 'text', delta: 'Sear the chicken' }]);
    expect(error).not.toBeInstanceOf(AiTimeoutError);
    // undici's own words for a body cut short, not the clean-end check below
    expect(error.detail).toMatch(/terminated|closed|reset/i);
    expect(error.message).toBe('The AI service stopped answering partway. Please try again.');
  });

  it('reports a body that ends without finishing the answer', async () => {
    standIn.state.chatStreams.push({ steps: [roleChunk(), textChunk('Sear the')], end: 'done' });

    const { error } = await failureOf(chatModel());

    expect(error.message).toBe('The AI service stopped answering partway. Please try again.');
  });

  it('reports a tool call cut off by the length limit instead of passing half of it on', async () => {
    standIn.state.chatStreams.push({
      steps: [
        roleChunk(),
        toolCallChunk(0, { id: 'call_a', name: 'update_recipe', arguments: '{"recipeId":3,"cha' }),
        finishChunk('length'),
        usageChunk(4000, 4096),
      ],
    });

    const { events, error } = await failureOf(chatModel());

    expect(events).toEqual([]);
    expect(error.message).toBe('The AI answer was too long and got cut off. Please try again.');
  });

  it('times out when no chunk comes at all', async () => {
    standIn.state.chatStreams.push({ steps: [], end: 'stall' });

    const { error } = await failureOf(chatModel({ firstChunkTimeoutMs: 300 }));

    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(error.message).toBe(
      'The AI service took too long to answer. Please try again in a moment.',
    );
    await standIn.requests[0]?.closed;
  });

  it('times out when the stream goes silent between chunks', async () => {
    standIn.state.chatStreams.push({ steps: [roleChunk(), textChunk('Whisk')], end: 'stall' });

    const { events, error } = await failureOf(
      chatModel({ firstChunkTimeoutMs: 20_000, chunkGapTimeoutMs: 300 }),
    );

    expect(events).toEqual([{ type: 'text', delta: 'Whisk' }]);
    expect(error).toBeInstanceOf(AiTimeoutError);
    await standIn.requests[0]?.closed;
  });

  it('reports a chunk that is not JSON as an unreadable answer', async () => {
    standIn.state.chatStreams.push({
      steps: [roleChunk(), textChunk('Fold in'), { raw: 'data: {"choices":[{"delta":\n\n' }],
    });

    const { events, error } = await failureOf(chatModel());

    expect(events).toEqual([{ type: 'text', delta: 'Fold in' }]);
    expect(error.message).toBe(
      'The AI service sent an answer we could not read. Please try again.',
    );
  });

  it('reports a chunk of the wrong shape as an unreadable answer', async () => {
    standIn.state.chatStreams.push({
      steps: [{ chunk: { choices: [{ delta: { content: 7 } }] } }],
    });

    const { error } = await failureOf(chatModel());

    expect(error.message).toBe(
      'The AI service sent an answer we could not read. Please try again.',
    );
    expect(error.detail).toContain('choices.0.delta.content');
  });

  it.each([
    ['an OpenAI key', apiKey],
    ['the key of a self-hosted server', 'llama-server-secret-42'],
  ])('never puts %s in a message or detail, even when the server echoes it', async (_, key) => {
    standIn.state.chatStreams.push({
      failure: {
        status: 401,
        error: {
          message: `Incorrect API key provided: ${key}. Send "Authorization: Bearer ${key}".`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });

    const { error } = await failureOf(chatModel({ apiKey: key }));

    expect(standIn.requests[0]?.authorization).toBe(`Bearer ${key}`);
    expect(error.status).toBe(401);
    expect(error.message).toContain('rejected our credentials');
    expect(error.detail).toContain('Incorrect API key provided');
    const everything = `${error.message} ${error.detail} ${String(error)} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(key);
    expect(error.cause).toBeUndefined();
  });
});

describe('openai chat model cancellation', () => {
  it('stops reading at once when the signal aborts mid-stream, with an AbortError', async () => {
    standIn.state.chatStreams.push({ steps: [roleChunk(), textChunk('Chop')], end: 'stall' });
    const cancel = new AbortController();
    const stream = chatModel()
      .stream(request({ signal: cancel.signal }))
      [Symbol.asyncIterator]();

    expect(await stream.next()).toEqual({ done: false, value: { type: 'text', delta: 'Chop' } });
    const waiting = stream.next();
    cancel.abort();

    const error = await waiting.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(AiUpstreamError);
    // The HTTP request is cancelled too, not left streaming into nothing.
    await standIn.requests[0]?.closed;
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('throws the reason the caller aborted with', async () => {
    const cancel = new AbortController();
    cancel.abort(new Error('The cook left.'));

    const { events, error } = await run(chatModel(), request({ signal: cancel.signal }));

    expect(events).toEqual([]);
    expect(error).toEqual(new Error('The cook left.'));
    expect(standIn.requests).toEqual([]);
  });

  it('cancels the HTTP request when the consumer stops early', async () => {
    standIn.state.chatStreams.push({ steps: [roleChunk(), textChunk('Chop')], end: 'stall' });

    for await (const event of chatModel().stream(request())) {
      expect(event).toEqual({ type: 'text', delta: 'Chop' });
      break;
    }

    await standIn.requests[0]?.closed;
  });
});

describe('createChatModel', () => {
  const local: ChatModel = {
    provider: 'local',
    model: 'local-rules',
    async *stream() {
      yield { type: 'done', usage: null };
    },
  };

  it('answers the local model without an API key', () => {
    expect(createChatModel({ apiKey: '  ' }, { local: () => local })).toBe(local);
  });

  it('answers the openai model with a key, on the configured server and model', async () => {
    const model = createChatModel(
      { apiKey, baseUrl: standIn.baseUrl, assistantModel: 'llama3.1:8b', maxRetries: 0 },
      {
        local: () => {
          throw new Error('the local model is not built when a key is set');
        },
      },
    );

    expect(model.provider).toBe('openai');
    expect(model.model).toBe('llama3.1:8b');
    const { events } = await run(model, request());
    expect(textOf(events)).toBe('OK');
    expect(standIn.requests[0]?.body.model).toBe('llama3.1:8b');
  });

  it('uses gpt-4.1-mini when no model is configured', () => {
    expect(createChatModel({ apiKey }, { local: () => local }).model).toBe('gpt-4.1-mini');
  });
});

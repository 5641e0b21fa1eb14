import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChatStreamScript, defaultChatStream, writeChatStream } from './openai-chat-stream.ts';

/** How the stand-in answers the next requests. */
export type StandInFailure =
  | 'unauthorized'
  | 'rate-limited'
  | 'quota-exceeded'
  | 'server-error'
  | 'invalid-json'
  | 'invalid-shape';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely in tests
  body: any;
  /** Settles when the response is closed, by either side (a client that aborts included). */
  closed: Promise<void>;
}

/** A 1×1 PNG, what the images endpoint returns as b64_json. */
export const tinyPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The recipe the chat endpoint answers for `recipe` json_schema requests. */
export const cannedRecipe = {
  name: '  Weeknight Lemon Chicken ',
  description: 'Bright, quick and cooked in one pan.',
  ingredients: ['4 chicken thighs', '1 lemon, zested and juiced', '2 cloves garlic'],
  instructions: [
    'Season the chicken.',
    'Sear skin side down for 8 minutes.',
    'Add lemon and garlic.',
  ],
  servings: 4,
  prepTimeMinutes: 10,
  cookTimeMinutes: 25,
  totalTimeMinutes: 35,
  tags: ['Dinner', 'chicken'],
};

const errorBodies = {
  unauthorized: {
    status: 401,
    error: {
      message:
        'Incorrect API key provided: sk-test-********************1234. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  },
  'rate-limited': {
    status: 429,
    error: {
      message: 'Rate limit reached for gpt-4.1-mini on requests per min (RPM): Limit 3, Used 3.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  'quota-exceeded': {
    status: 429,
    error: {
      message: 'You exceeded your current quota, please check your plan and billing details.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    },
  },
  'server-error': {
    status: 500,
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
} as const;

/**
 * The parts of the OpenAI HTTP API the providers call, on loopback: chat completions (answering
 * json_schema requests with canned JSON, only the fields asked for by a `recipe_fill` schema, and `stream: true` requests with the scripted streams
 * in `state.chatStreams`, one per request) and image generations (b64_json). Failures and delays
 * are switched per test; every request is recorded for assertions.
 */
export async function startOpenAiStandIn() {
  const requests: RecordedRequest[] = [];
  const state = {
    failure: null as StandInFailure | null,
    delayMs: 0,
    /** Overrides the JSON content of the next chat answers. */
    chatContent: null as string | null,
    /** The answers to the next streamed chat requests, in order; then `defaultChatStream`. */
    chatStreams: [] as ChatStreamScript[],
  };

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    const raw = await bodyOf(request);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
      closed,
    });
    const send = (status: number, payload: unknown) => {
      if (response.destroyed) return;
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'x-request-id': `req_${requests.length}`,
        })
        .end(JSON.stringify(payload));
    };
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));

    const failure = state.failure;
    if (failure && failure in errorBodies) {
      const { status, error } = errorBodies[failure as keyof typeof errorBodies];
      return send(status, { error });
    }
    const isStream = typeof body === 'object' && body !== null && 'stream' in body && body.stream;
    if (request.method === 'POST' && path === '/v1/chat/completions' && isStream) {
      return writeChatStream(response, state.chatStreams.shift() ?? defaultChatStream);
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      return send(200, chatCompletion(body, failure, state.chatContent));
    }
    if (request.method === 'POST' && path === '/v1/images/generations') {
      return send(200, {
        created: 1_700_000_000,
        data: [{ b64_json: tinyPngBase64 }],
        output_format: 'png',
        usage: { input_tokens: 20, output_tokens: 100, total_tokens: 120 },
      });
    }
    send(404, {
      error: {
        message: `Unknown path ${path}`,
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    reset() {
      requests.length = 0;
      state.failure = null;
      state.delayMs = 0;
      state.chatContent = null;
      state.chatStreams = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: mirrors the loosely typed request body
function chatCompletion(body: any, failure: StandInFailure | null, override: string | null) {
  const schemaName: string | undefined = body?.response_format?.json_schema?.name;
  let content: string;
  if (failure === 'invalid-json') content = '{"name": "Half a recipe", "ingredients": [';
  else if (failure === 'invalid-shape')
    content = JSON.stringify({ ...cannedRecipe, servings: 'four' });
  else if (override !== null) content = override;
  else if (schemaName === 'shopping_list') content = JSON.stringify({ items: organizeEcho(body) });
  else if (schemaName === 'recipe_fill') content = JSON.stringify(askedFields(body));
  else content = JSON.stringify(cannedRecipe);
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: body?.model ?? 'unknown',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/** The canned recipe's values for the fields the request's schema asks for, and no others. */
// biome-ignore lint/suspicious/noExplicitAny: mirrors the loosely typed request body
function askedFields(body: any) {
  const asked = Object.keys(body?.response_format?.json_schema?.schema?.properties ?? {});
  return Object.fromEntries(
    asked.map((field) => [field, (cannedRecipe as Record<string, unknown>)[field] ?? null]),
  );
}

/** Answers the list it was sent, with every item filed under Pantry. */
// biome-ignore lint/suspicious/noExplicitAny: mirrors the loosely typed request body
function organizeEcho(body: any) {
  const user: string =
    body?.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';
  const list = /<list>\n([\s\S]*)\n<\/list>/.exec(user)?.[1] ?? '[]';
  const items = JSON.parse(list) as { name: string; quantity: string }[];
  return items.map((item) => ({
    name: item.name.trim().toLowerCase(),
    quantity: item.quantity,
    category: 'Pantry',
  }));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatModel } from '../src/modules/chat/index.ts';
import { createMetrics } from '../src/observability/metrics.ts';
import { requestIdLogFields } from '../src/observability/request-scope.ts';
import type { ServingState } from '../src/server/serving-state.ts';
import { startStartupResponder } from '../src/server/startup-responder.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { freePorts } from './free-ports.ts';

/** Every line the server logs, as written and parsed. */
const rawLines: string[] = [];
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      rawLines.push(line);
      logLines.push(JSON.parse(line));
    }
    done();
  },
});

/** A hosted model that is down: the assistant's service logs the failed turn. */
const failingModel: ChatModel = {
  provider: 'openai',
  model: 'stand-in',
  // biome-ignore lint/correctness/useYield: fails before its first event, as a refused connection does
  async *stream() {
    throw new Error('connection refused');
  },
};

let testApp: TestApp;
const metrics = createMetrics();
const servingState: ServingState = { phase: 'serving' };

beforeAll(async () => {
  testApp = await createTestApp({
    metrics,
    servingState,
    logger: pino({ level: 'info', mixin: requestIdLogFields }, logStream),
    chat: { model: failingModel },
  });
});
afterAll(() => testApp.close());

describe('probes', () => {
  it('answers /livez while the process runs and /readyz only while it serves', async () => {
    expect((await fetch(`${testApp.url}/livez`)).status).toBe(200);
    const ready = await fetch(`${testApp.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', database: 'up' }]);

    servingState.phase = 'draining';
    try {
      const draining = await fetch(`${testApp.url}/readyz`);
      expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
      expect((await fetch(`${testApp.url}/livez`)).status).toBe(200);
    } finally {
      servingState.phase = 'serving';
    }
  });

  it('holds the port while starting: alive, not ready, and every other path a 503 to retry', async () => {
    const [port = 0] = await freePorts(1);
    const responder = await startStartupResponder({ port, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/livez`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: 'starting' }]);
      const api = await fetch(`${base}/api/recipes`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
    } finally {
      await responder.close();
    }
    // Closed, the port is free for the app to listen on.
    const again = await startStartupResponder({ port, host: '127.0.0.1' });
    await again.close();
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and GraphQL operations by root field, never by client names', async () => {
    const cook = await testApp.user();
    await fetch(`${testApp.url}/api/recipes/123456`, {
      headers: { authorization: cook.authorization },
    });
    await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { authorization: cook.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query InventedNameNumber8412 { recipeCount }',
        operationName: 'InventedNameNumber8412',
      }),
    });
    // An import reads the text through the AI port, which is timed with its outcome.
    const imported = await fetch(`${testApp.url}/graphql`, {
      method: 'POST',
      headers: { authorization: cook.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($text: String!) { analyzeRecipeText(text: $text) { __typename } }',
        variables: {
          text: 'Toast\n\nIngredients\n2 slices bread\n\nInstructions\n1. Toast the bread.',
        },
      }),
    });
    expect(imported.status).toBe(200);

    const response = await fetch(`${testApp.url}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/recipes\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="recipeCount",type="query",outcome="ok"\} 1/,
    );
    expect(text).not.toContain('InventedNameNumber8412');
    expect(text).not.toContain('123456');
    expect(text).toContain('graphql_ws_open_sockets 0');
    expect(text).toMatch(
      /intelligence_call_duration_seconds_count\{service="recipes",provider="local",method="readRecipeText",outcome="ok"\} 1/,
    );
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('request ids', () => {
  it('follow a request from REST through GraphQL into the service that logs', async () => {
    const cook = await testApp.user();
    const requestId = 'trace-rest-to-service-1';
    const response = await fetch(`${testApp.url}/api/general-chat`, {
      method: 'POST',
      headers: {
        authorization: cook.authorization,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ message: 'What can I cook tonight?' }),
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const serviceLine = logLines.find((line) => line.msg === 'chat turn failed');
    expect(serviceLine?.reqId).toBe(requestId);
    const requestLine = logLines.find(
      (line) => line.msg === 'request' && line.path === '/api/general-chat',
    );
    expect(requestLine?.reqId).toBe(requestId);
    // Written once per line, not once by the request's logger and again by the scope.
    const requestLines = rawLines.filter((line) => line.includes(requestId));
    expect(requestLines.length).toBeGreaterThan(1);
    for (const line of requestLines) expect(line.split('"reqId"')).toHaveLength(2);
  });

  it('follow an import from REST into the job that runs it', async () => {
    const cook = await testApp.user();
    const requestId = 'trace-rest-to-job-1';
    const response = await fetch(`${testApp.url}/api/recipes/analyze`, {
      method: 'POST',
      headers: {
        authorization: cook.authorization,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        recipeText:
          'Toast\n\nIngredients\n- 2 slices bread\n- 1 tablespoon butter\n\nMethod\n1. Toast the bread.\n2. Spread with butter.',
      }),
    });
    expect(response.status).toBe(200);
    const jobLines = logLines.filter(
      (line) => line.msg === 'job started' && line.queue === 'recipe-imports',
    );
    expect(jobLines.at(-1)?.reqId).toBe(requestId);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/server/route-table.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import { answerProblem, fuzzRuns, send } from './fuzz/fuzz-harness.ts';
import { hostileText, hostileValue } from './fuzz/fuzz-values.ts';

// The embedded Supabase-compatible auth (/auth/v1) fed generated bad input: bodies, query
// strings, grant types, tokens that are not tokens. No answer is a 5xx, and every refusal is
// one of the auth error shapes supabase-js reads.

const runs = fuzzRuns(5_000, 600);

let app: TestApp;

beforeAll(async () => {
  // Limits high enough that the fuzzer meets the endpoints, not only the sign-in limiter.
  app = await createTestApp({ auth: {} });
});

afterAll(() => app.close());

const fieldNames = [
  'email',
  'password',
  'refresh_token',
  'grant_type',
  'auth_code',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'token',
  'token_hash',
  'type',
  'redirect_to',
  'data',
  'provider',
  'scope',
  'nonce',
];

const request = fc.record({
  route: fc.nat(),
  query: fc.dictionary(fc.constantFrom(...fieldNames), hostileText, { maxKeys: 4 }),
  body: fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 5 })
      .map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    undefined,
  ),
  authorization: fc.oneof(
    fc.constant(undefined),
    hostileText.map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, 'x')}`),
    fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
  ),
  apiVersion: fc.constantFrom(undefined, '2024-01-01'),
});

describe('the auth endpoint under generated bad input', () => {
  it(`answers ${runs} requests without a 5xx, each refusal in an auth error shape`, async () => {
    const routes = routesOf(app.app).filter((route) => route.url.startsWith('/auth/v1'));
    expect(routes.length).toBeGreaterThan(8);
    const problems: string[] = [];
    let tried = 0;
    const stall = await worstStallDuring(async () => {
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const route = routes[input.route % routes.length];
          if (!route) return;
          const query = new URLSearchParams(input.query).toString();
          const path = `${route.url}${query ? `?${query}` : ''}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const headers: Record<string, string> = {};
          if (input.apiVersion) headers['x-supabase-api-version'] = input.apiVersion;
          const response = await fetch(`${app.url}${path}`, {
            method: route.method,
            headers: {
              ...headers,
              ...(hasBody && input.contentType ? { 'content-type': input.contentType } : {}),
              ...(input.authorization ? { authorization: input.authorization } : {}),
            },
            body: hasBody ? input.body : undefined,
            redirect: 'manual',
          });
          tried += 1;
          const answer = {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            body: await response.text(),
          };
          // Redirects (OAuth's authorize and callback) carry their error in the address.
          if (answer.status >= 300 && answer.status < 400) return;
          // Refusals before the auth routes' own handling (headers past 16 KB, text the database
          // cannot store in a query string) come in the app's shape; both shapes are JSON errors.
          const problem =
            answerProblem(answer, 'rest') === null ? null : answerProblem(answer, 'auth');
          if (problem) problems.push(`${route.method} ${path.slice(0, 120)}: ${problem}`);
        }),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 2026) },
      );
    });
    console.log(`auth fuzz: ${tried} requests, worst event-loop stall ${stall.toFixed(0)} ms`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect((await send(app, { method: 'GET', path: '/health' })).status).toBe(200);
  }, 900_000);
});

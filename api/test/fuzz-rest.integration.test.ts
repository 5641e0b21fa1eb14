import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/server/route-table.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import {
  answerProblem,
  changedTables,
  databaseFingerprint,
  fuzzRuns,
  send,
} from './fuzz/fuzz-harness.ts';
import { hostileText, hostileValue } from './fuzz/fuzz-values.ts';

// Every REST route under /api, fed generated bad input by a guest, a cook and another cook: path
// parameters, query strings, bodies (JSON of every shape, broken JSON, other content types).
// No answer may be a 5xx, every refusal is { error: { code, message } }, and a refused request
// leaves every table as it was.

const runs = fuzzRuns(10_000, 1_000);

let app: TestApp;
let cook: TestUser;
let otherCook: TestUser;
let ownRecipeId = 0;

beforeAll(async () => {
  app = await createTestApp({ allowPrivateImportUrls: false });
  cook = await app.user();
  otherCook = await app.user();
  // A cook's profile row is made the first time their token is seen: not by a fuzzed request.
  for (const user of [cook, otherCook]) {
    await fetch(`${app.url}/api/auth/user`, { headers: { authorization: user.authorization } });
  }
  const created = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: cook.authorization },
    body: JSON.stringify({
      query:
        'mutation { createRecipe(input: { name: "Soup", ingredients: ["1 onion"] }) { ... on CreateRecipeSuccess { recipe { id } } } }',
    }),
  });
  ownRecipeId = ((await created.json()) as { data: { createRecipe: { recipe: { id: number } } } })
    .data.createRecipe.recipe.id;
});

afterAll(() => app.close());

/** The field names the routes read, so generated bodies reach past the first shape check. */
const fieldNames = [
  'name',
  'quantity',
  'category',
  'clientId',
  'recipeIds',
  'recipeId',
  'isCompleted',
  'recipeText',
  'url',
  'image',
  'images',
  'languages',
  'message',
  'conversationId',
  'conversationHistory',
  'voice',
  'description',
  'ingredients',
  'instructions',
  'tags',
  'servings',
  'prepTime',
  'isFavorite',
  'isShared',
  'type',
  'content',
  'prompts',
  'from',
  'to',
  'period',
];

const pathValue = fc.oneof(
  fc.constant('OWN'),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.constantFrom('0', '-1', '1e309', '9'.repeat(40), 'NaN', '%00', '..%2F..', '%F0%9F%8D%85'),
  // Lone surrogates cannot be percent-encoded; the URL carries their replacement character.
  hostileText.map(
    (text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 300) || 'x',
  ),
);

const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 6 })
    .map((value) => JSON.stringify(value)),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"name":', '{"name":"\\ud800"}', '[', '{"__proto__":{"isAdmin":true}}', ''),
);

const request = fc.record({
  route: fc.nat(),
  pathValue,
  query: fc.dictionary(fc.constantFrom(...fieldNames, 'cursor', 'limit', 'q'), hostileText, {
    maxKeys: 3,
  }),
  body,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
  ),
  who: fc.constantFrom('guest', 'cook', 'other cook'),
});

describe('REST routes under generated bad input', () => {
  it(`answers ${runs} of them without a 5xx, with JSON refusals, and writes nothing when refusing`, async () => {
    const routes = routesOf(app.app).filter((route) => route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let before = await databaseFingerprint(app);
    let tried = 0;
    const slowest: { ms: number; what: string }[] = [];
    const stall = await worstStallDuring(async (watch) => {
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const route = routes[input.route % routes.length];
          if (!route) return;
          const id = input.pathValue === 'OWN' ? String(ownRecipeId) : input.pathValue;
          const query = new URLSearchParams(input.query).toString();
          const path = `${route.url.replace(/:[a-zA-Z]+/g, id)}${query ? `?${query}` : ''}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const user = input.who === 'cook' ? cook : input.who === 'other cook' ? otherCook : null;
          const started = performance.now();
          const answer = await send(app, {
            method: route.method,
            path,
            body: hasBody ? input.body : undefined,
            contentType: hasBody ? input.contentType : undefined,
            authorization: user?.authorization,
          });
          tried += 1;
          slowest.push({
            ms: performance.now() - started,
            what: `${route.method} ${path.slice(0, 100)} (${answer.status})`,
          });
          slowest.sort((a, b) => b.ms - a.ms).splice(3);
          const after = await watch.excluding(() => databaseFingerprint(app));
          const problem = answerProblem(answer, 'rest');
          const where = `${route.method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path}`;
          if (problem) problems.push(`${where}: ${problem}`);
          if (answer.status >= 400 && after !== before) {
            problems.push(
              `${where}: refused with ${answer.status} but changed ${changedTables(before, after).join(', ')}`,
            );
          }
          before = after;
        }),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 2026) },
      );
    });
    console.log(
      `REST fuzz: ${tried} inputs, worst event-loop stall ${stall.toFixed(0)} ms; slowest: ${slowest
        .map(({ ms, what }) => `${what} ${Math.round(ms)} ms`)
        .join('; ')}`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  }, 600_000);
});

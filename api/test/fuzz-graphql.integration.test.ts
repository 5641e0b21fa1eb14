import { schema } from '@app/schema';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQueue } from '../src/modules/imports/import-job.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import {
  answerProblem,
  changedTables,
  databaseFingerprint,
  fuzzRuns,
  send,
} from './fuzz/fuzz-harness.ts';
import { hostileNumber, hostileText, hostileValue } from './fuzz/fuzz-values.ts';

// Every query and mutation of the schema, called with generated arguments that follow the
// declared types (and, now and then, break them), plus documents that are not GraphQL at all.
// No answer may be a 5xx, every refusal carries a code, and a call answered with an error
// leaves every table as it was.

const runs = fuzzRuns(10_000, 1_000);

// Answered as they arrive, their work goes on: the next fingerprint waits for it to end.
const queuedWork = new Set(['startRecipeImport', 'startChatTurn']);

/** Until no import is queued or running and no assistant turn is running. */
async function settled(): Promise<void> {
  const connection = app.database.orm.em.getConnection();
  for (let tries = 0; tries < 600; tries += 1) {
    const imports = await app.jobs.unfinished(importQueue.name, {});
    const [turns] = (await connection.execute(
      `select count(*)::int as count from "chat_turns" where "status" = 'running'`,
    )) as { count: number }[];
    if (imports === 0 && (turns?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('queued work never finished');
}

let app: TestApp;
let cook: TestUser;
let otherCook: TestUser;

beforeAll(async () => {
  app = await createTestApp({ allowPrivateImportUrls: false });
  cook = await app.user();
  otherCook = await app.user();
  for (const user of [cook, otherCook]) {
    await fetch(`${app.url}/api/auth/user`, { headers: { authorization: user.authorization } });
  }
});

afterAll(() => app.close());

/** A value of `type`, as a client that follows the schema but not its rules might send. */
function argumentValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return argumentValue(type.ofType, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    return nullable(
      fc.array(argumentValue(type.ofType, depth + 1), { maxLength: depth > 1 ? 2 : 6 }),
    );
  }
  if (isEnumType(type)) {
    return nullable(
      fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileText),
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(
        Object.fromEntries(
          fields.map((field) => [field.name, argumentValue(field.type, depth + 1)]),
        ),
        { requiredKeys: [] },
      ),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return nullable(hostileNumber);
      case 'Boolean':
        return nullable(fc.boolean());
      default:
        return nullable(hostileText);
    }
  }
  return hostileValue;
}

interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const rootFields: RootField[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    operation: 'query' as const,
    field,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    operation: 'mutation' as const,
    field,
  })),
];

/** `mutation ($a: T!) { field(a: $a) { __typename } }` for one root field. */
function documentFor({ operation, field }: RootField): string {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${arg.type}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation}${declared.length ? ` (${declared.join(', ')})` : ''} { ${field.name}${
    passed.length ? `(${passed.join(', ')})` : ''
  }${selection} }`;
}

const call = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.nat({ max: rootFields.length - 1 }).chain((index) => {
      const root = rootFields[index] as RootField;
      return fc.record({
        root: fc.constant(root),
        query: fc.constant(documentFor(root)),
        // Mostly typed values, sometimes anything at all in their place.
        variables: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record(
              Object.fromEntries(root.field.args.map((arg) => [arg.name, argumentValue(arg.type)])),
              { requiredKeys: [] },
            ),
          },
          {
            weight: 1,
            arbitrary: fc.dictionary(
              fc.constantFrom(...root.field.args.map((arg) => arg.name), 'x'),
              hostileValue,
            ),
          },
        ),
      });
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      root: fc.constant(null),
      query: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{',
          '{ __schema { types { name } } }',
          'subscription { recipeChanged { kind } }',
          '{ recipes { id } } { recipes { id } }',
          'query A { x } query A { y }',
        ),
        fc
          .nat({ max: 200 })
          .map((depth) => `{ ${'__schema { types { fields { type { ofType { '.repeat(depth)} }`),
      ),
      variables: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.string({ maxLength: 8 }), hostileValue),
      ),
    }),
  },
);

describe('GraphQL under generated arguments', () => {
  it(`answers ${runs} calls without a 5xx, with coded refusals, and writes nothing when refusing`, async () => {
    const problems: string[] = [];
    let before = await databaseFingerprint(app);
    let tried = 0;
    const stall = await worstStallDuring(async (watch) => {
      await fc.assert(
        fc.asyncProperty(
          call,
          fc.constantFrom('guest', 'cook', 'other cook'),
          async (input, who) => {
            const user = who === 'cook' ? cook : who === 'other cook' ? otherCook : null;
            const answer = await send(app, {
              method: 'POST',
              path: '/graphql',
              body: JSON.stringify({ query: input.query, variables: input.variables }),
              contentType: 'application/json',
              authorization: user?.authorization,
            });
            tried += 1;
            const name = input.root?.field.name ?? 'a malformed document';
            const problem = answerProblem(answer, 'graphql');
            if (problem) problems.push(`${name}: ${problem}`);
            const parsed = JSON.parse(answer.body) as {
              data?: Record<string, { __typename?: string } | null> | null;
              errors?: unknown[];
            };
            const result = input.root ? parsed.data?.[input.root.field.name] : null;
            const isRefused =
              answer.status >= 400 ||
              Boolean(parsed.errors?.length) ||
              (typeof result?.__typename === 'string' && result.__typename.endsWith('Error'));
            if (queuedWork.has(name) && !isRefused) await settled();
            const after = await watch.excluding(() => databaseFingerprint(app));
            if (isRefused && after !== before) {
              problems.push(
                `${name}: refused but changed ${changedTables(before, after).join(', ')}`,
              );
            }
            before = after;
          },
        ),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 2026) },
      );
    });
    console.log(
      `GraphQL fuzz: ${tried} calls over ${rootFields.length} fields, worst event-loop stall ${stall.toFixed(0)} ms`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  }, 900_000);
});

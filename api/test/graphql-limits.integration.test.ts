import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';

type GraphqlErrorBody = { errors: { extensions: { code: string } }[] };

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
});
afterAll(() => app.close());

describe('GraphQL request limits', () => {
  it('refuses a query nested deeper than 10 levels', async () => {
    // Introspection types nest without end; the depth rule stops it before execution.
    let selection = 'name';
    for (let level = 0; level < 12; level += 1) selection = `ofType { ${selection} }`;
    const result = await graphql(
      app,
      `{ __type(name: "Recipe") { fields { type { ${selection} } } } }`,
      {},
      cook,
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses more than 20 aliases', async () => {
    const aliases = Array.from({ length: 25 }, (_, index) => `a${index}: recipes { id }`).join(' ');
    const result = await graphql(app, `{ ${aliases} }`, {}, cook);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts aliases of __typename too', async () => {
    const aliases = Array.from({ length: 1_000 }, (_, index) => `t${index}: __typename`).join(' ');
    const result = await graphql(app, `{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a document with too many tokens before parsing it all', async () => {
    const fields = Array.from({ length: 6_000 }, () => 'id').join(' ');
    const result = await graphql(app, `{ recipes { ${fields} } }`, {}, cook);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a query that would cost too much', async () => {
    const fields = Array.from(
      { length: 20 },
      (_, index) => `r${index}: recipes { ${'id name tags '.repeat(40)} }`,
    ).join(' ');
    const result = await graphql(app, `{ ${fields} }`, {}, cook);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('still answers the introspection query GraphiQL and codegen send', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const result = await graphql<{ __schema: { types: unknown[] } }>(
      app,
      getIntrospectionQuery(),
      {},
      cook,
    );
    expect(result.status).toBe(200);
    expect(result.data?.__schema.types.length).toBeGreaterThan(20);
  });

  it('answers UNAUTHENTICATED with status 401 for a bad token, and per field for a guest', async () => {
    const bad = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nonsense' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as GraphqlErrorBody).errors[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const guest = await graphql(app, '{ me { id } }');
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reports invalid arguments as VALIDATION, not as a server error', async () => {
    const result = await graphql(app, '{ recentRecipes(limit: 500) { id } }', {}, cook);
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('answers malformed JSON with a GraphQL-shaped 400', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphqlErrorBody).errors[0]?.extensions.code).toBe(
      'BAD_REQUEST',
    );
  });
});

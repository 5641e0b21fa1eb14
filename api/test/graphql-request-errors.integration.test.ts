import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
});
afterAll(() => app.close());

type ErrorBody = { errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown };

/** POST /graphql with every member a client may send, as the cook. */
async function post(body: { query: string; operationName?: string; variables?: unknown }) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: cook.authorization },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

const twoOperations = 'query First { me { id } } query Second { recipes { id } }';
const windowQuery = 'query Window($limit: Int) { recipes(limit: $limit) { id } }';

describe('GraphQL request errors over HTTP', () => {
  it.each([
    [
      'two operations and no operationName',
      { query: twoOperations },
      'Must provide operation name if query contains multiple operations.',
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an operationName that is not in the document',
      { query: twoOperations, operationName: 'Third' },
      'Unknown operation named "Third".',
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an operationName for a document with one anonymous operation',
      { query: '{ me { id } }', operationName: 'Me' },
      'Unknown operation named "Me".',
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'a subscription',
      { query: 'subscription { recipeChanged { kind } }' },
      'POST requests only support query and mutation operations, not subscription operations; subscribe over WebSocket (graphql-ws) at /graphql.',
      'BAD_REQUEST',
    ],
    [
      'a fractional Int variable',
      { query: windowQuery, variables: { limit: 1.5 } },
      'Variable "$limit" got invalid value 1.5; Int cannot represent non-integer value: 1.5',
      'BAD_USER_INPUT',
    ],
    [
      'an Int variable beyond 32 bits',
      { query: windowQuery, variables: { limit: 2_147_483_648 } },
      'Variable "$limit" got invalid value 2147483648; Int cannot represent non 32-bit signed integer value: 2147483648',
      'BAD_USER_INPUT',
    ],
    [
      'a missing required variable',
      { query: 'query Window($limit: Int!) { recipes(limit: $limit) { id } }', variables: {} },
      'Variable "$limit" of required type "Int!" was not provided.',
      'BAD_USER_INPUT',
    ],
    [
      'a string for an Int variable',
      { query: windowQuery, variables: { limit: 'ten' } },
      'Variable "$limit" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
      'BAD_USER_INPUT',
    ],
  ])('answers %s with 400 and what is wrong', async (_label, request, message, code) => {
    const { status, body } = await post(request);
    expect({ status, errors: body.errors }).toEqual({
      status: 400,
      errors: [expect.objectContaining({ message, extensions: expect.objectContaining({ code }) })],
    });
    expect(body.data).toBeUndefined();
  });

  it('still runs the named operation of a document with two', async () => {
    const { status, body } = await post({ query: twoOperations, operationName: 'Second' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { recipes: [] } });
  });

  it('still runs a window with valid variables', async () => {
    const { status, body } = await post({ query: windowQuery, variables: { limit: 5 } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { recipes: [] } });
  });
});

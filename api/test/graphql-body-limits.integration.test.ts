import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';

type Answer = {
  status: number;
  body: { errors?: { message: string; extensions?: { code?: string } }[] };
};

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
});
afterAll(() => app.close());

/**
 * Posts to /graphql over a raw socket, writing only the first `sent` bytes of a body that
 * declares `length` (or none, chunked): a server that answers has refused it unread.
 */
function postPartly(options: {
  length?: number;
  sent: number;
  authorization?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (options.length !== undefined) headers['content-length'] = options.length;
    if (options.authorization) headers.authorization = options.authorization;
    const call = httpRequest(`${app.url}/graphql`, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        call.destroy();
      });
    });
    call.on('error', reject);
    const head = '{"query":"{__typename}","variables":{"x":[';
    call.write(head + '0,'.repeat(Math.floor((options.sent - head.length) / 2)));
  });
}

describe('/graphql body limits', () => {
  it("refuses a guest's 13 MB request from its length, before reading its body", async () => {
    const answer = await postPartly({ length: 13_000_000, sent: 64 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.body.errors?.[0]?.message).toBe(
      'The request body is larger than 1,048,576 bytes.',
    );
  });

  it("stops reading a guest's chunked body at 1 MB", async () => {
    const answer = await postPartly({ sent: 1_200_000 });
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gives a cook 1 MB for an operation that carries no photo', async () => {
    const result = await graphql(app, '{ __typename }', { x: 'a'.repeat(2_000_000) }, cook);
    expect(result.status).toBe(413);
    expect(result.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("takes a cook's photo past 1 MB", async () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(2_000_000)}`;
    const result = await graphql<{ startRecipeImport: { __typename: string } }>(
      app,
      'mutation ($image: String) { startRecipeImport(image: $image) { __typename } }',
      { image: photo },
      cook,
    );
    expect(result.status).toBe(200);
    expect(result.data?.startRecipeImport.__typename).toBeDefined();
  });
});

describe('/graphql variables', () => {
  const addItem = `mutation ($recipeIds: [Int!]) {
    addShoppingListItem(input: { name: "Eggs", recipeIds: $recipeIds }) { __typename }
  }`;

  it('refuses a declared variable holding more than 10,000 values before walking it', async () => {
    const recipeIds = Array.from({ length: 20_000 }, (_, index) => index + 1);
    const result = await graphql(app, addItem, { recipeIds }, cook);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Variable "$recipeIds" holds more than 10,000 values.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('ignores variables the operation does not declare', async () => {
    const result = await graphql(app, '{ __typename }', {
      x: new Array(400_000).fill(0),
      y: 'a\u0000',
    });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ __typename: 'Query' });
  });
});

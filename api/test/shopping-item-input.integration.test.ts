import { InvalidInputError, type ShoppingListItemInput, type Viewer } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipeService } from '../src/modules/recipes/index.ts';
import { ShoppingService } from '../src/modules/shopping/index.ts';
import { ensureUser } from '../src/modules/users/index.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';

let app: TestApp;
let shopper: TestUser;
let viewer: Viewer;

beforeAll(async () => {
  app = await createTestApp();
  shopper = await app.user();
  viewer = { id: shopper.id, email: shopper.email, isAdmin: false };
  await ensureUser(app.database.orm.em.fork() as EntityManager, viewer);
});

afterAll(() => app.close());

/** The service as a caller with no GraphQL in front of it; refused input never reaches planning. */
function shopping(): ShoppingService {
  const em = app.database.orm.em.fork() as EntityManager;
  const unused = () => {
    throw new Error('planning is not expected here');
  };
  return new ShoppingService(
    em,
    viewer,
    app.events,
    { plan: unused, organize: unused },
    new RecipeService(em, viewer, app.events),
  );
}

async function issuesOf(run: () => Promise<unknown>) {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).issues.map((issue) => ({
    path: (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)),
    message: issue.message,
  }));
}

describe('adding a shopping list item through the service', () => {
  it('refuses an empty name with a typed validation error and adds nothing', async () => {
    expect(await issuesOf(() => shopping().add({ name: ' ' }))).toEqual([
      { path: ['name'], message: 'Name is required.' },
    ]);
    expect(await shopping().list()).toEqual([]);
  });

  it('adds a valid item with its name trimmed', async () => {
    const item = await shopping().add({ name: ' Leeks ', quantity: '2' });
    expect(item).toMatchObject({ name: 'Leeks', quantity: '2' });
  });

  it.each<[string, Partial<ShoppingListItemInput>]>([
    ['a long name', { name: 'n'.repeat(201) }],
    ['a long quantity', { quantity: 'q'.repeat(101) }],
    ['a long category', { category: 'c'.repeat(201) }],
    ['a client id that is not a UUID', { clientId: 'item-1' }],
    ['a recipe id that cannot exist', { recipeIds: [0] }],
  ])('refuses %s with the message a GraphQL client gets', async (_label, fields) => {
    const input = { name: 'Milk', ...fields };
    const service = await issuesOf(() => shopping().add(input));
    const { data } = await graphql<{
      addShoppingListItem: { __typename: string; issues: { path: string[]; message: string }[] };
    }>(
      app,
      `mutation ($input: AddShoppingListItemInput!) {
        addShoppingListItem(input: $input) { __typename ... on InputValidationError { issues { path message } } }
      }`,
      { input },
      shopper,
    );
    expect(service.length).toBeGreaterThan(0);
    expect(data?.addShoppingListItem).toEqual({
      __typename: 'InputValidationError',
      issues: service.map((issue) => ({ ...issue, path: ['input', ...issue.path] })),
    });
  });
});

describe('generating the list through the service', () => {
  it('refuses no recipes with the message a GraphQL client gets', async () => {
    const service = await issuesOf(() => shopping().generate([]));
    expect(service).toEqual([{ path: ['recipeIds'], message: 'Choose at least one recipe.' }]);
    const { data } = await graphql<{
      generateShoppingList: { issues: { path: string[]; message: string }[] };
    }>(
      app,
      `mutation { generateShoppingList(recipeIds: []) { ... on InputValidationError { issues { path message } } } }`,
      {},
      shopper,
    );
    expect(data?.generateShoppingList.issues).toEqual(service);
  });
});

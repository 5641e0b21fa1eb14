import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, type HttpResult, rest } from './http.ts';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
/** Alice's rows, which Bob must neither see nor touch. */
let aliceRecipeId: number;
let aliceItemId: number;
/** Bob's own rows, so his lists are not trivially empty. */
let bobRecipeId: number;
let bobItemId: number;

type Row = Record<string, unknown> & { id: number };

async function addItem(user: TestUser, body: Record<string, unknown>): Promise<number> {
  const { status, body: item } = await rest<Row>(app, 'POST', '/api/shopping-list', { user, body });
  expect(status).toBe(201);
  return item.id;
}

async function recipesOf(user: TestUser) {
  return (await rest<Row[]>(app, 'GET', '/api/recipes', { user })).body;
}

async function listOf(user: TestUser) {
  return (await rest<Row[]>(app, 'GET', '/api/shopping-list', { user })).body;
}

/** Alice's whole collection and list, to compare before and after Bob's attempts. */
async function aliceState() {
  return { recipes: await recipesOf(alice), list: await listOf(alice) };
}

function expectNotFound(result: HttpResult) {
  expect({ status: result.status, body: result.body }).toMatchObject({
    status: 404,
    body: { error: { code: 'NOT_FOUND', message: expect.stringMatching(/not found/i) } },
  });
}

/** Bob's requests aimed at Alice's rows; each must be a 404, as if the row did not exist. */
const bobAtAlice: [
  label: string,
  request: () => { method: string; path: string; body?: unknown },
][] = [
  ['read her recipe', () => ({ method: 'GET', path: `/api/recipes/${aliceRecipeId}` })],
  [
    'edit her recipe',
    () => ({
      method: 'PUT',
      path: `/api/recipes/${aliceRecipeId}`,
      body: { name: 'Stolen', ingredients: ['nothing'] },
    }),
  ],
  [
    'favorite her recipe',
    () => ({
      method: 'PATCH',
      path: `/api/recipes/${aliceRecipeId}/favorite`,
      body: { isFavorite: true },
    }),
  ],
  ['delete her recipe', () => ({ method: 'DELETE', path: `/api/recipes/${aliceRecipeId}` })],
  [
    'share her recipe',
    () => ({
      method: 'PATCH',
      path: `/api/recipes/${aliceRecipeId}/share`,
      body: { isShared: true },
    }),
  ],
  [
    'read her unshared recipe on the public route',
    () => ({ method: 'GET', path: `/api/recipes/public/${aliceRecipeId}` }),
  ],
  [
    'save her unshared recipe',
    () => ({
      method: 'POST',
      path: '/api/recipes/save-shared',
      body: { recipeId: aliceRecipeId },
    }),
  ],
  [
    'tick her shopping item',
    () => ({
      method: 'PATCH',
      path: `/api/shopping-list/${aliceItemId}`,
      body: { isCompleted: 1 },
    }),
  ],
  [
    'delete her shopping item',
    () => ({ method: 'DELETE', path: `/api/shopping-list/${aliceItemId}` }),
  ],
  [
    'add an item pointing at her recipe',
    () => ({
      method: 'POST',
      path: '/api/shopping-list',
      body: { name: 'Leek', recipeIds: [aliceRecipeId] },
    }),
  ],
  [
    'add an item pointing at his recipe and hers',
    () => ({
      method: 'POST',
      path: '/api/shopping-list',
      body: { name: 'Leek', recipeIds: [bobRecipeId, aliceRecipeId] },
    }),
  ],
];

beforeAll(async () => {
  app = await createTestApp();
  alice = await app.user('alice@example.com');
  bob = await app.user('bob@example.com');
  aliceRecipeId = await createRecipe(app, alice, {
    name: 'Leek Soup',
    description: 'Alice family recipe',
    ingredients: ['3 leeks', '2 potatoes'],
    tags: ['Soup'],
    difficulty: 'HARD',
  });
  aliceItemId = await addItem(alice, {
    name: 'Leeks',
    quantity: '3',
    category: 'Produce',
    recipeIds: [aliceRecipeId],
  });
  await addItem(alice, { name: 'Butter', category: 'Dairy' });
  bobRecipeId = await createRecipe(app, bob, { name: 'Toast', ingredients: ['bread'] });
  bobItemId = await addItem(bob, { name: 'Bread', category: 'Bakery', recipeIds: [bobRecipeId] });
});

afterAll(() => app.close());

describe('another user over REST', () => {
  it.each(bobAtAlice)('cannot %s: 404, and her data is unchanged', async (_label, request) => {
    const before = await aliceState();
    const bobListBefore = await listOf(bob);
    const { method, path, body } = request();
    expectNotFound(await rest(app, method, path, { user: bob, body }));
    expect(await aliceState()).toEqual(before);
    expect(await listOf(bob)).toEqual(bobListBefore);
  });

  it("does not see Alice's rows in his recipe list or shopping list", async () => {
    expect((await recipesOf(bob)).map((recipe) => recipe.id)).toEqual([bobRecipeId]);
    expect((await listOf(bob)).map((item) => item.id)).toEqual([bobItemId]);
  });

  it('clears only his own shopping list', async () => {
    const before = await aliceState();
    const cleared = await rest(app, 'DELETE', '/api/shopping-list', { user: bob });
    expect(cleared).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await listOf(bob)).toEqual([]);
    expect(await aliceState()).toEqual(before);
    expect(before.list).toHaveLength(2);
    bobItemId = await addItem(bob, { name: 'Bread', category: 'Bakery', recipeIds: [bobRecipeId] });
  });

  it('still lets Alice do everything Bob was refused', async () => {
    expect((await rest(app, 'GET', `/api/recipes/${aliceRecipeId}`, { user: alice })).status).toBe(
      200,
    );
    const favorite = await rest(app, 'PATCH', `/api/recipes/${aliceRecipeId}/favorite`, {
      user: alice,
      body: { isFavorite: false },
    });
    expect(favorite.status).toBe(200);
    const ticked = await rest(app, 'PATCH', `/api/shopping-list/${aliceItemId}`, {
      user: alice,
      body: { isCompleted: 0 },
    });
    expect(ticked.status).toBe(200);
  });
});

describe('another user over GraphQL', () => {
  const recipeFields = 'id name description ingredients tags difficulty isFavorite updatedAt';

  it("answers null for Alice's recipe and leaves it out of his lists", async () => {
    const { data, errors } = await graphql<{
      recipe: unknown;
      sharedRecipe: unknown;
      recipes: Row[];
      window: Row[];
      recipeCount: number;
      recentRecipes: Row[];
      recipeTags: { tag: string }[];
      shoppingList: Row[];
    }>(
      app,
      `query ($id: Int!) {
        recipe(id: $id) { id }
        sharedRecipe(id: $id) { id }
        recipes { id }
        window: recipes(offset: 0, limit: 50) { id }
        recipeCount
        recentRecipes(limit: 50) { id }
        recipeTags { tag }
        shoppingList { id }
      }`,
      { id: aliceRecipeId },
      bob,
    );
    expect(errors).toBeUndefined();
    expect(data?.recipe).toBeNull();
    expect(data?.sharedRecipe).toBeNull();
    expect(data?.recipes.map((recipe) => recipe.id)).toEqual([bobRecipeId]);
    expect(data?.window.map((recipe) => recipe.id)).toEqual([bobRecipeId]);
    expect(data?.recipeCount).toBe(1);
    expect(data?.recentRecipes.map((recipe) => recipe.id)).toEqual([bobRecipeId]);
    expect(data?.recipeTags).toEqual([]);
    expect(data?.shoppingList.map((item) => item.id)).toEqual([bobItemId]);
  });

  it.each([
    [
      'updateRecipe',
      'RecipeNotFoundError',
      'updateRecipe(id: $id, input: { name: "Stolen" })',
      'recipe',
    ],
    [
      'setRecipeFavorite',
      'RecipeNotFoundError',
      'setRecipeFavorite(id: $id, isFavorite: true)',
      'recipe',
    ],
    ['deleteRecipe', 'RecipeNotFoundError', 'deleteRecipe(id: $id)', 'recipe'],
    [
      'setRecipeShared',
      'RecipeNotFoundError',
      'setRecipeShared(id: $id, isShared: true)',
      'recipe',
    ],
    ['saveSharedRecipe', 'RecipeNotFoundError', 'saveSharedRecipe(recipeId: $id)', 'recipe'],
    [
      'setShoppingListItemCompleted',
      'ShoppingListItemNotFoundError',
      'setShoppingListItemCompleted(id: $id, isCompleted: true)',
      'item',
    ],
    [
      'deleteShoppingListItem',
      'ShoppingListItemNotFoundError',
      'deleteShoppingListItem(id: $id)',
      'item',
    ],
  ])('%s on her row answers %s and changes nothing', async (_name, typename, field, target) => {
    const before = await aliceState();
    const id = target === 'recipe' ? aliceRecipeId : aliceItemId;
    const { data, errors } = await graphql<{ result: Record<string, unknown> }>(
      app,
      `mutation ($id: Int!) { result: ${field} { __typename ... on Error { message code } } }`,
      { id },
      bob,
    );
    expect(errors).toBeUndefined();
    expect(data?.result).toEqual({
      __typename: typename,
      message: expect.stringMatching(/not found/i),
      code: 'NOT_FOUND',
    });
    expect(await aliceState()).toEqual(before);
  });

  it('addShoppingListItem pointing at her recipe answers RecipeNotFoundError and adds nothing', async () => {
    const before = { alice: await aliceState(), bob: await listOf(bob) };
    const { data, errors } = await graphql<{ result: Record<string, unknown> }>(
      app,
      `mutation ($input: AddShoppingListItemInput!) {
        result: addShoppingListItem(input: $input) {
          __typename ... on Error { message code }
        }
      }`,
      { input: { name: 'Leek', recipeIds: [bobRecipeId, aliceRecipeId] } },
      bob,
    );
    expect(errors).toBeUndefined();
    expect(data?.result).toEqual({
      __typename: 'RecipeNotFoundError',
      message: 'Recipe not found',
      code: 'NOT_FOUND',
    });
    expect({ alice: await aliceState(), bob: await listOf(bob) }).toEqual(before);
  });

  it('clearShoppingList clears only his own list', async () => {
    const before = await aliceState();
    const { data } = await graphql<{ clearShoppingList: Record<string, unknown> }>(
      app,
      'mutation { clearShoppingList { __typename ... on ClearShoppingListSuccess { cleared { deletedCount } } } }',
      {},
      bob,
    );
    expect(data?.clearShoppingList).toEqual({
      __typename: 'ClearShoppingListSuccess',
      cleared: { deletedCount: 1 },
    });
    expect(await aliceState()).toEqual(before);
    bobItemId = await addItem(bob, { name: 'Bread', category: 'Bakery', recipeIds: [bobRecipeId] });
  });

  it("leaves Alice's recipe exactly as she wrote it", async () => {
    const { data } = await graphql<{ recipe: Row }>(
      app,
      `query ($id: Int!) { recipe(id: $id) { ${recipeFields} } }`,
      { id: aliceRecipeId },
      alice,
    );
    expect(data?.recipe).toMatchObject({
      id: aliceRecipeId,
      name: 'Leek Soup',
      description: 'Alice family recipe',
      ingredients: ['3 leeks', '2 potatoes'],
      tags: ['Soup'],
      difficulty: 'HARD',
      isFavorite: false,
    });
    expect((await listOf(alice)).map((item) => item.name)).toEqual(['Leeks', 'Butter']);
  });
});

describe('a recipe Alice shares', () => {
  const guestRead = () => rest<Row>(app, 'GET', `/api/recipes/public/${aliceRecipeId}`);

  it('stays a 404 on the public route until she shares it, for a guest too', async () => {
    const result = await guestRead();
    expectNotFound(result);
    expect(JSON.stringify(result.body)).not.toContain('Leek Soup');
  });

  it('can be read by a guest once shared, without anything about Alice', async () => {
    const shared = await rest(app, 'PATCH', `/api/recipes/${aliceRecipeId}/share`, {
      user: alice,
      body: { isShared: true },
    });
    expect(shared.status).toBe(200);
    const { status, body } = await guestRead();
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: aliceRecipeId, name: 'Leek Soup', savedRecipeId: null });
    expect(JSON.stringify(body)).not.toContain(alice.id);
    expect(JSON.stringify(body)).not.toContain(alice.email);
  });

  it('cannot be saved by a guest', async () => {
    const before = await aliceState();
    const saved = await rest(app, 'POST', '/api/recipes/save-shared', {
      body: { recipeId: aliceRecipeId },
    });
    expect(saved).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    expect(await aliceState()).toEqual(before);
  });

  it('still cannot be edited, unshared or deleted by Bob', async () => {
    const before = await aliceState();
    const attempts = [
      rest(app, 'PUT', `/api/recipes/${aliceRecipeId}`, { user: bob, body: { name: 'Mine' } }),
      rest(app, 'PATCH', `/api/recipes/${aliceRecipeId}/share`, {
        user: bob,
        body: { isShared: false },
      }),
      rest(app, 'PATCH', `/api/recipes/${aliceRecipeId}/favorite`, {
        user: bob,
        body: { isFavorite: true },
      }),
      rest(app, 'DELETE', `/api/recipes/${aliceRecipeId}`, { user: bob }),
      rest(app, 'GET', `/api/recipes/${aliceRecipeId}`, { user: bob }),
    ];
    for (const result of await Promise.all(attempts)) expectNotFound(result);
    expect(await aliceState()).toEqual(before);
  });

  it("is copied into Bob's collection when he saves it; his edits leave hers alone", async () => {
    const before = await aliceState();
    const saved = await rest<Row>(app, 'POST', '/api/recipes/save-shared', {
      user: bob,
      body: { recipeId: aliceRecipeId },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Leek Soup', isExisting: false, isShared: false });
    const copyId = saved.body.id;
    expect((await recipesOf(bob)).map((recipe) => recipe.id).sort()).toEqual(
      [bobRecipeId, copyId].sort(),
    );
    const edited = await rest(app, 'PUT', `/api/recipes/${copyId}`, {
      user: bob,
      body: { name: "Bob's Leek Soup", ingredients: ['4 leeks'] },
    });
    expect(edited.status).toBe(200);
    expect(await aliceState()).toEqual(before);
    expectNotFound(await rest(app, 'GET', `/api/recipes/${copyId}`, { user: alice }));
    expect((await guestRead()).body).toMatchObject({ name: 'Leek Soup', savedRecipeId: null });
    expect(
      (await rest<Row>(app, 'GET', `/api/recipes/public/${aliceRecipeId}`, { user: bob })).body
        .savedRecipeId,
    ).toBe(copyId);
  });

  it('is a 404 on the public route again once Alice stops sharing it', async () => {
    await rest(app, 'PATCH', `/api/recipes/${aliceRecipeId}/share`, {
      user: alice,
      body: { isShared: false },
    });
    expectNotFound(await guestRead());
    expectNotFound(await rest(app, 'GET', `/api/recipes/public/${aliceRecipeId}`, { user: bob }));
  });
});

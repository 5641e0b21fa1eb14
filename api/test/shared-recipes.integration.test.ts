import type { RecipeChangedEvent } from '@app/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../src/modules/shared/event-bus.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Alice's recipe with a stored picture, shared in beforeAll. */
let sharedId: number;
let sharedImageUrl: string;
/** Alice's recipe she never shares. */
let privateId: number;

type Row = Record<string, unknown> & { id: number };

const sharedFields = `id name description imageUrl prepTime cookTime totalTime servings difficulty
  ingredients instructions tags nutrition { protein fat carbs calories } createdAt savedRecipeId`;

async function sharedRecipe(id: number, user?: TestUser) {
  const { data, errors } = await graphql<{ sharedRecipe: Row | null }>(
    app,
    `query ($id: Int!) { sharedRecipe(id: $id) { ${sharedFields} } }`,
    { id },
    user,
  );
  expect(errors).toBeUndefined();
  return data?.sharedRecipe ?? null;
}

async function share(user: TestUser, id: number, isShared: boolean) {
  const { data, errors } = await graphql<{ result: Row }>(
    app,
    `mutation ($id: Int!, $isShared: Boolean!) {
      result: setRecipeShared(id: $id, isShared: $isShared) {
        __typename ... on SetRecipeSharedSuccess { recipe { id isShared } } ... on Error { code message }
      }
    }`,
    { id, isShared },
    user,
  );
  expect(errors).toBeUndefined();
  return data?.result;
}

async function save(user: TestUser, recipeId: number) {
  const { data, errors } = await graphql<{ result: Row }>(
    app,
    `mutation ($recipeId: Int!) {
      result: saveSharedRecipe(recipeId: $recipeId) {
        __typename
        ... on SaveSharedRecipeSuccess {
          saved { isExisting recipe { id name description imageUrl prepTime cookTime totalTime servings
            difficulty ingredients instructions tags nutrition { protein fat carbs calories }
            isFavorite isShared sourceUrl } }
        }
        ... on Error { code message }
      }
    }`,
    { recipeId },
    user,
  );
  expect(errors).toBeUndefined();
  return data?.result as Row & { saved?: { isExisting: boolean; recipe: Row } };
}

async function recipeIdsOf(user: TestUser) {
  const { body } = await rest<Row[]>(app, 'GET', '/api/recipes', { user });
  return body.map((recipe) => recipe.id);
}

beforeAll(async () => {
  app = await createTestApp();
  alice = await app.user('alice@example.com');
  bob = await app.user('bob@example.com');
  carol = await app.user('carol@example.com');
  // A pasted recipe gets a generated picture stored by the api, as in real use.
  const imported = await rest<Row>(app, 'POST', '/api/recipes/analyze', {
    user: alice,
    body: {
      recipeText:
        'Lemon Tart\nServes 8\nPrep time: 30 minutes\n\nIngredients\n200 g flour\n100 g butter\n3 lemons\n150 g sugar\n\nMethod\n1. Make the pastry.\n2. Bake with the lemon curd.',
    },
  });
  expect(imported.status).toBe(200);
  sharedId = imported.body.id;
  sharedImageUrl = imported.body.imageUrl as string;
  expect(sharedImageUrl).toMatch(/^\/api\/images\//);
  await rest(app, 'PUT', `/api/recipes/${sharedId}`, {
    user: alice,
    body: { description: 'Sharp and sweet', tags: ['Dessert', 'Baking'], difficulty: 'Medium' },
  });
  await rest(app, 'PATCH', `/api/recipes/${sharedId}/favorite`, {
    user: alice,
    body: { isFavorite: true },
  });
  privateId = await createRecipe(app, alice, { name: 'Grandma secret stew' });
  expect(await share(alice, sharedId, true)).toMatchObject({
    __typename: 'SetRecipeSharedSuccess',
    recipe: { id: sharedId, isShared: true },
  });
});

afterAll(() => app.close());

describe('sharing a recipe', () => {
  it('starts unshared, and only the owner can switch it', async () => {
    const fresh = await createRecipe(app, alice, { name: 'New today' });
    const { body } = await rest<Row>(app, 'GET', `/api/recipes/${fresh}`, { user: alice });
    expect(body.isShared).toBe(false);
    expect(await sharedRecipe(fresh)).toBeNull();
    expect(await share(bob, fresh, true)).toMatchObject({
      __typename: 'RecipeNotFoundError',
      code: 'NOT_FOUND',
    });
    expect(await sharedRecipe(fresh)).toBeNull();
    expect(await share(alice, 999_999, true)).toMatchObject({ __typename: 'RecipeNotFoundError' });
  });

  it('publishes an UPDATED recipe change to the owner', async () => {
    const stream = app.events.subscribe<RecipeChangedEvent>(topics.recipeChanged(alice.id));
    const next = stream.next();
    await share(alice, privateId, true);
    const event = (await next).value as RecipeChangedEvent;
    expect(event).toMatchObject({
      kind: 'UPDATED',
      recipeId: privateId,
      recipe: { isShared: true },
    });
    await share(alice, privateId, false);
    await stream.return?.();
  });

  it('hides the recipe again once unshared', async () => {
    const id = await createRecipe(app, alice, { name: 'Briefly public' });
    await share(alice, id, true);
    expect(await sharedRecipe(id)).toMatchObject({ id, name: 'Briefly public' });
    await share(alice, id, false);
    expect(await sharedRecipe(id)).toBeNull();
    const page = await rest(app, 'GET', `/api/recipes/public/${id}`);
    expect(page).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Recipe Not Found' } },
    });
  });
});

describe('the public read', () => {
  it('shows a guest the shared recipe and nothing about its owner', async () => {
    const recipe = await sharedRecipe(sharedId);
    expect(recipe).toMatchObject({
      id: sharedId,
      name: 'Lemon Tart',
      description: 'Sharp and sweet',
      imageUrl: sharedImageUrl,
      servings: 8,
      difficulty: 'MEDIUM',
      tags: ['Dessert', 'Baking'],
      savedRecipeId: null,
    });
    expect(JSON.stringify(recipe)).not.toContain(alice.id);
    expect(JSON.stringify(recipe)).not.toContain(alice.email);

    const { status, body } = await rest<Row>(app, 'GET', `/api/recipes/public/${sharedId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ ...recipe, difficulty: 'Medium' });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['isFavorite']));
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`${alice.id}|${alice.email}`));
  });

  it("answers null (REST: 404) for a missing id and for another user's unshared recipe", async () => {
    expect(await sharedRecipe(privateId)).toBeNull();
    expect(await sharedRecipe(privateId, bob)).toBeNull();
    expect(await sharedRecipe(999_999)).toBeNull();
    expect(await sharedRecipe(-4)).toBeNull();
    for (const [id, user] of [
      [privateId, undefined],
      [privateId, bob],
      [999_999, bob],
    ] as const) {
      expect(await rest(app, 'GET', `/api/recipes/public/${id}`, { user })).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Recipe Not Found' } },
      });
    }
  });

  it('tells the owner the recipe is theirs and a signed-in stranger that they have no copy', async () => {
    expect((await sharedRecipe(sharedId, alice))?.savedRecipeId).toBe(sharedId);
    expect((await sharedRecipe(sharedId, carol))?.savedRecipeId).toBeNull();
  });

  it('still refuses guests every other field', async () => {
    const { data, errors } = await graphql(app, '{ recipes { id } }');
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const list = await rest(app, 'GET', '/api/recipes');
    expect(list.status).toBe(401);
  });

  it('serves the picture to a guest', async () => {
    const image = await fetch(`${app.url}${sharedImageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/');
  });
});

describe('saving a shared recipe', () => {
  let copyId: number;

  it("copies the content, nutrition, tags and picture into the saver's collection", async () => {
    const original = await rest<Row>(app, 'GET', `/api/recipes/${sharedId}`, { user: alice });
    const result = await save(bob, sharedId);
    expect(result.__typename).toBe('SaveSharedRecipeSuccess');
    const saved = result.saved as { isExisting: boolean; recipe: Row };
    expect(saved.isExisting).toBe(false);
    copyId = saved.recipe.id;
    expect(copyId).not.toBe(sharedId);
    const contentFields = [
      'name',
      'description',
      'imageUrl',
      'prepTime',
      'cookTime',
      'totalTime',
      'servings',
      'ingredients',
      'instructions',
      'tags',
      'nutrition',
      'sourceUrl',
    ];
    for (const field of contentFields)
      expect(saved.recipe[field], field).toEqual(original.body[field]);
    expect(saved.recipe.nutrition).not.toBeNull();
    expect(saved.recipe.difficulty).toBe('MEDIUM');
    // The original is Alice's favorite and shared; Bob's copy is neither.
    expect(original.body).toMatchObject({ isFavorite: true, isShared: true });
    expect(saved.recipe).toMatchObject({ isFavorite: false, isShared: false });
    expect(await recipeIdsOf(bob)).toEqual([copyId]);
    const image = await fetch(`${app.url}${saved.recipe.imageUrl}`);
    expect(image.status).toBe(200);
  });

  it('answers the same copy when saved again, and tells the public page about it', async () => {
    const again = await save(bob, sharedId);
    expect(again.saved).toMatchObject({ isExisting: true, recipe: { id: copyId } });
    expect(await recipeIdsOf(bob)).toEqual([copyId]);
    expect((await sharedRecipe(sharedId, bob))?.savedRecipeId).toBe(copyId);
    const overRest = await rest<Row>(app, 'GET', `/api/recipes/public/${sharedId}`, { user: bob });
    expect(overRest.body.savedRecipeId).toBe(copyId);
  });

  it('answers the owner their own recipe without a copy', async () => {
    const before = await recipeIdsOf(alice);
    const own = await save(alice, sharedId);
    expect(own.saved).toMatchObject({
      isExisting: true,
      recipe: { id: sharedId, isFavorite: true },
    });
    expect(await recipeIdsOf(alice)).toEqual(before);
  });

  it('refuses a recipe that is missing or not shared, copying nothing', async () => {
    for (const id of [privateId, 999_999]) {
      expect(await save(carol, id)).toMatchObject({
        __typename: 'RecipeNotFoundError',
        code: 'NOT_FOUND',
      });
    }
    expect(await recipeIdsOf(carol)).toEqual([]);
  });

  it('keeps one copy when the same user saves twice at once', async () => {
    const dave = await app.user('dave@example.com');
    const results = await Promise.all([save(dave, sharedId), save(dave, sharedId)]);
    const ids = results.map((result) => (result.saved as { recipe: Row }).recipe.id);
    expect(ids[0]).toBe(ids[1]);
    expect(results.map((result) => result.saved?.isExisting).sort()).toEqual([false, true]);
    expect(await recipeIdsOf(dave)).toEqual([ids[0]]);
  });

  it('keeps the copy and its picture when the original is deleted', async () => {
    const id = await createRecipe(app, alice, {
      name: 'Short-lived',
      imageUrl: sharedImageUrl,
      ingredients: ['time'],
    });
    await share(alice, id, true);
    const copy = (await save(carol, id)).saved as { recipe: Row };
    expect((await rest(app, 'DELETE', `/api/recipes/${id}`, { user: alice })).status).toBe(204);
    const kept = await rest<Row>(app, 'GET', `/api/recipes/${copy.recipe.id}`, { user: carol });
    expect(kept).toMatchObject({
      status: 200,
      body: { name: 'Short-lived', imageUrl: sharedImageUrl },
    });
    expect((await fetch(`${app.url}${sharedImageUrl}`)).status).toBe(200);
    expect(await save(carol, id)).toMatchObject({ __typename: 'RecipeNotFoundError' });
  });

  it('is refused to a guest', async () => {
    const { errors } = await graphql(
      app,
      'mutation ($id: Int!) { saveSharedRecipe(recipeId: $id) { __typename } }',
      { id: sharedId },
    );
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('the sharing routes over REST', () => {
  it('PATCH /api/recipes/:id/share answers the recipe', async () => {
    const id = await createRecipe(app, carol, { name: 'Carol cake' });
    const shared = await rest<Row>(app, 'PATCH', `/api/recipes/${id}/share`, {
      user: carol,
      body: { isShared: true },
    });
    expect(shared).toMatchObject({ status: 200, body: { id, name: 'Carol cake', isShared: true } });
    const guest = await rest<Row>(app, 'GET', `/api/recipes/public/${id}`);
    expect(guest).toMatchObject({ status: 200, body: { id, name: 'Carol cake' } });
  });

  it('POST /api/recipes/save-shared answers the saved recipe and isExisting', async () => {
    const erin = await app.user('erin@example.com');
    const first = await rest<Row>(app, 'POST', '/api/recipes/save-shared', {
      user: erin,
      body: { recipeId: sharedId },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Lemon Tart',
      difficulty: 'Medium',
      isFavorite: false,
      isShared: false,
      isExisting: false,
    });
    const second = await rest<Row>(app, 'POST', '/api/recipes/save-shared', {
      user: erin,
      body: { recipeId: sharedId },
    });
    expect(second.body).toEqual({ ...first.body, isExisting: true });
    expect(await recipeIdsOf(erin)).toEqual([first.body.id]);
  });

  it('POST /api/recipes/save-shared refuses a guest with 401', async () => {
    const guest = await rest(app, 'POST', '/api/recipes/save-shared', {
      body: { recipeId: sharedId },
    });
    expect(guest).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;
let recipeIds: number[];
/** Every field of Recipe and ShoppingListItem, read from the schema so a new field is compared too. */
let recipeSelection: string;
let itemSelection: string;

type Row = Record<string, unknown> & { id: number };

/** The documented REST spellings (spec §3) of the GraphQL enum values. */
const difficultyWords: Record<string, string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };
const categoryWords: Record<string, string> = {
  PRODUCE: 'Produce',
  MEAT: 'Meat',
  DAIRY: 'Dairy',
  PANTRY: 'Pantry',
  BAKERY: 'Bakery',
  FROZEN: 'Frozen',
  OTHER: 'Other',
};

/** A GraphQL recipe as REST documents it: difficulty "Easy" rather than EASY. */
const asRestRecipe = (recipe: Row) => ({
  ...recipe,
  difficulty: difficultyWords[recipe.difficulty as string],
});

/** A GraphQL item as REST documents it: category "Produce" rather than PRODUCE, isCompleted 0/1. */
const asRestItem = (item: Row) => ({
  ...item,
  category: categoryWords[item.category as string],
  isCompleted: item.isCompleted === true ? 1 : item.isCompleted === false ? 0 : item.isCompleted,
});

interface IntrospectedType {
  fields: { name: string; type: IntrospectedTypeRef }[];
}
interface IntrospectedTypeRef {
  kind: string;
  name: string | null;
  ofType: IntrospectedTypeRef | null;
}

/** Explanations computed on request, not part of the documented REST shape. */
const derivedFields = new Set(['nutritionLines']);

/** `{ a b nested { c } }` for every field of an object type, nested object types expanded. */
async function selectionOf(typeName: string): Promise<string> {
  const { data } = await graphql<{ __type: IntrospectedType }>(
    app,
    `query ($name: String!) {
      __type(name: $name) { fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } }
    }`,
    { name: typeName },
    cook,
  );
  const fields = (data?.__type.fields ?? []).filter((field) => !derivedFields.has(field.name));
  expect(fields.length).toBeGreaterThan(0);
  const parts = await Promise.all(
    fields.map(async ({ name, type }) => {
      let named = type;
      while (named.ofType) named = named.ofType;
      return named.kind === 'OBJECT' && named.name
        ? `${name} ${await selectionOf(named.name)}`
        : name;
    }),
  );
  return `{ ${parts.join(' ')} }`;
}

async function gqlRecipes(): Promise<Row[]> {
  const { data, errors } = await graphql<{ recipes: Row[] }>(
    app,
    `{ recipes ${recipeSelection} }`,
    {},
    cook,
  );
  expect(errors).toBeUndefined();
  return data?.recipes ?? [];
}

async function gqlRecipe(id: number): Promise<Row | null> {
  const { data, errors } = await graphql<{ recipe: Row | null }>(
    app,
    `query ($id: Int!) { recipe(id: $id) ${recipeSelection} }`,
    { id },
    cook,
  );
  expect(errors).toBeUndefined();
  return data?.recipe ?? null;
}

async function gqlShoppingList(): Promise<Row[]> {
  const { data, errors } = await graphql<{ shoppingList: Row[] }>(
    app,
    `{ shoppingList ${itemSelection} }`,
    {},
    cook,
  );
  expect(errors).toBeUndefined();
  return data?.shoppingList ?? [];
}

/** Runs a mutation whose result is aliased `result`; answers the success payload. */
async function mutate(document: string, variables: Record<string, unknown>, success: string) {
  const { data, errors } = await graphql<{ result: Record<string, unknown> }>(
    app,
    document,
    variables,
    cook,
  );
  expect(errors).toBeUndefined();
  expect(data?.result).toMatchObject({ __typename: success });
  return data?.result ?? {};
}

async function restList(): Promise<Row[]> {
  const { status, body } = await rest<Row[]>(app, 'GET', '/api/shopping-list', { user: cook });
  expect(status).toBe(200);
  return body;
}

async function restAdd(body: Record<string, unknown>) {
  return rest<Row>(app, 'POST', '/api/shopping-list', { user: cook, body });
}

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('julia@example.com');
  recipeSelection = await selectionOf('Recipe');
  itemSelection = await selectionOf('ShoppingListItem');
  recipeIds = [
    await createRecipe(app, cook, {
      name: 'Boeuf Bourguignon',
      description: 'Beef braised in red wine',
      ingredients: ['1 kg beef chuck', '750 ml red wine', '200 g mushrooms'],
      instructions: ['Brown the beef.', 'Braise for three hours.'],
      tags: ['Dinner', 'French'],
      prepTime: 45,
      servings: 6,
      difficulty: 'HARD',
      imageUrl: 'https://example.com/bourguignon.jpg',
    }),
    await createRecipe(app, cook, {
      name: 'apple crumble',
      tags: ['Dessert'],
      difficulty: 'MEDIUM',
      servings: 4,
    }),
    await createRecipe(app, cook, { name: 'Cucumber Salad' }),
  ];
  const [bourguignon, crumble] = recipeIds;
  await rest(app, 'PUT', `/api/recipes/${bourguignon}`, {
    user: cook,
    body: { nutrition: { protein: 42.5, fat: 30, carbs: 12, calories: 610 } },
  });
  await rest(app, 'PATCH', `/api/recipes/${crumble}/favorite`, {
    user: cook,
    body: { isFavorite: true },
  });
  await restAdd({
    name: 'Mushrooms',
    quantity: '200 g',
    category: 'Produce',
    recipeIds: [bourguignon],
  });
  await restAdd({
    name: 'Beef chuck',
    quantity: '1 kg',
    category: 'Meat',
    recipeIds: [bourguignon],
    isCompleted: 1,
  });
  await restAdd({ name: 'Butter', category: 'Dairy', recipeIds: [bourguignon, crumble] });
  await restAdd({ name: 'Frozen peas', category: 'Frozen' });
  await restAdd({ name: 'Flour', category: 'Pantry' });
  await restAdd({ name: 'Baguette', category: 'Bakery' });
  await restAdd({ name: 'Napkins' });
});

afterAll(() => app.close());

describe('reads answer the same data through REST and GraphQL', () => {
  it("GET /api/recipes equals the recipes query, difficulty in the spec's words", async () => {
    const graph = await gqlRecipes();
    const { status, body } = await rest<Row[]>(app, 'GET', '/api/recipes', { user: cook });
    expect(status).toBe(200);
    expect(graph.map((recipe) => recipe.difficulty)).toEqual(['MEDIUM', 'HARD', 'EASY']);
    expect(body).toEqual(graph.map(asRestRecipe));
    expect(body.map((recipe) => recipe.difficulty)).toEqual(['Medium', 'Hard', 'Easy']);
  });

  it('GET /api/recipes/:id equals the recipe query for every recipe', async () => {
    for (const id of recipeIds) {
      const graph = await gqlRecipe(id);
      expect(graph).not.toBeNull();
      const { status, body } = await rest<Row>(app, 'GET', `/api/recipes/${id}`, { user: cook });
      expect(status).toBe(200);
      expect(body).toEqual(asRestRecipe(graph as Row));
    }
  });

  it("GET /api/shopping-list equals the shoppingList query, with 0/1 and the spec's category words", async () => {
    const graph = await gqlShoppingList();
    const body = await restList();
    expect(graph.map((item) => [item.category, item.isCompleted])).toEqual([
      ['PRODUCE', false],
      ['MEAT', true],
      ['DAIRY', false],
      ['FROZEN', false],
      ['PANTRY', false],
      ['BAKERY', false],
      ['OTHER', false],
    ]);
    expect(body).toEqual(graph.map(asRestItem));
  });

  it('answers the fields of spec §3 with their documented types', async () => {
    const recipes = (await rest<Row[]>(app, 'GET', '/api/recipes', { user: cook })).body;
    for (const recipe of recipes) {
      expect(recipe).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          prepTime: expect.any(Number),
          servings: expect.any(Number),
          difficulty: expect.stringMatching(/^(Easy|Medium|Hard)$/),
          ingredients: expect.any(Array),
          instructions: expect.any(Array),
          tags: expect.any(Array),
          isFavorite: expect.any(Boolean),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      );
      expect(recipe).toHaveProperty('description');
      expect(recipe).toHaveProperty('imageUrl');
      expect(recipe).toHaveProperty('nutrition');
    }
    expect(recipes.find((recipe) => recipe.id === recipeIds[0])?.nutrition).toEqual({
      protein: 42.5,
      fat: 30,
      carbs: 12,
      calories: 610,
    });
    for (const item of await restList()) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          quantity: expect.any(String),
          category: expect.stringMatching(/^(Produce|Meat|Dairy|Pantry|Bakery|Frozen|Other)$/),
          recipeIds: expect.any(Array),
        }),
      );
      expect([0, 1]).toContain(item.isCompleted);
    }
  });
});

describe('a write through one is visible through the other', () => {
  it('shows a REST edit of a recipe in GraphQL', async () => {
    const [, , salad] = recipeIds as [number, number, number];
    const { status, body } = await rest<Row>(app, 'PUT', `/api/recipes/${salad}`, {
      user: cook,
      body: {
        name: 'Cucumber Salad with Dill',
        description: 'Crisp and cold',
        prepTime: 10,
        servings: 2,
        difficulty: 'Medium',
        ingredients: ['2 cucumbers', 'dill'],
        instructions: ['Slice.', 'Dress.'],
        tags: ['Lunch', 'Side'],
        nutrition: { protein: 2, fat: 5, carbs: 8, calories: 90 },
        imageUrl: 'https://example.com/salad.jpg',
      },
    });
    expect(status).toBe(200);
    const graph = await gqlRecipe(salad);
    expect(graph).toMatchObject({
      name: 'Cucumber Salad with Dill',
      difficulty: 'MEDIUM',
      tags: ['Lunch', 'Side'],
    });
    expect(body).toEqual(asRestRecipe(graph as Row));
  });

  it('shows a GraphQL edit of a recipe in REST', async () => {
    const [, crumble] = recipeIds as [number, number];
    const result = await mutate(
      `mutation ($id: Int!, $input: UpdateRecipeInput!) {
        result: updateRecipe(id: $id, input: $input) {
          __typename ... on UpdateRecipeSuccess { recipe ${recipeSelection} }
        }
      }`,
      { id: crumble, input: { difficulty: 'HARD', prepTime: 20, tags: ['Dessert', 'Autumn'] } },
      'UpdateRecipeSuccess',
    );
    const { body } = await rest<Row>(app, 'GET', `/api/recipes/${crumble}`, { user: cook });
    expect(body).toMatchObject({
      difficulty: 'Hard',
      prepTime: 20,
      tags: ['Dessert', 'Autumn'],
      isFavorite: true,
    });
    expect(body).toEqual(asRestRecipe(result.recipe as Row));
  });

  it('shows favorites set on either side on the other', async () => {
    const [bourguignon] = recipeIds as [number];
    const patched = await rest<Row>(app, 'PATCH', `/api/recipes/${bourguignon}/favorite`, {
      user: cook,
      body: { isFavorite: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(asRestRecipe((await gqlRecipe(bourguignon)) as Row));
    expect(patched.body.isFavorite).toBe(true);

    await mutate(
      'mutation ($id: Int!) { result: setRecipeFavorite(id: $id, isFavorite: false) { __typename } }',
      { id: bourguignon },
      'SetRecipeFavoriteSuccess',
    );
    expect(
      (await rest<Row>(app, 'GET', `/api/recipes/${bourguignon}`, { user: cook })).body.isFavorite,
    ).toBe(false);
  });

  it('shows shopping items added and ticked on either side on the other', async () => {
    const added = await restAdd({ name: 'Shallots', quantity: '4', category: 'produce' });
    expect(added.status).toBe(201);
    expect((await gqlShoppingList()).map(asRestItem)).toContainEqual(added.body);

    const viaGraph = await mutate(
      `mutation ($input: AddShoppingListItemInput!) {
        result: addShoppingListItem(input: $input) {
          __typename ... on AddShoppingListItemSuccess { item ${itemSelection} }
        }
      }`,
      { input: { name: 'Thyme', category: 'Produce', recipeIds: [recipeIds[0]] } },
      'AddShoppingListItemSuccess',
    );
    const thyme = viaGraph.item as Row;
    expect(await restList()).toContainEqual(asRestItem(thyme));

    const ticked = await rest<Row>(app, 'PATCH', `/api/shopping-list/${thyme.id}`, {
      user: cook,
      body: { isCompleted: 1 },
    });
    expect(ticked.body.isCompleted).toBe(1);
    expect((await gqlShoppingList()).find((item) => item.id === thyme.id)?.isCompleted).toBe(true);

    await mutate(
      'mutation ($id: Int!) { result: setShoppingListItemCompleted(id: $id, isCompleted: false) { __typename } }',
      { id: thyme.id },
      'SetShoppingListItemCompletedSuccess',
    );
    expect((await restList()).find((item) => item.id === thyme.id)?.isCompleted).toBe(0);
  });

  it('shows deletions on either side on the other', async () => {
    const viaRest = await createRecipe(app, cook, { name: 'Deleted through REST' });
    expect((await rest(app, 'DELETE', `/api/recipes/${viaRest}`, { user: cook })).status).toBe(204);
    expect(await gqlRecipe(viaRest)).toBeNull();

    const viaGraph = await createRecipe(app, cook, { name: 'Deleted through GraphQL' });
    await mutate(
      'mutation ($id: Int!) { result: deleteRecipe(id: $id) { __typename } }',
      { id: viaGraph },
      'DeleteRecipeSuccess',
    );
    expect((await rest(app, 'GET', `/api/recipes/${viaGraph}`, { user: cook })).status).toBe(404);

    const item = (await restAdd({ name: 'Gone soon' })).body;
    expect(
      (await rest(app, 'DELETE', `/api/shopping-list/${item.id}`, { user: cook })).status,
    ).toBe(204);
    expect((await gqlShoppingList()).map((row) => row.id)).not.toContain(item.id);
  });
});

describe('sharing answers the same through REST and GraphQL', () => {
  let friend: TestUser;
  let friendRecipeId: number;
  let sharedSelection: string;

  beforeAll(async () => {
    friend = await app.user('paul@example.com');
    sharedSelection = await selectionOf('SharedRecipe');
    friendRecipeId = await createRecipe(app, friend, {
      name: 'Tarte Tatin',
      description: 'Upside-down apple tart',
      ingredients: ['6 apples', '150 g sugar', '1 sheet puff pastry'],
      instructions: ['Caramelise.', 'Cover with pastry.', 'Bake and turn out.'],
      tags: ['Dessert', 'French'],
      prepTime: 30,
      servings: 8,
      difficulty: 'HARD',
      imageUrl: 'https://example.com/tatin.jpg',
    });
    const shared = await rest(app, 'PATCH', `/api/recipes/${friendRecipeId}/share`, {
      user: friend,
      body: { isShared: true },
    });
    expect(shared.status).toBe(200);
  });

  async function gqlShared(id: number, user?: TestUser): Promise<Row | null> {
    const { data, errors } = await graphql<{ sharedRecipe: Row | null }>(
      app,
      `query ($id: Int!) { sharedRecipe(id: $id) ${sharedSelection} }`,
      { id },
      user,
    );
    expect(errors).toBeUndefined();
    return data?.sharedRecipe ?? null;
  }

  it('GET /api/recipes/public/:id equals the sharedRecipe query, for a guest and a signed-in user', async () => {
    for (const user of [undefined, cook]) {
      const graph = await gqlShared(friendRecipeId, user);
      expect(graph).toMatchObject({ name: 'Tarte Tatin', difficulty: 'HARD', savedRecipeId: null });
      const { status, body } = await rest<Row>(
        app,
        'GET',
        `/api/recipes/public/${friendRecipeId}`,
        {
          user,
        },
      );
      expect(status).toBe(200);
      expect(body).toEqual(asRestRecipe(graph as Row));
    }
  });

  it('POST /api/recipes/save-shared equals saveSharedRecipe, plus isExisting', async () => {
    const viaRest = await rest<Row>(app, 'POST', '/api/recipes/save-shared', {
      user: cook,
      body: { recipeId: friendRecipeId },
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.isExisting).toBe(false);
    const viaGraph = await mutate(
      `mutation ($recipeId: Int!) {
        result: saveSharedRecipe(recipeId: $recipeId) {
          __typename ... on SaveSharedRecipeSuccess { saved { isExisting recipe ${recipeSelection} } }
        }
      }`,
      { recipeId: friendRecipeId },
      'SaveSharedRecipeSuccess',
    );
    const saved = viaGraph.saved as { isExisting: boolean; recipe: Row };
    expect(saved.isExisting).toBe(true);
    expect(viaRest.body).toEqual({ ...asRestRecipe(saved.recipe), isExisting: false });
    expect(await gqlRecipe(saved.recipe.id)).toEqual(saved.recipe);
    expect((await gqlShared(friendRecipeId, cook))?.savedRecipeId).toBe(saved.recipe.id);
    const publicView = await rest<Row>(app, 'GET', `/api/recipes/public/${friendRecipeId}`, {
      user: cook,
    });
    expect(publicView.body.savedRecipeId).toBe(saved.recipe.id);
  });

  it('shows sharing switched on either side on the other', async () => {
    const [, crumble] = recipeIds as [number, number];
    const patched = await rest<Row>(app, 'PATCH', `/api/recipes/${crumble}/share`, {
      user: cook,
      body: { isShared: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.isShared).toBe(true);
    expect(patched.body).toEqual(asRestRecipe((await gqlRecipe(crumble)) as Row));
    expect(await gqlShared(crumble)).toMatchObject({ id: crumble, savedRecipeId: null });

    const unshared = await mutate(
      `mutation ($id: Int!) {
        result: setRecipeShared(id: $id, isShared: false) {
          __typename ... on SetRecipeSharedSuccess { recipe ${recipeSelection} }
        }
      }`,
      { id: crumble },
      'SetRecipeSharedSuccess',
    );
    const { body } = await rest<Row>(app, 'GET', `/api/recipes/${crumble}`, { user: cook });
    expect(body.isShared).toBe(false);
    expect(body).toEqual(asRestRecipe(unshared.recipe as Row));
    expect((await rest(app, 'GET', `/api/recipes/public/${crumble}`)).status).toBe(404);
    expect(await gqlShared(crumble)).toBeNull();
  });
});

describe('the documented shopping list behaviour over REST', () => {
  it('adds a manual item with quantity "1", category "Other", no recipes, not completed, and answers 201', async () => {
    const { status, body } = await restAdd({ name: 'Milk' });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Milk',
      quantity: '1',
      category: 'Other',
      recipeIds: [],
      isCompleted: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Fields added for syncing devices and naming recipe links; the documented ones above are
      // unchanged.
      recipes: [],
      clientId: null,
      position: expect.any(Number),
      version: 1,
      updatedAt: body.createdAt,
    });
    expect(await restList()).toContainEqual(body);
  });

  it('accepts the full payload the client sends for a manual add', async () => {
    const { status, body } = await restAdd({
      name: 'Oat milk',
      quantity: '1',
      category: 'Other',
      recipeIds: [],
      isCompleted: 0,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Oat milk',
      quantity: '1',
      category: 'Other',
      recipeIds: [],
      isCompleted: 0,
    });
  });

  it.each([
    ['an unknown category', 'Snacks', 'Other'],
    ['a known category in lowercase', 'produce', 'Produce'],
    ['a known category in uppercase', 'DAIRY', 'Dairy'],
    ['a known category with spaces around it', '  Bakery ', 'Bakery'],
    ['an empty category', '', 'Other'],
  ])('stores %s (%j) as %s', async (_label, category, stored) => {
    const { status, body } = await restAdd({ name: 'Something', category });
    expect(status).toBe(201);
    expect(body.category).toBe(stored);
    expect((await restList()).find((item) => item.id === body.id)?.category).toBe(stored);
  });

  it('toggles completion between 0 and 1 with PATCH', async () => {
    const { body: item } = await restAdd({ name: 'Eggs' });
    for (const isCompleted of [1, 0, 1]) {
      const patched = await rest<Row>(app, 'PATCH', `/api/shopping-list/${item.id}`, {
        user: cook,
        body: { isCompleted },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({
        ...item,
        isCompleted,
        version: expect.any(Number),
        updatedAt: expect.any(String),
      });
      expect((await restList()).find((row) => row.id === item.id)?.isCompleted).toBe(isCompleted);
    }
  });

  it('clears the whole list with DELETE and answers { deletedCount }', async () => {
    const count = (await restList()).length;
    expect(count).toBeGreaterThan(0);
    const cleared = await rest(app, 'DELETE', '/api/shopping-list', { user: cook });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({
      deletedCount: count,
      // Added for Undo; the documented deletedCount is unchanged.
      undo: { id: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(await restList()).toEqual([]);
    expect(await gqlShoppingList()).toEqual([]);
    expect((await rest(app, 'DELETE', '/api/shopping-list', { user: cook })).body).toMatchObject({
      deletedCount: 0,
    });
  });
});

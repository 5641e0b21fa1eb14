import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('ada@example.com', {
    metadata: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  await createRecipe(app, cook, {
    name: 'banana bread',
    description: 'Moist loaf for brown bananas',
    tags: ['Dessert', 'baking', ' Baking '],
    ingredients: ['3 ripe bananas', '250 g flour'],
  });
  await createRecipe(app, cook, {
    name: 'Avocado Toast',
    tags: ['Breakfast'],
    ingredients: ['1 avocado', '2 slices sourdough'],
  });
  await createRecipe(app, cook, {
    name: 'Chicken Curry',
    tags: ['Main Course', 'spicy'],
    ingredients: ['500 g chicken thighs'],
  });
  await createRecipe(app, cook, {
    name: '50% Whole Wheat Rolls',
    tags: ['Bread'],
    ingredients: ['whole wheat flour'],
  });
  await createRecipe(app, cook, {
    name: 'Pierogi',
    tags: ['Dumplings'],
    ingredients: ['potatoes'],
  });
  await createRecipe(app, cook, {
    name: 'Mango Smoothie',
    tags: ['Smoothies'],
    ingredients: ['1 mango', 'yogurt'],
  });
});

afterAll(() => app.close());

const names = (recipes: { name: string }[]) => recipes.map((recipe) => recipe.name);

describe('recipe list', () => {
  it('sorts recipes by name, ignoring case', async () => {
    const { status, body } = await rest<{ name: string }[]>(app, 'GET', '/api/recipes', {
      user: cook,
    });
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      '50% Whole Wheat Rolls',
      'Avocado Toast',
      'banana bread',
      'Chicken Curry',
      'Mango Smoothie',
      'Pierogi',
    ]);
  });

  it.each([
    ['a name, in any case', 'CURRY', ['Chicken Curry']],
    ['the description', 'brown bananas', ['banana bread']],
    ['a tag', 'main course', ['Chicken Curry']],
    ['an ingredient', 'SOURDOUGH', ['Avocado Toast']],
    ['a literal percent sign', '50%', ['50% Whole Wheat Rolls']],
    ['an underscore, which is not a wildcard', 'a_o', []],
  ])('searches %s', async (_label, search, expected) => {
    const { data } = await graphql<{ recipes: { name: string }[] }>(
      app,
      'query ($search: String) { recipes(search: $search) { name } }',
      { search },
      cook,
    );
    expect(names(data?.recipes ?? [])).toEqual(expected);
  });

  it('answers a window of the sorted list, and a count that matches each filter', async () => {
    const { data } = await graphql<{
      first: { name: string }[];
      next: { name: string }[];
      beyond: { name: string }[];
      total: number;
      found: number;
      none: number;
    }>(
      app,
      `{
        first: recipes(limit: 2) { name }
        next: recipes(offset: 2, limit: 3) { name }
        beyond: recipes(offset: 50, limit: 10) { name }
        total: recipeCount
        found: recipeCount(search: "bread")
        none: recipeCount(tag: "nothing-like-this")
      }`,
      {},
      cook,
    );
    expect(names(data?.first ?? [])).toEqual(['50% Whole Wheat Rolls', 'Avocado Toast']);
    expect(names(data?.next ?? [])).toEqual(['banana bread', 'Chicken Curry', 'Mango Smoothie']);
    expect(data?.beyond).toEqual([]);
    expect(data?.total).toBe(6);
    expect(data?.found).toBe(2); // banana bread, and the rolls tagged Bread
    expect(data?.none).toBe(0);
  });

  it.each([
    ['a negative offset', '{ recipes(offset: -1) { name } }'],
    ['a zero limit', '{ recipes(limit: 0) { name } }'],
    ['a limit over 500', '{ recipes(limit: 501) { name } }'],
  ])('refuses %s with a typed error', async (_label, query) => {
    const { data, errors } = await graphql<{ recipes: unknown }>(app, query, {}, cook);
    expect(data?.recipes ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('filters by tag regardless of case and spacing', async () => {
    const { data } = await graphql<{ recipes: { name: string }[] }>(
      app,
      '{ recipes(tag: "  BAKING") { name } }',
      {},
      cook,
    );
    expect(names(data?.recipes ?? [])).toEqual(['banana bread']);
  });

  it('filters by course using whole-word tag keywords, plurals included', async () => {
    const query = 'query ($course: Course) { recipes(course: $course) { name } }';
    const dessert = await graphql<{ recipes: { name: string }[] }>(
      app,
      query,
      { course: 'DESSERTS' },
      cook,
    );
    expect(names(dessert.data?.recipes ?? [])).toEqual(['banana bread']);
    const dinner = await graphql<{ recipes: { name: string }[] }>(
      app,
      query,
      { course: 'DINNER' },
      cook,
    );
    expect(names(dinner.data?.recipes ?? [])).toEqual(['Chicken Curry']);
    const drinks = await graphql<{ recipes: { name: string }[] }>(
      app,
      query,
      { course: 'BEVERAGES' },
      cook,
    );
    expect(names(drinks.data?.recipes ?? [])).toEqual(['Mango Smoothie']);
  });

  it('counts lowercase, trimmed tags in alphabetical order, once per recipe', async () => {
    const { data } = await graphql<{ recipeTags: { tag: string; count: number }[] }>(
      app,
      '{ recipeTags { tag count } }',
      {},
      cook,
    );
    expect(data?.recipeTags).toEqual([
      { tag: 'baking', count: 1 },
      { tag: 'bread', count: 1 },
      { tag: 'breakfast', count: 1 },
      { tag: 'dessert', count: 1 },
      { tag: 'dumplings', count: 1 },
      { tag: 'main course', count: 1 },
      { tag: 'smoothies', count: 1 },
      { tag: 'spicy', count: 1 },
    ]);
  });

  it('gives the six course tiles with counts', async () => {
    const { data } = await graphql<{ recipeCategories: { id: string; count: number }[] }>(
      app,
      '{ recipeCategories { id name description count thumbnail } }',
      {},
      cook,
    );
    expect(data?.recipeCategories.map(({ id, count }) => [id, count])).toEqual([
      ['BREAKFAST', 1],
      ['LUNCH', 0],
      ['DINNER', 1],
      ['SNACKS', 0],
      ['DESSERTS', 1],
      ['BEVERAGES', 1],
    ]);
  });

  it('lists the most recent recipes first, six by default', async () => {
    const { data } = await graphql<{ recentRecipes: { name: string }[] }>(
      app,
      '{ recentRecipes { name } }',
      {},
      cook,
    );
    expect(names(data?.recentRecipes ?? [])).toEqual([
      'Mango Smoothie',
      'Pierogi',
      '50% Whole Wheat Rolls',
      'Chicken Curry',
      'Avocado Toast',
      'banana bread',
    ]);
    const three = await graphql<{ recentRecipes: { name: string }[] }>(
      app,
      '{ recentRecipes(limit: 3) { name } }',
      {},
      cook,
    );
    expect(three.data?.recentRecipes).toHaveLength(3);
  });

  it('keeps tags de-duplicated case-insensitively with the first spelling', async () => {
    const { body } = await rest<{ name: string; tags: string[] }[]>(app, 'GET', '/api/recipes', {
      user: cook,
    });
    expect(body.find((recipe) => recipe.name === 'banana bread')?.tags).toEqual([
      'Dessert',
      'baking',
    ]);
  });
});

describe('editing a recipe', () => {
  it('updates every field of the edit screen through PUT', async () => {
    const id = await createRecipe(app, cook, { name: 'Draft' });
    const update = {
      name: 'Shakshuka',
      description: 'Eggs poached in spiced tomatoes',
      prepTime: 25,
      servings: 4,
      difficulty: 'Medium',
      ingredients: ['6 eggs', '1 can tomatoes'],
      instructions: ['Simmer the sauce.', 'Crack in the eggs.'],
      tags: ['Brunch'],
      nutrition: { protein: 14, fat: 11, carbs: 12, calories: 210 },
      imageUrl: 'https://example.com/shakshuka.jpg',
    };
    const { status, body } = await rest<Record<string, unknown>>(app, 'PUT', `/api/recipes/${id}`, {
      user: cook,
      body: update,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, ...update, isFavorite: false });
    const fetched = await rest(app, 'GET', `/api/recipes/${id}`, { user: cook });
    expect(fetched.body).toEqual(body);
  });

  it('computes nutrition for a new recipe sent without figures', async () => {
    const id = await createRecipe(app, cook, {
      name: 'Porridge',
      servings: 2,
      ingredients: ['200 g rolled oats', '500 ml milk'],
    });
    const { body } = await rest<{ nutrition: { calories: number } | null }>(
      app,
      'GET',
      `/api/recipes/${id}`,
      { user: cook },
    );
    // 200 g oats (~380 kcal/100 g) and 500 ml whole milk (~61 kcal/100 g), for two.
    expect(body.nutrition?.calories).toBeGreaterThan(450);
    expect(body.nutrition?.calories).toBeLessThan(600);
  });

  it('keeps nutrition in step with edited ingredients, and keeps figures the cook set', async () => {
    const id = await createRecipe(app, cook, {
      name: 'Oat Bars',
      servings: 4,
      ingredients: ['200 g rolled oats'],
    });
    const get = async () =>
      (
        await rest<{
          nutrition: { calories: number; protein: number; fat: number; carbs: number };
        }>(app, 'GET', `/api/recipes/${id}`, { user: cook })
      ).body;
    const before = await get();
    // The edit form sends every field back, the old figures included.
    const doubled = await rest<{ nutrition: { calories: number } }>(
      app,
      'PUT',
      `/api/recipes/${id}`,
      {
        user: cook,
        body: { ...before, ingredients: ['400 g rolled oats'] },
      },
    );
    // Figures are rounded per serving.
    expect(
      Math.abs(doubled.body.nutrition.calories - before.nutrition.calories * 2),
    ).toBeLessThanOrEqual(2);

    const renamed = await rest<{ nutrition: unknown }>(app, 'PUT', `/api/recipes/${id}`, {
      user: cook,
      body: { name: 'Oat Squares' },
    });
    expect(renamed.body.nutrition).toEqual(doubled.body.nutrition);

    const own = { protein: 5, fat: 4, carbs: 30, calories: 180 };
    const edited = await rest<{ nutrition: unknown }>(app, 'PUT', `/api/recipes/${id}`, {
      user: cook,
      body: { ingredients: ['300 g rolled oats'], nutrition: own },
    });
    expect(edited.body.nutrition).toEqual(own);
  });

  it('toggles a favorite and lists favorites only', async () => {
    const id = await createRecipe(app, cook, { name: 'Lemon Tart', tags: ['Pie'] });
    const { status, body } = await rest<{ isFavorite: boolean }>(
      app,
      'PATCH',
      `/api/recipes/${id}/favorite`,
      {
        user: cook,
        body: { isFavorite: true },
      },
    );
    expect(status).toBe(200);
    expect(body.isFavorite).toBe(true);
    const { data } = await graphql<{ recipes: { name: string }[] }>(
      app,
      '{ recipes(favoritesOnly: true) { name } }',
      {},
      cook,
    );
    expect(names(data?.recipes ?? [])).toEqual(['Lemon Tart']);
  });

  it('deletes a recipe, after which it is not found', async () => {
    const id = await createRecipe(app, cook, { name: 'Short-lived' });
    expect((await rest(app, 'DELETE', `/api/recipes/${id}`, { user: cook })).status).toBe(204);
    expect((await rest(app, 'GET', `/api/recipes/${id}`, { user: cook })).status).toBe(404);
    expect((await rest(app, 'DELETE', `/api/recipes/${id}`, { user: cook })).status).toBe(404);
  });

  it('keeps the profile from the token on first sight', async () => {
    const { data } = await graphql<{ me: Record<string, unknown> }>(
      app,
      '{ me { id email firstName lastName isAdmin createdAt } }',
      {},
      cook,
    );
    expect(data?.me).toMatchObject({
      id: cook.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
    });
  });
});

describe('creating a recipe with a client id', () => {
  const create = `mutation ($input: RecipeInput!, $clientId: String) {
    createRecipe(input: $input, clientId: $clientId) {
      __typename ... on CreateRecipeSuccess { recipe { id name } } ... on Error { message }
    }
  }`;
  type Created = { createRecipe: { __typename: string; recipe?: { id: number; name: string } } };

  it('answers the first recipe to a retry, even one sent at the same moment', async () => {
    const author = await app.user();
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        graphql<Created>(app, create, { input: { name: 'Flatbread' }, clientId }, author),
      ),
    );
    const ids = answers.map((answer) => answer.data?.createRecipe.recipe?.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(1);
    const list = await graphql<{ recipes: { id: number }[] }>(
      app,
      '{ recipes { id } }',
      {},
      author,
    );
    expect(list.data?.recipes).toHaveLength(1);
  });

  it("keeps one cook's client ids apart from another's", async () => {
    const clientId = crypto.randomUUID();
    const first = await graphql<Created>(app, create, { input: { name: 'Soup' }, clientId }, cook);
    const other = await app.user();
    const second = await graphql<Created>(
      app,
      create,
      { input: { name: 'Stew' }, clientId },
      other,
    );
    expect(second.data?.createRecipe.recipe?.name).toBe('Stew');
    expect(second.data?.createRecipe.recipe?.id).not.toBe(first.data?.createRecipe.recipe?.id);
  });

  it('refuses a client id that is not a UUID', async () => {
    const answer = await graphql<Created>(
      app,
      create,
      { input: { name: 'Soup' }, clientId: 'again' },
      cook,
    );
    expect(answer.data?.createRecipe.__typename).toBe('InputValidationError');
  });
});

import { InvalidInputError, type RecipeInput, type Viewer } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipeService } from '../src/modules/recipes/index.ts';
import { ensureUser } from '../src/modules/users/index.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql } from './http.ts';

let app: TestApp;
let cook: TestUser;
let viewer: Viewer;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  viewer = { id: cook.id, email: cook.email, isAdmin: false };
  await ensureUser(app.database.orm.em.fork() as EntityManager, viewer);
});

afterAll(() => app.close());

/** The service as a caller with no GraphQL in front of it (an importer, an assistant's tool). */
const recipes = (nutritionOf?: ConstructorParameters<typeof RecipeService>[3]) =>
  new RecipeService(app.database.orm.em.fork() as EntityManager, viewer, app.events, nutritionOf);

async function refusal(run: () => Promise<unknown>): Promise<InvalidInputError> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return error as InvalidInputError;
}

const issuesOf = (error: InvalidInputError) =>
  error.issues.map((issue) => ({
    path: (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)),
    message: issue.message,
  }));

const fullRecipe: RecipeInput = {
  name: 'Lentil Soup',
  description: 'A warming bowl.',
  imageUrl: 'https://example.com/soup.jpg',
  prepTime: 10,
  cookTime: 30,
  totalTime: 40,
  servings: 4,
  difficulty: 'Medium',
  ingredients: ['200 g red lentils', '1 onion'],
  instructions: ['Soften the onion.', 'Simmer the lentils.'],
  tags: ['soup', 'vegetarian'],
  nutrition: { protein: 12, fat: 3, carbs: 30, calories: 200 },
  sourceUrl: 'https://example.com/soup',
  sourceImageUrl: 'https://example.com/soup.jpg',
};

describe('creating a recipe through the service', () => {
  it('refuses an empty name with a typed validation error and saves nothing', async () => {
    const before = await recipes().count({});
    const error = await refusal(() => recipes().create({ name: '' }));
    expect(error.code).toBe('VALIDATION');
    expect(issuesOf(error)).toEqual([{ path: ['name'], message: 'Name is required.' }]);
    expect(await recipes().count({})).toBe(before);
  });

  it('refuses a name of spaces the way the editor does', async () => {
    const error = await refusal(() => recipes().create({ name: '   ' }));
    expect(issuesOf(error)).toEqual([{ path: ['name'], message: 'Name is required.' }]);
  });

  it('saves a valid recipe with its name trimmed and nulls as defaults', async () => {
    const created = await recipes().create({
      name: '  Plain Rice ',
      prepTime: null,
      servings: null,
      difficulty: null,
      ingredients: null,
    });
    expect(created).toMatchObject({
      name: 'Plain Rice',
      prepTime: 0,
      servings: 0,
      difficulty: 'Easy',
      ingredients: [],
    });
  });

  it('keeps no computed figures that the editor could not send back', async () => {
    const created = await recipes(() => ({
      protein: 1,
      fat: 1,
      carbs: 1,
      calories: 7_000_000,
    })).create({ name: 'Two tonnes of sugar', ingredients: ['2000 kg sugar'] });
    expect(created.nutrition).toBeNull();
  });
});

describe('updating a recipe through the service', () => {
  it('keeps the fields a recipe cannot be without when they are sent as null', async () => {
    const { id } = await recipes().create(fullRecipe);
    const updated = await recipes().update(id, {
      name: null,
      prepTime: null,
      servings: null,
      difficulty: null,
      ingredients: null,
      instructions: null,
      tags: null,
    });
    expect(updated).toMatchObject({
      name: fullRecipe.name,
      prepTime: fullRecipe.prepTime,
      servings: fullRecipe.servings,
      difficulty: fullRecipe.difficulty,
      ingredients: fullRecipe.ingredients,
      instructions: fullRecipe.instructions,
      tags: fullRecipe.tags,
    });
  });

  it('empties the optional fields sent as null', async () => {
    const { id } = await recipes().create(fullRecipe);
    const updated = await recipes().update(id, {
      description: null,
      imageUrl: null,
      cookTime: null,
      totalTime: null,
      nutrition: null,
      sourceUrl: null,
      sourceImageUrl: null,
    });
    expect(updated).toMatchObject({
      description: null,
      imageUrl: null,
      cookTime: null,
      totalTime: null,
      nutrition: null,
      sourceUrl: null,
      sourceImageUrl: null,
      ingredients: fullRecipe.ingredients,
    });
  });

  it('refuses an over-long field and leaves the recipe as it was', async () => {
    const { id } = await recipes().create(fullRecipe);
    const error = await refusal(() =>
      recipes().update(id, { description: 'x'.repeat(5_001), ingredients: ['1 leek'] }),
    );
    expect(issuesOf(error)).toEqual([
      { path: ['description'], message: 'Description must be at most 5000 characters.' },
    ]);
    expect(await recipes().get(id)).toMatchObject({
      description: fullRecipe.description,
      ingredients: fullRecipe.ingredients,
    });
  });
});

/** Inputs over a limit, and where the refused value sits in them. */
const overLimit: [string, Partial<RecipeInput>][] = [
  ['a long name', { name: 'n'.repeat(201) }],
  ['a long description', { description: 'd'.repeat(5_001) }],
  ['a long ingredient line', { ingredients: ['1 egg', 'i'.repeat(2_001)] }],
  ['too many instructions', { instructions: Array.from({ length: 301 }, (_, i) => `Step ${i}`) }],
  ['a long tag', { tags: ['t'.repeat(61)] }],
  ['too many tags', { tags: Array.from({ length: 51 }, (_, i) => `tag ${i}`) }],
  ['a negative prep time', { prepTime: -1 }],
  ['too many servings', { servings: 10_001 }],
  ['a script link', { sourceUrl: 'javascript:alert(1)' }],
  ['a long picture address', { imageUrl: `https://example.com/${'p'.repeat(2_048)}` }],
  ['negative figures', { nutrition: { protein: -1, fat: 0, carbs: 0, calories: 0 } }],
];

describe('the same rules for every caller', () => {
  it.each(overLimit)(
    'refuses %s with the message a GraphQL client gets',
    async (_label, fields) => {
      const input = { name: 'Over the limit', ...fields };
      const service = issuesOf(await refusal(() => recipes().create(input)));
      const { data } = await graphql<{
        createRecipe: { __typename: string; issues: { path: string[]; message: string }[] };
      }>(
        app,
        `mutation ($input: RecipeInput!) {
        createRecipe(input: $input) { __typename ... on InputValidationError { issues { path message } } }
      }`,
        { input },
        cook,
      );
      expect(data?.createRecipe.__typename).toBe('InputValidationError');
      expect(service.length).toBeGreaterThan(0);
      expect(data?.createRecipe.issues).toEqual(
        service.map((issue) => ({
          path: ['input', ...issue.path.map(String)],
          message: issue.message,
        })),
      );
      const { id } = await recipes().create({ name: 'Within the limits' });
      const update = issuesOf(await refusal(() => recipes().update(id, input)));
      expect(update).toEqual(service);
    },
  );
});

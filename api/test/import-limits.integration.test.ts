import { limits } from '@app/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { graphql, rest } from './http.ts';

type Recipe = Record<string, unknown> & {
  id: number;
  ingredients: string[];
  instructions: string[];
};

const editableFields = [
  'name',
  'description',
  'imageUrl',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
  'tags',
  'sourceUrl',
  'sourceImageUrl',
] as const;
const recipeSelection = `{ id ${editableFields.join(' ')} nutrition { protein fat carbs calories } }`;

/** 1,000 ingredient lines, one of them a paragraph, and a step far longer than a line may be. */
const longLine =
  `2 cups flour ${'sifted twice and then folded in very gently, '.repeat(80)}`.trim();
const ingredientLines = Array.from({ length: 1_000 }, (_, index) =>
  index === 1 ? longLine : `${index + 1} g butter`,
);
const longStep = 'Stir and taste again, '.repeat(120).trim();
const hugeRecipe = [
  'Giant Party Cake',
  '',
  'Serves 12.',
  '',
  'Ingredients',
  ...ingredientLines.map((line) => `- ${line}`),
  '',
  'Method',
  '1. Mix everything in a very big bowl.',
  '2. Bake for 40 minutes.',
  `3. ${longStep}`,
].join('\n');

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
});

afterAll(() => app.close());

async function readRecipe(id: number): Promise<Recipe> {
  const { data } = await graphql<{ recipe: Recipe }>(
    app,
    `query ($id: Int!) { recipe(id: $id) ${recipeSelection} }`,
    { id },
    cook,
  );
  if (!data?.recipe) throw new Error(`recipe ${id} not found`);
  return data.recipe;
}

describe('importing a recipe past the limits', () => {
  it('cuts it to size, and the editor can save it again unchanged', async () => {
    expect(hugeRecipe.length).toBeLessThan(50_000);
    const imported = await rest<Recipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: hugeRecipe },
    });
    expect(imported.status).toBe(200);
    const before = await readRecipe(imported.body.id);
    expect(before.ingredients).toHaveLength(limits.lines);
    expect(before.ingredients[0]).toBe('1 g butter');
    expect(before.ingredients[1]).toBe(longLine.slice(0, limits.line).trimEnd());
    expect(before.instructions).toHaveLength(3);
    expect(before.instructions[2]).toBe(longStep.slice(0, limits.line).trimEnd());

    const { id, ...input } = before;
    const { data } = await graphql<{
      updateRecipe: { __typename: string; recipe?: Recipe; issues?: unknown };
    }>(
      app,
      `mutation ($id: Int!, $input: UpdateRecipeInput!) {
        updateRecipe(id: $id, input: $input) {
          __typename
          ... on UpdateRecipeSuccess { recipe ${recipeSelection} }
          ... on InputValidationError { issues { path message } }
        }
      }`,
      { id, input },
      cook,
    );
    expect(data?.updateRecipe).toEqual({ __typename: 'UpdateRecipeSuccess', recipe: before });
    expect(await readRecipe(id)).toEqual(before);
  });

  it('can be saved again through PUT /api/recipes/{id} as the documented shape', async () => {
    const imported = await rest<Recipe>(app, 'POST', '/api/recipes/analyze', {
      user: cook,
      body: { recipeText: hugeRecipe },
    });
    expect(imported.status).toBe(200);
    const saved = await rest<Recipe>(app, 'PUT', `/api/recipes/${imported.body.id}`, {
      user: cook,
      body: imported.body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.ingredients).toEqual(imported.body.ingredients);
    expect(saved.body.instructions).toEqual(imported.body.instructions);
  });
});

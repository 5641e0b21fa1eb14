import type { TestApp, TestUser } from '../create-test-app.ts';
import { graphql } from '../http.ts';

export interface RecipeSeed {
  name: string;
  description?: string;
  tags?: string[];
  ingredients?: string[];
  instructions?: string[];
  prepTime?: number;
  servings?: number;
  difficulty?: 'EASY' | 'MEDIUM' | 'HARD';
  imageUrl?: string;
}

/** Creates a recipe through the public GraphQL mutation; answers its id. */
export async function createRecipe(
  app: TestApp,
  user: TestUser,
  seed: RecipeSeed,
): Promise<number> {
  const result = await graphql<{
    createRecipe: { __typename: string; recipe?: { id: number }; message?: string };
  }>(
    app,
    `mutation Create($input: RecipeInput!) {
      createRecipe(input: $input) { __typename ... on CreateRecipeSuccess { recipe { id } } ... on Error { message } }
    }`,
    { input: seed },
    user,
  );
  const created = result.data?.createRecipe;
  if (!created?.recipe) throw new Error(`createRecipe failed: ${JSON.stringify(result)}`);
  return created.recipe.id;
}

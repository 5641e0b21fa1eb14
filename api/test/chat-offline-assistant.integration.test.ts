import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql } from './http.ts';

// The offline assistant (no AI key) through the whole api: the local model's tool calls run
// through the chat service and the cook's own services, on the real database.

let app: TestApp;
let cook: TestUser;
let pancakesId: number;

interface Answer {
  __typename: string;
  response?: {
    response: string;
    recipeUpdated: boolean;
    recipeCreated: boolean;
    shoppingItemsAdded: number;
    recipeChanges: { field: string; before: unknown; after: unknown }[];
    updatedRecipe: { ingredients: string[] } | null;
    createdRecipe: { id: number; name: string } | null;
  };
  message?: string;
}

type History = { role: 'USER' | 'ASSISTANT'; content: string }[];

async function ask(message: string, recipeId?: number, history: History = []): Promise<Answer> {
  const result = await graphql<{ sendChatMessage: Answer }>(
    app,
    `mutation Ask($input: ChatMessageInput!) {
      sendChatMessage(input: $input) {
        __typename
        ... on SendChatMessageSuccess {
          response {
            response recipeUpdated recipeCreated shoppingItemsAdded
            recipeChanges { field before after }
            updatedRecipe { ingredients }
            createdRecipe { id name }
          }
        }
        ... on Error { message }
      }
    }`,
    { input: { conversationId: randomUUID(), message, recipeId, history } },
    cook,
  );
  const answer = result.data?.sendChatMessage;
  if (answer?.__typename !== 'SendChatMessageSuccess') {
    throw new Error(`the assistant failed: ${JSON.stringify(result)}`);
  }
  return answer;
}

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user('offline-cook@example.com');
  await createRecipe(app, cook, {
    name: 'Chicken Stir Fry',
    ingredients: ['2 chicken breasts, sliced', '1 red pepper', '2 tbsp soy sauce'],
    instructions: ['Fry the chicken for 8 minutes.', 'Add the pepper and soy sauce.'],
    prepTime: 20,
    servings: 2,
  });
  await createRecipe(app, cook, {
    name: 'Sunday Roast Chicken',
    ingredients: ['1 whole chicken', '4 potatoes'],
    instructions: ['Roast for 90 minutes.'],
    prepTime: 110,
    servings: 4,
  });
  pancakesId = await createRecipe(app, cook, {
    name: 'Pancakes',
    ingredients: ['200 g flour', '2 eggs', '300 ml milk', '2 tbsp sugar'],
    instructions: ['Whisk the flour, eggs, milk and sugar.', 'Fry for 2 minutes a side.'],
    prepTime: 15,
    servings: 4,
  });
});

afterAll(async () => {
  await app.close();
});

describe('the offline assistant, on the cook’s own data', () => {
  it('suggests a 30-minute dinner with chicken from the collection', async () => {
    const answer = await ask('Suggest a 30-minute dinner with chicken');
    expect(answer.response?.response).toContain('Chicken Stir Fry');
    expect(answer.response?.response).not.toContain('Sunday Roast Chicken');
  });

  it('makes the open recipe keto friendly: a new version with recomputed nutrition, as a diff', async () => {
    const answer = await ask('Make this recipe keto friendly', pancakesId);
    expect(answer.response?.recipeUpdated).toBe(true);
    const ingredients = answer.response?.updatedRecipe?.ingredients.join('\n') ?? '';
    expect(ingredients).toMatch(/almond flour/i);
    expect(ingredients).not.toMatch(/\b2 tbsp sugar\b/);
    const fields = answer.response?.recipeChanges.map((change) => change.field);
    expect(fields).toEqual(expect.arrayContaining(['ingredients', 'nutrition']));
  });

  it('saves a recipe the conversation holds', async () => {
    const pasted = [
      'Tomato Soup',
      'Ingredients:',
      '6 tomatoes',
      '1 onion',
      '500 ml stock',
      'Steps:',
      'Soften the onion.',
      'Add the tomatoes and stock and simmer for 20 minutes.',
    ].join('\n');
    const answer = await ask('Save this recipe', undefined, [
      { role: 'USER', content: pasted },
      { role: 'ASSISTANT', content: 'That looks lovely.' },
    ]);
    expect(answer.response?.recipeCreated).toBe(true);
    expect(answer.response?.createdRecipe?.name).toBe('Tomato Soup');
  });

  it('adds the open recipe’s ingredients to the shopping list', async () => {
    const answer = await ask('Add the ingredients to my shopping list', pancakesId);
    expect(answer.response?.shoppingItemsAdded).toBeGreaterThanOrEqual(4);
    const list = await graphql<{ shoppingList: { name: string }[] }>(
      app,
      '{ shoppingList { name } }',
      {},
      cook,
    );
    expect(list.data?.shoppingList.length).toBeGreaterThanOrEqual(4);
  });

  it('walks through the recipe one step per message', async () => {
    const first = await ask('Walk me through it step by step', pancakesId);
    expect(first.response?.response).toMatch(/Step 1 of 2/);
    const second = await ask('next', pancakesId, [
      { role: 'USER', content: 'Walk me through it step by step' },
      { role: 'ASSISTANT', content: first.response?.response ?? '' },
    ]);
    expect(second.response?.response).toMatch(/Step 2 of 2/);
  });

  it('says plainly, and briefly, what needs an AI key', async () => {
    const answer = await ask('Write me a poem about the history of bread');
    expect(answer.response?.response).toMatch(/OPENAI_API_KEY|AI key/);
    expect(answer.response?.recipeUpdated).toBe(false);
  });
});

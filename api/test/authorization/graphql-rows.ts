import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  eachTheirOwn,
  type GraphqlRequest,
  type GraphqlRow,
  type MatrixCase,
  nobodysToAll,
  noSharedRecipe,
  only,
  ownedByCook,
  sharedToAll,
} from './matrix.ts';

/*
 * A row for every Query and Mutation field (subscriptions are in subscription-rows.ts). The
 * selections name the fields that would carry the cook's data, so an answer that leaked it
 * would show her marker.
 */

const recipeFields = 'id name description tags';
const outcome = (success: string) => `__typename ... on Error { code message } ... on ${success}`;
const importedRecipe = (success: string) =>
  `${outcome(success)} { imported { isExisting recipe { ${recipeFields} } } }`;

const query = (document: string, variables?: Record<string, unknown>): GraphqlRequest => ({
  query: document,
  variables,
});

const adminQuery = (document: string): MatrixCase<GraphqlRequest>[] =>
  only(() => query(document), adminOnly);

export const graphqlRows: GraphqlRow[] = [
  // Query
  {
    field: 'Query.adminChatLogs',
    cases: adminQuery('{ adminChatLogs(first: 5) { nodes { id } } }'),
  },
  { field: 'Query.adminReport', cases: adminQuery('{ adminReport(days: 7) { __typename } }') },
  { field: 'Query.adminStats', cases: adminQuery('{ adminStats { totalUsers } }') },
  {
    field: 'Query.adminSystemSettings',
    cases: adminQuery('{ adminSystemSettings { database { kind } } }'),
  },
  {
    field: 'Query.adminUserExport',
    cases: adminQuery('{ adminUserExport(first: 5) { __typename } }'),
  },
  { field: 'Query.adminUsers', cases: adminQuery('{ adminUsers(first: 5) { totalCount } }') },
  {
    field: 'Query.chatbotPromptHistory',
    cases: adminQuery('{ chatbotPromptHistory(promptType: MAIN) { id } }'),
  },
  { field: 'Query.chatbotPrompts', cases: adminQuery('{ chatbotPrompts { mainPrompt } }') },
  {
    field: 'Query.me',
    cases: only(() => query('{ me { id email } }'), eachTheirOwn, { showsCookData: true }),
  },
  {
    field: 'Query.recentRecipes',
    cases: only(
      async (owned) => {
        await owned.recipe();
        return query(`{ recentRecipes(limit: 50) { ${recipeFields} } }`);
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Query.recipe',
    cases: only(
      async (owned) =>
        query(`query ($id: Int!) { recipe(id: $id) { ${recipeFields} } }`, {
          id: await owned.recipe(),
        }),
      ownedByCook,
    ),
  },
  {
    field: 'Query.recipeCategories',
    cases: only(() => query('{ recipeCategories { id count } }'), eachTheirOwn),
  },
  {
    field: 'Query.recipeCount',
    cases: only(async (owned) => {
      await owned.recipe();
      return query('{ recipeCount }');
    }, eachTheirOwn),
  },
  {
    field: 'Query.recipeImport',
    cases: only(
      async (owned) =>
        query(
          `query ($importId: String!) { recipeImport(importId: $importId) { ${importedRecipe('RecipeImportSuccess')} } }`,
          { importId: await owned.importId() },
        ),
      ownedByCook,
      { showsCookData: true },
    ),
  },
  {
    field: 'Query.recipeTags',
    cases: only(
      async (owned) => {
        await owned.recipe();
        return query('{ recipeTags { tag count } }');
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Query.recipes',
    cases: only(
      async (owned) => {
        await owned.recipe();
        return query(`{ recipes { ${recipeFields} } }`);
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Query.sharedRecipe',
    cases: [
      {
        label: 'a shared recipe',
        request: async (owned) =>
          query('query ($id: Int!) { sharedRecipe(id: $id) { id name } }', {
            id: await owned.sharedRecipe(),
          }),
        expected: sharedToAll,
      },
      {
        label: 'a recipe she has not shared',
        request: async (owned) =>
          query('query ($id: Int!) { sharedRecipe(id: $id) { id name } }', {
            id: await owned.recipe(),
          }),
        expected: nobodysToAll,
      },
    ],
  },
  {
    field: 'Query.shoppingList',
    cases: only(
      async (owned) => {
        await owned.item();
        return query('{ shoppingList { id name } }');
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Query.shoppingListChanges',
    cases: only(
      async (owned) => {
        await owned.item();
        return query(
          `{ shoppingListChanges { ${outcome('ShoppingListChangesSuccess')} { changes { items { id name } } } } }`,
        );
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },

  // Mutation
  {
    field: 'Mutation.adminRemoveTwoFactor',
    // On an account of its own: what the admin is allowed must leave the cook's rows alone.
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: ID!) { adminRemoveTwoFactor(userId: $id) { ${outcome('AdminRemoveTwoFactorSuccess')} { user { id hasTwoFactor } } } }`,
          { id: await owned.someoneElse() },
        ),
      adminOnly,
    ),
  },
  {
    field: 'Mutation.addShoppingListItem',
    cases: [
      {
        label: 'an item of their own',
        request: () =>
          query(
            `mutation { addShoppingListItem(input: { name: "Capers" }) { ${outcome('AddShoppingListItemSuccess')} { item { id name } } } }`,
          ),
        expected: eachTheirOwn,
      },
      {
        label: "an item for the cook's recipe",
        request: async (owned) =>
          query(
            `mutation ($ids: [Int!]) { addShoppingListItem(input: { name: "Leeks", recipeIds: $ids }) { ${outcome('AddShoppingListItemSuccess')} { item { id } } } }`,
            { ids: [await owned.recipe()] },
          ),
        expected: ownedByCook,
      },
    ],
  },
  {
    field: 'Mutation.analyzeRecipeImage',
    cases: only(
      async (owned) =>
        query(
          `mutation ($image: String!, $importId: String!) { analyzeRecipeImage(image: $image, importId: $importId) { ${importedRecipe('AnalyzeRecipeImageSuccess')} } }`,
          { image: owned.sources.photo, importId: await owned.importId() },
        ),
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Mutation.analyzeRecipeText',
    cases: only(
      async (owned) =>
        query(
          `mutation ($importId: String!) { analyzeRecipeText(importId: $importId, text: "Plain Rice\\n\\nIngredients\\n1 cup rice\\n2 cups water\\n\\nInstructions\\nSimmer for 18 minutes.") { ${importedRecipe('AnalyzeRecipeTextSuccess')} } }`,
          { importId: await owned.importId() },
        ),
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Mutation.analyzeRecipeUrl',
    cases: only(
      async (owned) =>
        query(
          `mutation ($url: String!, $importId: String!) { analyzeRecipeUrl(url: $url, importId: $importId) { ${importedRecipe('AnalyzeRecipeUrlSuccess')} } }`,
          { url: owned.sources.pageUrl, importId: await owned.importId() },
        ),
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Mutation.cancelChatTurn',
    // Answers whether a turn of the caller's own was running under that id: another cook's
    // call looks among his turns (none), so hers runs on and he learns nothing (false).
    cases: only(
      async (owned) =>
        query('mutation ($id: ID!) { cancelChatTurn(turnId: $id) }', {
          id: await owned.turnId(),
        }),
      eachTheirOwn,
    ),
  },
  {
    field: 'Mutation.clearShoppingList',
    cases: only(async (owned) => {
      await owned.item();
      return query(
        `mutation { clearShoppingList { ${outcome('ClearShoppingListSuccess')} { cleared { deletedCount } } } }`,
      );
    }, eachTheirOwn),
  },
  {
    field: 'Mutation.createRealtimeSession',
    cases: [
      {
        label: 'without a recipe',
        request: () =>
          query(
            `mutation { createRealtimeSession { ${outcome('CreateRealtimeSessionSuccess')} { session { voice } } } }`,
          ),
        expected: eachTheirOwn,
      },
      {
        label: "about the cook's recipe",
        request: async (owned) =>
          query(
            `mutation ($id: Int) { createRealtimeSession(input: { recipeId: $id }) { ${outcome('CreateRealtimeSessionSuccess')} { session { voice } } } }`,
            { id: await owned.recipe() },
          ),
        expected: ownedByCook,
      },
    ],
  },
  {
    field: 'Mutation.createRecipe',
    cases: only(
      () =>
        query(
          `mutation ($clientId: String) { createRecipe(clientId: $clientId, input: { name: "Plain Toast", ingredients: ["1 slice bread"] }) { ${outcome('CreateRecipeSuccess')} { recipe { ${recipeFields} } } } }`,
          { clientId: randomUUID() },
        ),
      eachTheirOwn,
    ),
  },
  {
    field: 'Mutation.deleteRecipe',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { deleteRecipe(id: $id) { ${outcome('DeleteRecipeSuccess')} { deleted { id } } } }`,
          {
            id: await owned.recipe(),
          },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.deleteShoppingListItem',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { deleteShoppingListItem(id: $id) { ${outcome('DeleteShoppingListItemSuccess')} { deleted { id } } } }`,
          { id: await owned.item() },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.generateRecipeImage',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { generateRecipeImage(id: $id) { ${outcome('GenerateRecipeImageSuccess')} { recipe { id imageUrl } } } }`,
          { id: await owned.recipe() },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.generateShoppingList',
    cases: only(
      async (owned) =>
        query(
          `mutation ($ids: [Int!]!) { generateShoppingList(recipeIds: $ids) { ${outcome('GenerateShoppingListSuccess')} { items { id name } } } }`,
          { ids: [await owned.recipe()] },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.optimizeShoppingList',
    cases: only(
      async (owned) => {
        await owned.item();
        return query(
          `mutation { optimizeShoppingList { ${outcome('OptimizeShoppingListSuccess')} { items { id name } } } }`,
        );
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    field: 'Mutation.resetChatbotPrompt',
    cases: adminQuery('mutation { resetChatbotPrompt(promptType: SHOPPING) { __typename } }'),
  },
  {
    field: 'Mutation.restoreChatbotPrompt',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: ID!) { restoreChatbotPrompt(versionId: $id) { ${outcome('RestoreChatbotPromptSuccess')} { prompts { mainPrompt } } } }`,
          { id: await owned.promptVersionId() },
        ),
      adminOnly,
    ),
  },
  {
    field: 'Mutation.runAssistantTool',
    cases: [
      {
        label: 'a tool that takes no ids',
        request: () => toolCall('convert_units', { amount: 1, from: 'cup', to: 'ml' }),
        expected: eachTheirOwn,
      },
      {
        label: "a tool given the cook's recipe",
        request: async (owned) =>
          toolCall('update_recipe', {
            recipeId: await owned.recipe(),
            changes: { servings: 1 },
          }),
        expected: ownedByCook,
      },
    ],
  },
  {
    field: 'Mutation.saveSharedRecipe',
    cases: [
      {
        label: 'a shared recipe',
        request: async (owned) =>
          query(
            `mutation ($id: Int!) { saveSharedRecipe(recipeId: $id) { ${outcome('SaveSharedRecipeSuccess')} { saved { isExisting recipe { id } } } } }`,
            { id: await owned.sharedRecipe() },
          ),
        expected: eachTheirOwn,
      },
      {
        label: 'a recipe she has not shared',
        request: async (owned) =>
          query(
            `mutation ($id: Int!) { saveSharedRecipe(recipeId: $id) { ${outcome('SaveSharedRecipeSuccess')} { saved { isExisting recipe { id } } } } }`,
            { id: await owned.recipe() },
          ),
        expected: noSharedRecipe,
      },
    ],
  },
  {
    field: 'Mutation.sendChatMessage',
    cases: [
      {
        label: 'a question',
        request: () =>
          query(
            `mutation ($input: ChatMessageInput!) { sendChatMessage(input: $input) { ${outcome('SendChatMessageSuccess')} { response { response } } } }`,
            { input: { conversationId: randomUUID(), message: 'How long do I boil an egg?' } },
          ),
        expected: eachTheirOwn,
      },
      {
        label: "about the cook's recipe",
        request: async (owned) =>
          query(
            `mutation ($input: ChatMessageInput!) { sendChatMessage(input: $input) { ${outcome('SendChatMessageSuccess')} { response { response } } } }`,
            {
              input: {
                conversationId: randomUUID(),
                message: 'What is in this?',
                recipeId: await owned.recipe(),
              },
            },
          ),
        expected: ownedByCook,
      },
    ],
  },
  {
    field: 'Mutation.setRecipeFavorite',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { setRecipeFavorite(id: $id, isFavorite: true) { ${outcome('SetRecipeFavoriteSuccess')} { recipe { id } } } }`,
          { id: await owned.recipe() },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.setRecipeShared',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { setRecipeShared(id: $id, isShared: true) { ${outcome('SetRecipeSharedSuccess')} { recipe { id } } } }`,
          { id: await owned.recipe() },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.setShoppingListItemCompleted',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { setShoppingListItemCompleted(id: $id, isCompleted: true) { ${outcome('SetShoppingListItemCompletedSuccess')} { item { id } } } }`,
          { id: await owned.item() },
        ),
      ownedByCook,
    ),
  },
  {
    field: 'Mutation.startChatTurn',
    cases: [
      {
        label: 'a question',
        request: () =>
          query(
            `mutation ($turnId: ID!, $input: ChatMessageInput!) { startChatTurn(turnId: $turnId, input: $input) { ${outcome('StartChatTurnSuccess')} { turn { turnId } } } }`,
            {
              turnId: randomUUID(),
              input: { conversationId: randomUUID(), message: 'How long do I boil an egg?' },
            },
          ),
        expected: eachTheirOwn,
      },
      {
        label: "about the cook's recipe",
        request: async (owned) =>
          query(
            `mutation ($turnId: ID!, $input: ChatMessageInput!) { startChatTurn(turnId: $turnId, input: $input) { ${outcome('StartChatTurnSuccess')} { turn { turnId } } } }`,
            {
              turnId: randomUUID(),
              input: {
                conversationId: randomUUID(),
                message: 'What is in this?',
                recipeId: await owned.recipe(),
              },
            },
          ),
        expected: ownedByCook,
      },
    ],
  },
  {
    field: 'Mutation.startRecipeImport',
    cases: only(
      async (owned) =>
        query(
          `mutation ($importId: String!) { startRecipeImport(importId: $importId, text: "Plain Rice\\n\\nIngredients\\n1 cup rice\\n2 cups water") { ${outcome('StartRecipeImportSuccess')} { started { importId } } } }`,
          { importId: await owned.importId() },
        ),
      eachTheirOwn,
    ),
  },
  {
    field: 'Mutation.undoShoppingListChange',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: ID!) { undoShoppingListChange(id: $id) { ${outcome('UndoShoppingListChangeSuccess')} { items { id name } } } }`,
          { id: await owned.undoId() },
        ),
      ownedByCook,
      { showsCookData: true },
    ),
  },
  {
    field: 'Mutation.updateChatbotPrompt',
    cases: adminQuery(
      'mutation { updateChatbotPrompt(promptType: RECIPE, prompt: "Keep steps short.") { __typename } }',
    ),
  },
  {
    field: 'Mutation.updateRecipe',
    cases: only(
      async (owned) =>
        query(
          `mutation ($id: Int!) { updateRecipe(id: $id, input: { name: "Renamed" }) { ${outcome('UpdateRecipeSuccess')} { recipe { id } } } }`,
          { id: await owned.recipe() },
        ),
      ownedByCook,
    ),
  },
];

function toolCall(name: string, args: Record<string, unknown>): GraphqlRequest {
  return query(
    `mutation ($input: RunAssistantToolInput!) { runAssistantTool(input: $input) { ${outcome('RunAssistantToolSuccess')} { run { output } } } }`,
    { input: { callId: `call-${randomUUID()}`, name, arguments: JSON.stringify(args) } },
  );
}

/** The assistant's tools, each driven by a voice session's call (the text chat runs the same). */
export const toolRows: { tool: string; cases: MatrixCase<GraphqlRequest>[] }[] = [
  {
    tool: 'search_recipes',
    cases: only(
      async (owned) => {
        await owned.recipe();
        return toolCall('search_recipes', { text: 'leek' });
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    tool: 'update_recipe',
    cases: only(
      async (owned) =>
        toolCall('update_recipe', { recipeId: await owned.recipe(), changes: { servings: 2 } }),
      ownedByCook,
    ),
  },
  {
    tool: 'create_recipe',
    cases: only(
      () => toolCall('create_recipe', { recipe: { name: 'Plain Toast', ingredients: ['bread'] } }),
      eachTheirOwn,
    ),
  },
  {
    tool: 'add_shopping_items',
    cases: [
      {
        label: 'named items',
        request: () => toolCall('add_shopping_items', { items: [{ name: 'Capers' }] }),
        expected: eachTheirOwn,
      },
      {
        label: "the cook's recipe",
        request: async (owned) =>
          toolCall('add_shopping_items', { recipeId: await owned.recipe() }),
        expected: ownedByCook,
      },
    ],
  },
  {
    tool: 'scale_servings',
    cases: only(
      async (owned) =>
        toolCall('scale_servings', { recipeId: await owned.recipe(), servings: 8, save: true }),
      ownedByCook,
    ),
  },
  {
    tool: 'convert_units',
    cases: only(
      () => toolCall('convert_units', { amount: 2, from: 'cup', to: 'g', ingredient: 'flour' }),
      eachTheirOwn,
    ),
  },
];

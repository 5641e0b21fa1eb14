import { builder } from '../builder.ts';
import { RecipeRef } from '../recipes/recipe.type.ts';
import { ShoppingListItemRef } from '../shopping/shopping-list-item.type.ts';
import {
  type ChatResponse,
  type ChatToolActivity,
  type ChatTurnEvent,
  chatRoles,
  chatTurnEventKinds,
  type RecipeFieldChange,
} from './chat.port.ts';

export const ChatRoleEnum = builder.enumType('ChatRole', {
  values: Object.fromEntries(chatRoles.map((role) => [role.toUpperCase(), { value: role }])) as {
    USER: { value: 'user' };
    ASSISTANT: { value: 'assistant' };
  },
});

const ChatTurnEventKindEnum = builder.enumType('ChatTurnEventKind', {
  values: chatTurnEventKinds,
});

const RecipeFieldChangeRef = builder.objectRef<RecipeFieldChange>('RecipeFieldChange').implement({
  description: 'One field of a recipe the assistant changed. Undo sends `before` back.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The UpdateRecipeInput field name.' }),
    before: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (change) => change.after }),
  }),
});

export const ChatResponseRef = builder.objectRef<ChatResponse>('ChatResponse').implement({
  description: "The assistant's answer to one message, and what it did.",
  fields: (t) => ({
    response: t.exposeString('response'),
    recipeUpdated: t.exposeBoolean('recipeUpdated'),
    updatedRecipe: t.field({
      type: RecipeRef,
      nullable: true,
      resolve: (response) => response.updatedRecipe,
    }),
    recipeChanges: t.field({
      type: [RecipeFieldChangeRef],
      resolve: (response) => response.recipeChanges,
    }),
    recipeCreated: t.exposeBoolean('recipeCreated'),
    createdRecipe: t.field({
      type: RecipeRef,
      nullable: true,
      resolve: (response) => response.createdRecipe,
    }),
    shoppingItemsAdded: t.exposeInt('shoppingItemsAdded', {
      description: 'How many items were added to (or merged into) the shopping list.',
    }),
    addedShoppingItems: t.field({
      type: [ShoppingListItemRef],
      resolve: (response) => response.addedShoppingItems,
    }),
  }),
});

const ChatToolActivityRef = builder.objectRef<ChatToolActivity>('ChatToolActivity').implement({
  description: 'A tool the assistant called: its arguments, then its result or error.',
  fields: (t) => ({
    callId: t.exposeID('callId'),
    name: t.exposeString('name'),
    arguments: t.field({ type: 'JSON', nullable: true, resolve: (tool) => tool.arguments }),
    result: t.field({ type: 'JSON', nullable: true, resolve: (tool) => tool.result ?? null }),
    error: t.string({ nullable: true, resolve: (tool) => tool.error ?? null }),
  }),
});

export const ChatTurnEventRef = builder.objectRef<ChatTurnEvent>('ChatTurnEvent').implement({
  description:
    'One step of a turn, in order: READY (start the turn now), TEXT deltas, TOOL_CALL and TOOL_RESULT, then DONE, FAILED or CANCELLED.',
  fields: (t) => ({
    turnId: t.exposeID('turnId'),
    sequence: t.exposeInt('sequence'),
    kind: t.expose('kind', { type: ChatTurnEventKindEnum }),
    text: t.string({
      nullable: true,
      description: 'TEXT: the next piece of the answer.',
      resolve: (event) => event.text ?? null,
    }),
    tool: t.field({
      type: ChatToolActivityRef,
      nullable: true,
      resolve: (event) => event.tool ?? null,
    }),
    response: t.field({
      type: ChatResponseRef,
      nullable: true,
      description: 'DONE: the whole response.',
      resolve: (event) => event.response ?? null,
    }),
    error: t.string({
      nullable: true,
      description: 'FAILED: a sentence fit for users.',
      resolve: (event) => event.error ?? null,
    }),
  }),
});

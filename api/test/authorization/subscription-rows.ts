import { graphql, rest } from '../http.ts';
import type { Expected } from './matrix.ts';
import { cookMarker, type OwnerFixtures } from './owner-fixtures.ts';

/** Each subscription's row: what it listens to, and what the cook does that it must hear. */
export interface SubscriptionRow {
  field: string;
  query: (owned: OwnerFixtures) => Promise<{ query: string; variables?: Record<string, unknown> }>;
  /** The cook's change; her own subscription hears it. */
  trigger: (owned: OwnerFixtures) => Promise<void>;
  /** Whether an event is the last one her change brings (a turn's DONE, an import's SAVED). */
  isLast: (event: Record<string, unknown>) => boolean;
  expected: Expected;
}

/** A guest's socket is refused; the cook hears her change; anyone else hears nothing of it. */
const hersAlone: Expected = {
  guest: 'unauthenticated',
  cook: 'allowed',
  otherCook: 'own',
  admin: 'own',
};

const field = (event: Record<string, unknown>) =>
  Object.values(event)[0] as Record<string, unknown>;

export const subscriptionRows: SubscriptionRow[] = [
  {
    field: 'Subscription.recipeChanged',
    query: async (owned) => {
      await owned.recipe();
      return { query: 'subscription { recipeChanged { kind recipeId recipe { name } } }' };
    },
    trigger: async (owned) => {
      await rest(owned.app, 'PUT', `/api/recipes/${await owned.recipe()}`, {
        user: owned.cook,
        body: { name: `${cookMarker} Leek Soup, thicker` },
      });
    },
    isLast: () => true,
    expected: hersAlone,
  },
  {
    field: 'Subscription.shoppingListChanged',
    query: async () => ({
      query: 'subscription { shoppingListChanged { kind itemId item { name } } }',
    }),
    trigger: async (owned) => {
      await rest(owned.app, 'POST', '/api/shopping-list', {
        user: owned.cook,
        body: { name: `${cookMarker} stalks` },
      });
    },
    isLast: () => true,
    expected: hersAlone,
  },
  {
    field: 'Subscription.chatTurnEvents',
    query: async (owned) => ({
      query: 'subscription ($id: ID!) { chatTurnEvents(turnId: $id) { kind text } }',
      variables: { id: await owned.newId() },
    }),
    trigger: async (owned) => {
      await graphql(
        owned.app,
        `mutation ($turnId: ID!, $input: ChatMessageInput!) {
          startChatTurn(turnId: $turnId, input: $input) { __typename }
        }`,
        {
          turnId: await owned.newId(),
          input: {
            conversationId: await owned.newId(),
            message: `What goes with ${cookMarker}?`,
          },
        },
        owned.cook,
      );
    },
    isLast: (event) => ['DONE', 'FAILED', 'CANCELLED'].includes(String(field(event).kind)),
    expected: hersAlone,
  },
  {
    field: 'Subscription.recipeImportProgressed',
    query: async (owned) => ({
      query:
        'subscription ($id: String!) { recipeImportProgressed(importId: $id) { step message recipeId } }',
      variables: { id: await owned.newId() },
    }),
    trigger: async (owned) => {
      await graphql(
        owned.app,
        'mutation ($importId: String!, $text: String!) { startRecipeImport(importId: $importId, text: $text) { __typename } }',
        {
          importId: await owned.newId(),
          text: `${cookMarker} Porridge\n\nIngredients\n1 cup oats\n2 cups milk\n\nInstructions\nStir over a low heat for 5 minutes.`,
        },
        owned.cook,
      );
    },
    isLast: (event) => ['SAVED', 'FAILED'].includes(String(field(event).step)),
    expected: hersAlone,
  },
];

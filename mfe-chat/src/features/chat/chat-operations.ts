import { graphql } from '../../__generated__/gql.ts';

/**
 * Every field the recipe screens and cards show, so a recipe the assistant changed or made is
 * written into the shared cache whole and those screens update from it without a fetch.
 */
export const ChatRecipeFields = graphql(`
  fragment ChatRecipe_recipe on Recipe {
    id
    name
    description
    imageUrl
    prepTime
    cookTime
    totalTime
    servings
    difficulty
    ingredients
    instructions
    tags
    isFavorite
    isShared
    updatedAt
    nutrition {
      protein
      fat
      carbs
      calories
    }
    nutritionLines {
      line
      status
      food
      grams
    }
  }
`);

export const ChatResponseFields = graphql(`
  fragment ChatResponse_response on ChatResponse {
    response
    recipeUpdated
    updatedRecipe {
      id
      ...ChatRecipe_recipe
    }
    recipeChanges {
      field
      before
      after
    }
    recipeCreated
    createdRecipe {
      id
      ...ChatRecipe_recipe
    }
    shoppingItemsAdded
    addedShoppingItems {
      id
      name
      quantity
      category
    }
  }
`);

export const ChatTurnEventsSubscription = graphql(`
  subscription ChatTurnEventsSubscription($turnId: ID!) {
    chatTurnEvents(turnId: $turnId) {
      turnId
      sequence
      kind
      text
      tool {
        callId
        name
        error
      }
      response {
        ...ChatResponse_response
      }
      error
    }
  }
`);

export const StartChatTurnMutation = graphql(`
  mutation StartChatTurnMutation($turnId: ID!, $input: ChatMessageInput!) {
    startChatTurn(turnId: $turnId, input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

export const CancelChatTurnMutation = graphql(`
  mutation CancelChatTurnMutation($turnId: ID!) {
    cancelChatTurn(turnId: $turnId)
  }
`);

/** Undo of a change the assistant made: the fields' earlier values, through the usual update. */
export const UndoRecipeChangeMutation = graphql(`
  mutation UndoRecipeChangeMutation($id: Int!, $input: UpdateRecipeInput!) {
    updateRecipe(id: $id, input: $input) {
      __typename
      ... on UpdateRecipeSuccess {
        recipe {
          id
          ...ChatRecipe_recipe
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

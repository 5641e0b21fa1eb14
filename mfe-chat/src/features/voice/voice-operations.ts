import { graphql } from '../../__generated__/gql.ts';

/** Spec §7 POST /api/realtime/session, as the GraphQL mutation the REST route runs. */
export const CreateRealtimeSessionMutation = graphql(`
  mutation CreateRealtimeSessionMutation($input: CreateRealtimeSessionInput) {
    createRealtimeSession(input: $input) {
      __typename
      ... on CreateRealtimeSessionSuccess {
        session {
          clientSecret
          model
          callUrl
        }
      }
      ... on RealtimeVoiceUnavailableError {
        fallback
      }
      ... on Error {
        message
      }
    }
  }
`);

/**
 * One function call of the voice session, run by the api with the text chat's tools. The
 * changed recipe comes whole (ChatRecipe_recipe), so the open recipe screen updates from the
 * cache as after a typed message; the rest of the response is what the toasts and cards need
 * (the whole ChatResponse_response would pass the api's query depth and cost limits).
 */
export const RunAssistantToolMutation = graphql(`
  mutation RunAssistantToolMutation($input: RunAssistantToolInput!) {
    runAssistantTool(input: $input) {
      __typename
      ... on RunAssistantToolSuccess {
        run {
          callId
          output
          response {
            recipeUpdated
            recipeCreated
            shoppingItemsAdded
            recipeChanges {
              field
              before
              after
            }
            addedShoppingItems {
              id
              name
              quantity
              category
            }
            updatedRecipe {
              id
              ...ChatRecipe_recipe
            }
            createdRecipe {
              id
              name
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

import { graphql } from '../../__generated__/gql.ts';

export const ChatbotPromptsQuery = graphql(`
  query ChatbotPromptsQuery {
    chatbotPrompts {
      mainPrompt
      shoppingPrompt
      recipePrompt
    }
  }
`);

export const UpdateChatbotPromptMutation = graphql(`
  mutation UpdateChatbotPromptMutation($promptType: PromptType!, $prompt: String!) {
    updateChatbotPrompt(promptType: $promptType, prompt: $prompt) {
      __typename
      ... on UpdateChatbotPromptSuccess {
        prompts {
          mainPrompt
          shoppingPrompt
          recipePrompt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

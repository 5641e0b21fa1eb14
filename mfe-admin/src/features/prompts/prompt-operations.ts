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

/** Every saved text of one prompt, newest (the current one) first. */
export const ChatbotPromptHistoryQuery = graphql(`
  query ChatbotPromptHistoryQuery($promptType: PromptType!) {
    chatbotPromptHistory(promptType: $promptType) {
      id
      promptType
      prompt
      savedAt
      savedByUserId
      savedByEmail
    }
  }
`);

export const RestoreChatbotPromptMutation = graphql(`
  mutation RestoreChatbotPromptMutation($versionId: ID!) {
    restoreChatbotPrompt(versionId: $versionId) {
      __typename
      ... on RestoreChatbotPromptSuccess {
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

export const ResetChatbotPromptMutation = graphql(`
  mutation ResetChatbotPromptMutation($promptType: PromptType!) {
    resetChatbotPrompt(promptType: $promptType) {
      __typename
      ... on ResetChatbotPromptSuccess {
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

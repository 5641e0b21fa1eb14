import { graphql } from '../../__generated__/gql.ts';

/** The assistant's usage log, newest first, a page at a time. */
export const AdminChatLogsQuery = graphql(`
  query AdminChatLogsQuery($first: Int, $after: String) {
    adminChatLogs(first: $first, after: $after) {
      nodes {
        id
        startedAt
        userEmail
        feature
        provider
        model
        outcome
        tools
        inputTokens
        outputTokens
        latencyMs
        error
        userMessage
        response
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

import { graphql } from '../../__generated__/gql.ts';

/** One page of users, newest first; `search` matches part of an e-mail or name. */
export const AdminUsersQuery = graphql(`
  query AdminUsersQuery($search: String, $first: Int!, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        email
        firstName
        lastName
        createdAt
        status
        hasTwoFactor
      }
    }
  }
`);

/** Removes a user's second factors (a lost phone); audited on the server. */
export const AdminRemoveTwoFactorMutation = graphql(`
  mutation AdminRemoveTwoFactorMutation($userId: ID!) {
    adminRemoveTwoFactor(userId: $userId) {
      __typename
      ... on AdminRemoveTwoFactorSuccess {
        user {
          id
          hasTwoFactor
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

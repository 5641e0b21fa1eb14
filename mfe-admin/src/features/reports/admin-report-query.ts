import { graphql } from '../../__generated__/gql.ts';

/** Imports, AI usage, sign-ups and active cooks over the last `days` whole UTC days. */
export const AdminReportQuery = graphql(`
  query AdminReportQuery($days: Int!) {
    adminReport(days: $days) {
      __typename
      ... on AdminReportSuccess {
        report {
          days
          from
          to
          importsByMethod {
            method
            attempts
            successes
            successRate
          }
          importsBySite {
            site
            attempts
            successes
            successRate
          }
          aiUsage {
            feature
            count
            inputTokens
            outputTokens
          }
          daily {
            date
            signUps
            activeCooks
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

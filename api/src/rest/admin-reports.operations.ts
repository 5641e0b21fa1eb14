/** The operations behind the admin report and export routes (see operations.ts). */
export const adminReportSources = {
  AdminReport: `query AdminReport($days: Int) {
    result: adminReport(days: $days) {
      __typename
      ... on AdminReportSuccess {
        report {
          days from to
          importsByMethod { method attempts successes successRate }
          importsBySite { site attempts successes successRate }
          aiUsage { feature count inputTokens outputTokens }
          daily { date signUps activeCooks }
        }
      }
      ... on Error { __typename message code }
      ... on InputValidationError { issues { path message } }
    }
  }`,
  AdminUserExport: `query AdminUserExport($after: ID, $first: Int) {
    result: adminUserExport(after: $after, first: $first) {
      __typename
      ... on AdminUserExportSuccess {
        page {
          users { id email firstName lastName createdAt recipeCount shoppingItemCount }
          endCursor hasNextPage
        }
      }
      ... on Error { __typename message code }
      ... on InputValidationError { issues { path message } }
    }
  }`,
} as const;

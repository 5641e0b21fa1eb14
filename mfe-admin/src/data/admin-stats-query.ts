import { graphql } from '../__generated__/gql.ts';

/**
 * Every figure the dashboard shows, in one request. The stat cards, the users tab and the
 * analytics tab read it through their own hooks: `AdminStats` has no id, so the cache keeps one
 * copy under `adminStats`, and two queries selecting different fields of it would overwrite each
 * other. A feature that gets a query of its own (the paged users search) leaves this one.
 */
export const AdminStatsQuery = graphql(`
  query AdminStatsQuery {
    adminStats {
      totalUsers
      totalRecipes
      totalShoppingItems
      totalImagesGenerated
      recentUsers {
        id
        email
        firstName
        lastName
        createdAt
      }
      topRecipeCreators {
        email
        firstName
        recipeCount
      }
    }
  }
`);

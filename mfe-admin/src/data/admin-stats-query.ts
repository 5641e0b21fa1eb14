import { graphql } from '../__generated__/gql.ts';

/**
 * Every figure the dashboard shows, in one request. The stat cards and the analytics tab read it
 * through their own hooks: `AdminStats` has no id, so the cache keeps one copy under
 * `adminStats`, and two queries selecting different fields of it would overwrite each other. The
 * Users tab has a query of its own (`adminUsers`, searched and paged).
 */
export const AdminStatsQuery = graphql(`
  query AdminStatsQuery {
    adminStats {
      totalUsers
      totalRecipes
      totalShoppingItems
      totalImagesGenerated
      topRecipeCreators {
        email
        firstName
        recipeCount
      }
    }
  }
`);

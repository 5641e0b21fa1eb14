import { graphql } from '../../__generated__/gql.ts';

/** Whether the admin dashboard is open to the viewer; decided by the server (ADMIN_EMAILS). */
export const profileAdminQuery = graphql(`
  query ProfileAdminQuery {
    me {
      id
      isAdmin
    }
  }
`);

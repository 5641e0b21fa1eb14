import { graphql } from '../__generated__/gql.ts';

/** Whether the dashboard is open to the viewer; the server decides (ADMIN_EMAILS). */
export const AdminAccessQuery = graphql(`
  query AdminAccessQuery {
    me {
      id
      isAdmin
    }
  }
`);

// The contract between the shell and its remotes: types only, so a remote can import it without
// importing any of the shell's code (package export `@app/shell/remote-contract`).
import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';

/** Federation names of the remotes; each is a key of /remotes.json. */
export type RemoteId = 'mfe_recipes' | 'mfe_shopping' | 'mfe_chat' | 'mfe_admin';

/** The signed-in user as the remotes see it. */
export interface RemoteViewer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** ISO 8601. */
  createdAt: string | null;
}

/** What the shell passes to a remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The route the remote is mounted under, e.g. `/recipes`; a remote may serve several. */
  basePath: string;
  /** The shell's one ApolloClient (bearer token, subscriptions); remotes create none of their own. */
  client: ApolloClient;
  /** Null for a guest (only public routes are shown to guests). */
  viewer: RemoteViewer | null;
  /** The product website, for "visit our website" links. */
  marketingUrl: string;
  /**
   * `fetch` with the signed-in user's bearer token (refreshed first when due), for the api's
   * REST endpoints, e.g. the admin CSV downloads. The shell always passes it; a remote mounted
   * alone in dev may not, and then has no session to send.
   */
  authorizedFetch?: typeof fetch;
}

/** The module every remote exposes as `./App`. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

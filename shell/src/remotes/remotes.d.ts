import type { ComponentType } from 'react';

/** Federation names of the remotes; each is a key of /remotes.json. */
export type RemoteId = 'mfe_recipes' | 'mfe_shopping' | 'mfe_chat' | 'mfe_admin';

/** What the shell passes to a remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The path the remote is mounted under, e.g. `/recipes`. */
  basePath?: string;
}

/** The module every remote exposes as `./App`. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}

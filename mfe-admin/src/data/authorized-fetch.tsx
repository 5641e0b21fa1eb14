import { createContext, type ReactNode, useContext } from 'react';

const AuthorizedFetchContext = createContext<typeof fetch | undefined>(undefined);

/** Hands the shell's token-carrying fetch (`RemoteAppProps.authorizedFetch`) to the features. */
export function AuthorizedFetchProvider({
  value,
  children,
}: {
  value: typeof fetch | undefined;
  children: ReactNode;
}) {
  return <AuthorizedFetchContext value={value}>{children}</AuthorizedFetchContext>;
}

/**
 * fetch with the admin's bearer token, for the REST downloads. Without one (a remote mounted
 * alone, with no shell), plain fetch: the server then answers 401 and the caller says so.
 */
export function useAuthorizedFetch(): typeof fetch {
  return useContext(AuthorizedFetchContext) ?? fetch;
}

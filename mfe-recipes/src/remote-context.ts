import type { RemoteViewer } from '@app/shell/remote-contract';
import { createContext, useContext } from 'react';

/** What the screens of this remote need from the shell, besides the ApolloClient. */
export interface RemoteContextValue {
  viewer: RemoteViewer | null;
  marketingUrl: string;
}

export const RemoteContext = createContext<RemoteContextValue>({
  viewer: null,
  marketingUrl: '/',
});

export function useRemote(): RemoteContextValue {
  return useContext(RemoteContext);
}
